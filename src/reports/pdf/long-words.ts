/** The longest word a PDF keeps whole: a longer one (a link, a file path) would run off the page or be cut. */
export const LONGEST_WHOLE_WORD = 30;

const PIECE = 16;

/**
 * Where a word may break across lines in a PDF: nowhere for ordinary words; for a longer one, after
 * each separator a link or path holds (/ ? & = . _ # :), and within any run of more than 16
 * characters. Joined back, the parts are the word. The PDF marks such a break with a hyphen, so a
 * hyphen in the word is not a break point: it would show doubled.
 */
export function wordBreaks(word: string): string[] {
  if (word.length <= LONGEST_WHOLE_WORD) return [word];
  return word.split(/(?<=[/?&=._#:])/).flatMap((part) => part.match(new RegExp(`[^]{1,${PIECE}}`, 'g')) ?? []);
}
