import { takeKeyFromAddress } from '../link-key';

/** Keys results links brought, by assessment, until the results open: a second load of the page (React's strict mode runs effects twice) finds the key the first took from the address. */
const arrived = new Map<string, string>();

/**
 * The key a results link (`/assessment/results?id=…#key=…`) brought for this assessment: taken from the address,
 * which is cleared at once, on the first call; undefined when the page was opened without one.
 */
export function linkKeyFor(id: string): string | undefined {
  const taken = takeKeyFromAddress();
  if (taken !== undefined) arrived.set(id, taken);
  return arrived.get(id);
}

/** Forgets the key a link brought once the results have opened with it (this browser keeps it from then on, and may replace it). */
export function forgetLinkKey(id: string): void {
  arrived.delete(id);
}
