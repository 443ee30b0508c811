/**
 * Takes the key a link carries in its fragment (`#key=…`: a resume link's or a results link's) and clears it
 * from the address bar and the history at once, so it is not left on screen, in the history or in a bookmark.
 * The fragment is never sent to a server, nor in a `Referer`. Undefined when the address holds no key.
 */
export function takeKeyFromAddress(): string | undefined {
  const key = new URLSearchParams(window.location.hash.slice(1)).get('key');
  if (!key) return undefined;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return key;
}
