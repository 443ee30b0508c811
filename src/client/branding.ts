import { DEFAULT_BRANDING, parseBranding, type Branding } from '../domain/branding';

let branding: Branding | undefined;

/**
 * The consultancy's branding, as the server put it in the page; the default if it is missing or unreadable, or where
 * there is no page (the client's pure code run under Node, as its unit tests do).
 */
export function currentBranding(): Branding {
  if (branding) return branding;
  const script = typeof document === 'undefined' ? null : document.getElementById('e8-branding');
  let parsed: unknown;
  try {
    parsed = script?.textContent ? JSON.parse(script.textContent) : undefined;
  } catch {
    parsed = undefined;
  }
  branding = parseBranding(parsed) ?? DEFAULT_BRANDING;
  return branding;
}

/** Paints the page in the brand colours by setting the stylesheet's colour variables. */
export function applyBrandColours(): void {
  const { colours } = currentBranding();
  document.documentElement.style.setProperty('--navy', colours.primary);
  document.documentElement.style.setProperty('--blue', colours.accent);
}
