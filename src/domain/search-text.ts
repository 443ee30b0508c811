/**
 * Searching the support list: organisation, respondent name and email, matched as a substring that
 * ignores case and accents, the same way on every database.
 */

/** Letters that carry their accent in the letter itself, so Unicode decomposition leaves them whole. */
const WHOLE_LETTERS: Readonly<Record<string, string>> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd' };

const COMBINING_MARK = /\p{M}/gu;
const WHOLE_LETTER = /[øłđħıßæœþð]/g;

/**
 * Text as search compares it: lower case, accents removed ("École" → "ecole", "Müller" → "muller"),
 * compatibility forms unfolded ("ﬁ" → "fi"), each run of spaces, tabs or line breaks one space. Stored
 * fields and the search itself both go through it, so what matches does not depend on the database's
 * collation or extensions.
 */
export function normaliseForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARK, '')
    .replace(WHOLE_LETTER, (letter) => WHOLE_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ');
}

/**
 * What a stored assessment is searched by: its organisation, respondent name and email, normalised
 * and one to a line. A search is one line, so it can never match across the end of one field into
 * the next.
 */
export function assessmentSearchText(fields: { organizationName: string; respondentName: string; respondentEmail: string }): string {
  return [fields.organizationName, fields.respondentName, fields.respondentEmail].map(normaliseForSearch).join('\n');
}

/** What a support user's search looks for: trimmed, normalised, and on one line. */
export function normalisedSearch(search: string): string {
  return normaliseForSearch(search).trim();
}

/**
 * The fewest characters a search index can look up (one trigram). A shorter search still finds every
 * assessment that holds it, by reading the list newest first until a page is full.
 */
export const INDEXED_SEARCH_MIN_LENGTH = 3;

/**
 * Matches beyond this many are not counted: counting half a million rows on every page would be the
 * slowest part of a search. The list says "More than 1,000 match" instead of a number.
 */
export const SEARCH_COUNT_LIMIT = 1_000;

/** How the support list states a count of matches, counted exactly or only up to the limit. */
export function matchesInWords(total: number, totalIsAtLeast: boolean): string {
  if (totalIsAtLeast) return `More than ${SEARCH_COUNT_LIMIT.toLocaleString('en-AU')} match — narrow the search`;
  if (total === 1) return '1 assessment matches';
  return `${total.toLocaleString('en-AU')} assessments match`;
}
