import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { addressText, linkIsCurrent, resolveAddress, type To } from './address';
import { useLocation, useNavigate } from './history';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps {
  to: To;
  /** Replace this history entry rather than add one; a link to the address the app is at always replaces. */
  replace?: boolean;
  /** Handed to the next page (useLocation().state), and kept across a reload. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** Whether a click is the app's to follow: the main button, no key that asks for a new tab or window, and no other target. */
function followedInPlace(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * A link within the app: a real <a href>, so it can be opened in a new tab, copied or read out as a link;
 * a plain click goes there without reloading the page.
 */
export function Link({ to, replace, state, onClick, target, ref, ...anchor }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = addressText(resolveAddress(to, location.pathname));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !followedInPlace(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? href === addressText(location), state });
  };
  return <a {...anchor} ref={ref} href={href} target={target} onClick={follow} />;
}

/**
 * A navigation link that says when it stands for the current page: aria-current="page" and the class
 * "active"; with `end`, only on its own page, not the pages under it.
 */
export function NavLink({ end = false, className, ...link }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const current = linkIsCurrent(resolveAddress(link.to, pathname).pathname, pathname, end);
  return <Link {...link} className={[className, current ? 'active' : undefined].filter(Boolean).join(' ') || undefined} aria-current={current ? 'page' : undefined} />;
}

/** Goes to an address as soon as it is shown: for a page that sends the user elsewhere. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // Followed by its text, so an object written afresh on each render does not navigate again.
  const address = addressText(resolveAddress(to, useLocation().pathname));
  useEffect(() => navigate(address, { replace, state }), [navigate, address, replace, state]);
  return null;
}
