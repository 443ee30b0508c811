import type { Branding } from './branding';

/**
 * A results link opens a completed assessment's results on any device: the results path with the
 * assessment's access key after `#` (see `resultsPath`). There is one key per assessment, so replacing
 * the link replaces the key, and every browser holding the old one loses access at once. No zod here: the
 * results page reads these words without loading a validation library (the answers' schemas are in
 * results-link-schemas.ts).
 */

/** How the portal gives the respondent a fresh link: shown to the consultant to copy, or emailed to the address the respondent gave. */
export const FRESH_LINK_SENDS = ['copy', 'email'] as const;
export type FreshLinkSend = (typeof FRESH_LINK_SENDS)[number];

/** How the consultancy can be reached, from the branding: "Essential Eight Advisory (consult@…, 02 …)". */
function consultancyContact(branding: Pick<Branding, 'companyName' | 'contactEmail' | 'contactPhone'>): string {
  const ways = [branding.contactEmail, branding.contactPhone].filter((way): way is string => Boolean(way?.trim()));
  return ways.length > 0 ? `${branding.companyName} (${ways.join(', ')})` : branding.companyName;
}

/**
 * What a results link that opens nothing says: the same words for a wrong link, a replaced one and an
 * unknown assessment (they cannot be told apart), and the two ways to get a new link.
 */
export function refusedResultsLinkMessage(branding: Pick<Branding, 'companyName' | 'contactEmail' | 'contactPhone'>): string {
  return (
    'This link to the results is wrong, or it has been replaced by a newer one. ' +
    'To get a new link, open the results in the browser that submitted them and copy the link there, ' +
    `or ask ${consultancyContact(branding)} to send you a fresh link.`
  );
}

/** What replacing a link does, said before it is done: the old link stops working everywhere at once. */
export const REPLACING_A_LINK_WARNING =
  'The current link stops working at once, in every browser and on every device that opened these results with it, including anyone you shared it with.';

/**
 * The details an audit event of a results link is written with: who it was replaced for and, when emailed, the
 * address it went to. Never the link or its key, which would let anyone who reads the log open the results.
 */
export function resultsLinkEventDetails(how: 'replace' | FreshLinkSend, recipient: string | null): string {
  if (how === 'replace') return 'Replaced by the respondent from the results: the old link no longer opens them';
  if (how === 'copy') return 'A fresh link shown in the portal to copy: the old link no longer opens the results';
  return `A fresh link sent to ${recipient ?? 'the respondent'}: the old link no longer opens the results`;
}
