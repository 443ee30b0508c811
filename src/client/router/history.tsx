import { createContext, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { addressText, resolveAddress, type Location, type To } from './address';

/** How a navigation goes: in place of this history entry, and with state handed to the next page (kept in the entry, so a reload keeps it). */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for the callers that ask for it; this router never scrolls on its own. */
  preventScrollReset?: boolean;
}

export type Navigate = (to: To, options?: NavigateOptions) => void;

/** What this router keeps in each history entry: the handed-over state, the entry's key and its place in the session's history. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function entryState(value: unknown): Partial<EntryState> {
  return typeof value === 'object' && value !== null ? (value as Partial<EntryState>) : {};
}

/** Where the browser is now, with the state and key of its history entry. */
function browserLocation(): Location {
  const entry = entryState(window.history.state);
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

const LocationContext = createContext<{ location: Location; go: (to: To, from: string, options?: NavigateOptions) => void } | null>(null);

function useRouter() {
  const router = useContext(LocationContext);
  if (!router) throw new Error('A page used the router outside <BrowserRouter>');
  return router;
}

/**
 * Routes the app on the browser's own history: each navigation is a history entry (or replaces the
 * current one), back and forward are followed, and the page changes in a transition, so the page on
 * screen stays until the next one has loaded.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  const index = useRef(0);

  useLayoutEffect(() => {
    const entry = entryState(window.history.state);
    // The entry the app opened at is numbered, so later entries count on from it.
    if (typeof entry.idx === 'number') index.current = entry.idx;
    else window.history.replaceState({ ...entry, idx: 0 }, '');
    const followHistory = () => {
      const idx = entryState(window.history.state).idx;
      if (typeof idx === 'number') index.current = idx;
      startTransition(() => setLocation(browserLocation()));
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, []);

  const go = useCallback((to: To, fromPathname: string, options: NavigateOptions = {}) => {
    const href = addressText(resolveAddress(to, fromPathname));
    const replace = options.replace ?? false;
    if (!replace) index.current += 1;
    const state: EntryState = { usr: options.state ?? null, key: newKey(), idx: index.current };
    if (replace) window.history.replaceState(state, '', href);
    else window.history.pushState(state, '', href);
    startTransition(() => setLocation(browserLocation()));
  }, []);

  const router = useMemo(() => ({ location, go }), [location, go]);
  return <LocationContext.Provider value={router}>{children}</LocationContext.Provider>;
}

/** Where the app is now. */
export function useLocation(): Location {
  return useRouter().location;
}

/** Goes to an address; one without a path stays on this page (a new query or fragment). */
export function useNavigate(): Navigate {
  const { location, go } = useRouter();
  const { pathname } = location;
  return useCallback<Navigate>((to, options) => go(to, pathname, options), [go, pathname]);
}

/** This address's query, and a way to go to the same page with another (a new history entry unless `replace`). */
export function useSearchParams(): [URLSearchParams, (next: string | URLSearchParams | Record<string, string>, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: string | URLSearchParams | Record<string, string>, options?: NavigateOptions) => navigate(`?${new URLSearchParams(next).toString()}`, options),
    [navigate],
  );
  return [params, setParams];
}
