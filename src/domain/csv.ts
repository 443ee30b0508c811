/**
 * One CSV cell: prefixed with an apostrophe when it begins with = + - @ (or a tab or carriage
 * return), so a spreadsheet shows it as text instead of running it as a formula (CSV injection);
 * quoted when it holds a comma, quote or line break, and also when a semicolon is followed by
 * = + - @, because spreadsheets in semicolon locales split unquoted cells at the semicolon and
 * would read what follows as a formula of its own.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^\s*[=+\-@]|^[\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|;\s*[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text with CRLF line ends (RFC 4180). */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A byte order mark, so that Excel reads the file as UTF-8 and shows names like "Ünïcode" intact. */
export const UTF8_BOM = '\uFEFF';
