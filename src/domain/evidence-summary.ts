/** How much of an evidence note the detailed PDF prints; the Word report and the JSON download keep it whole. */
export const PDF_EVIDENCE_LENGTH = 300;

/** What follows a summarised note in the PDF, so a reader knows where the rest is. */
export const FULL_EVIDENCE_ELSEWHERE = '… (full text in the Word report and the JSON download)';

/**
 * An evidence note as the detailed PDF prints it: whole up to `PDF_EVIDENCE_LENGTH` characters, else
 * its start ending at a word (its line breaks kept), followed by where the full text is.
 */
export function pdfEvidence(note: string): string {
  if (note.length <= PDF_EVIDENCE_LENGTH) return note;
  const start = note.slice(0, PDF_EVIDENCE_LENGTH + 1);
  const lastSpace = start.search(/\s\S*$/);
  // A note with no space in its second half (one long link) is cut where it reaches the length.
  const cut = lastSpace > PDF_EVIDENCE_LENGTH / 2 ? start.slice(0, lastSpace) : start.slice(0, PDF_EVIDENCE_LENGTH);
  return `${cut.trimEnd().replace(/[\s,;:.]+$/, '')}${FULL_EVIDENCE_ELSEWHERE}`;
}
