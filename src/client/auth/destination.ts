import { DEFAULT_POST_LOGIN_ROUTE } from '../../domain/constants';

/** Where to go after signing in: the path kept in navigation state as `from`, or /support. */
export function destination(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  // Only a path on this site: never "//host" or "/\host", which browsers read as another site.
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) && !from.includes('\\') ? from : DEFAULT_POST_LOGIN_ROUTE;
}
