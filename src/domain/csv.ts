/** The characters a spreadsheet reads as the start of a formula at the beginning of a cell. */
const FORMULA_START = /[=+\-@]/;

/**
 * Text with an apostrophe put before each = + - @ that follows a semicolon, tab, carriage return or line feed, with only
 * spaces and double quotes between: a spreadsheet that splits at one of these (a semicolon locale, a tab-separated
 * import, or a line break ending the row) starts a new cell there, and would read what follows as a formula.
 */
export function defuseFormulasAfterSplits(text: string): string {
  // Most cells hold no split at all; for the rest each gap is matched once and the character after it checked by hand,
  // so the work grows in step with the text however many tabs or spaces an answer holds.
  if (!/[;\t\r\n]/.test(text)) return text;
  return text.replace(/[;\t\r\n][\s"]*/g, (gap: string, offset: number) => (FORMULA_START.test(text.charAt(offset + gap.length)) ? `${gap}'` : gap));
}

/**
 * One CSV cell, guarded against CSV injection (text a spreadsheet would run as a formula). A cell that begins with
 * = + - @ (after spaces), a tab or a carriage return gets an apostrophe in front, so a spreadsheet shows it as text.
 * That covers only a cell the spreadsheet starts where we do: one that opens the file with `;` or tab as the separator
 * (as in semicolon locales) cuts our cells at each `;` or tab, honours quotes only at the start of a piece, and ends the
 * row at a line break inside a quoted cell that is not first in its piece. So every formula start after a `;`, tab,
 * carriage return or line feed gets an apostrophe too (defuseFormulasAfterSplits), in whichever column the cell is.
 * Quoting could not help there, so the cell is quoted only for the comma reading: when it holds a comma, quote or line break.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string') {
    if (/^\s*[=+\-@]|^[\t\r]/.test(text)) text = `'${text}`;
    text = defuseFormulasAfterSplits(text);
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text with CRLF line ends (RFC 4180). */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A byte order mark, so that Excel reads the file as UTF-8 and shows names like "Ünïcode" intact. */
export const UTF8_BOM = '\uFEFF';
