/** How much of an evidence note or a justification the detailed PDF prints; the Word report and the JSON download keep it whole. */
export const PDF_EVIDENCE_LENGTH = 300;

/** How many lines of a note the detailed PDF prints: a note typed one word a line is as long on paper as a page of prose. */
export const PDF_NOTE_LINES = 5;

/** How much of the constraints the detailed PDF prints, and in how many lines. */
export const PDF_CONSTRAINTS_LENGTH = 1000;
export const PDF_CONSTRAINTS_LINES = 10;

/** The longest name (organisation, contact, approver) the detailed PDF's footer prints before it cuts it. */
export const PDF_FOOTER_NAME_LENGTH = 60;

/** What follows a summarised note in the PDF, so a reader knows where the rest is. */
export const FULL_EVIDENCE_ELSEWHERE = '… (full text in the Word report and the JSON download)';

/** A note's lines with the blank lines between paragraphs squeezed to one, and lines of spaces dropped. */
function squeezedLines(note: string): string[] {
  return note
    .split(/\r\n|\r|\n/)
    .map((line) => line.trimEnd())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''));
}

/**
 * A note as the detailed PDF prints it: whole up to `length` characters and `lines` lines (blank lines between
 * paragraphs squeezed to one), else its start ending at a word, followed by where the full text is.
 */
export function pdfNote(note: string, { length, lines }: { length: number; lines: number }): string {
  const kept = squeezedLines(note);
  const squeezed = kept.join('\n');
  const firstLines = kept.slice(0, lines).join('\n').trimEnd();
  if (squeezed.length <= length && kept.length <= lines) return squeezed;
  if (firstLines.length <= length) return `${firstLines.replace(/[\s,;:.]+$/, '')}${FULL_EVIDENCE_ELSEWHERE}`;
  const start = firstLines.slice(0, length + 1);
  const lastSpace = start.search(/\s\S*$/);
  // A note with no space in its second half (one long link) is cut where it reaches the length.
  const cut = lastSpace > length / 2 ? start.slice(0, lastSpace) : start.slice(0, length);
  return `${cut.trimEnd().replace(/[\s,;:.]+$/, '')}${FULL_EVIDENCE_ELSEWHERE}`;
}

/**
 * An evidence note or a justification as the detailed PDF prints it: whole up to `PDF_EVIDENCE_LENGTH` characters and
 * `PDF_NOTE_LINES` lines, else its start ending at a word (its line breaks kept), followed by where the full text is.
 */
export function pdfEvidence(note: string): string {
  return pdfNote(note, { length: PDF_EVIDENCE_LENGTH, lines: PDF_NOTE_LINES });
}

/** The constraints as the detailed PDF prints them: whole up to `PDF_CONSTRAINTS_LENGTH` characters and `PDF_CONSTRAINTS_LINES` lines, else summarised. */
export function pdfConstraints(constraints: string): string {
  return pdfNote(constraints, { length: PDF_CONSTRAINTS_LENGTH, lines: PDF_CONSTRAINTS_LINES });
}

/** A name on one line (its line breaks and runs of spaces made one space), cut at a word with "…" past `length` characters. */
export function oneLineName(name: string, length = Number.POSITIVE_INFINITY): string {
  const line = name.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const start = line.slice(0, length);
  const lastSpace = start.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? start.slice(0, lastSpace) : start).replace(/[\s,;:.]+$/, '')}…`;
}
