import { columnValue, type ColumnValue, type Row } from './seed-rows.server';

const SPECIAL = /[\\\n\r\t]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A value in PostgreSQL's COPY text format: \N for null, backslash, tab and line breaks escaped. */
export function copyValue(value: ColumnValue): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return SPECIAL.test(value) ? value.replace(/[\\\n\r\t]/g, (character) => ESCAPES[character] ?? character) : value;
}

/** A row as one line of COPY text, its values in the order of `columns`. */
export function copyLine(columns: readonly string[], row: Row): string {
  let line = '';
  for (let index = 0; index < columns.length; index += 1) {
    if (index > 0) line += '\t';
    line += copyValue(columnValue(row, columns[index] ?? ''));
  }
  return `${line}\n`;
}
