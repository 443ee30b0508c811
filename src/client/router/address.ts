/** Where the app is: the parts of the address it routes on, the state the page that led here handed over, and the history entry's key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** One key per history entry, kept across reloads and back and forward; "default" for the entry the app was opened at. */
  key: string;
}

/** An address to go to: a string ("/a?b#c", "?b", "#c") or its parts; a missing path stays where the app is. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

/** "?" and "#" alone mean nothing: an address part is empty or starts with its mark. */
function withMark(part: string | undefined, mark: '?' | '#'): string {
  if (!part || part === mark) return '';
  return part.startsWith(mark) ? part : `${mark}${part}`;
}

/** A string address split into its path, query and fragment; a part it does not have is left out. */
export function addressParts(to: string): Partial<Pick<Location, 'pathname' | 'search' | 'hash'>> {
  const parts: Partial<Pick<Location, 'pathname' | 'search' | 'hash'>> = {};
  let rest = to;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/**
 * Where an address leads from the page at `fromPathname`: its own path, or this page's when it has none
 * ("?step=2" stays on the page); its query and fragment only (a link never keeps the page's own).
 */
export function resolveAddress(to: To, fromPathname: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const parts = typeof to === 'string' ? addressParts(to) : to;
  if (parts.pathname && !parts.pathname.startsWith('/')) throw new Error(`Only absolute paths are routed: "${parts.pathname}"`);
  return { pathname: parts.pathname || fromPathname, search: withMark(parts.search, '?'), hash: withMark(parts.hash, '#') };
}

/** An address as the browser's address bar shows it, from the path on. */
export function addressText({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${pathname}${search}${hash}`;
}

/**
 * Whether a navigation link to `toPathname` stands for the page at `pathname`: the same page, or (unless
 * `end`) a page under it, so "Results" stays current on one result's page. Letter case and a closing
 * slash do not count.
 */
export function linkIsCurrent(toPathname: string, pathname: string, end: boolean): boolean {
  const to = toPathname.toLowerCase();
  const here = pathname.toLowerCase();
  if (here === to) return true;
  if (end) return false;
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return here.startsWith(to) && here.charAt(slashAt) === '/';
}

/**
 * The values of a route pattern's `:name` segments when `pathname` matches it, or undefined. "*" matches
 * every path. Letter case and a closing slash do not count; a segment is decoded.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  if (pattern === '*') return {};
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        params[segment.slice(1)] = value;
      }
    } else if (segment.toLowerCase() !== value.toLowerCase()) {
      return undefined;
    }
  }
  return params;
}
