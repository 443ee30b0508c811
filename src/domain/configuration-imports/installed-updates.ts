import type { ExportNote, ExportReading, ExportResult } from './export-reading';
import { calendarDay, daysBetween, isJsonObject, jsonItems, powerShellDay, propertyOf, textOf } from './powershell-json';

/**
 * The updates installed on a Windows computer, as `Get-HotFix | ConvertTo-Json` or `Get-HotFix | Export-Csv`
 * writes them. The list shows what was installed and when, never when Microsoft released each update nor
 * which updates were due, so it cannot settle whether patches were applied within the model's time frames:
 * it gives notes only (the computer, how many updates, the newest one and its age at the collection date).
 */
export const INSTALLED_UPDATES_IMPORTER_VERSION = 1;

/** What the person importing knows that the file does not say. */
export interface UpdatesContext {
  /** The day the list was collected, YYYY-MM-DD. */
  collectedOn?: string;
  /** The computer's name, for a list exported without its CSName column. */
  computer?: string;
}

interface Update {
  id: string;
  description: string | undefined;
  /** YYYY-MM-DD, or undefined when the list gives no install date (or one that cannot be read). */
  installedOn: string | undefined;
  computer: string | undefined;
}

/** The patching requirements for workstations, which a workstation's installed updates bear on. */
const WORKSTATION_PATCHING = [
  'patch-operating-systems-workstations-non-internet-facing-1-month',
  'patch-operating-systems-workstations-non-internet-facing-critical-48h',
  'patch-operating-systems-workstations-non-internet-facing-non-critical-1-month',
];

const NOT_THIS_FORMAT = 'This file is not a list of installed updates: Get-HotFix writes a HotFixID for each update.';

/** Whether parsed JSON is the output of Get-HotFix: objects with a HotFixID. */
export function isInstalledUpdatesJson(json: unknown): boolean {
  const items = jsonItems(json);
  return items.length > 0 && items.every(isJsonObject) && items.some((item) => isJsonObject(item) && typeof propertyOf(item, 'HotFixID') === 'string');
}

/** Reads `Get-HotFix | ConvertTo-Json` (Windows PowerShell 5 or PowerShell 7). */
export function readInstalledUpdatesJson(json: unknown, context: UpdatesContext): ExportResult {
  if (!isInstalledUpdatesJson(json)) return { ok: false, refusal: NOT_THIS_FORMAT };
  const updates: Update[] = [];
  for (const [index, item] of jsonItems(json).entries()) {
    const id = isJsonObject(item) ? textOf(item, 'HotFixID') : undefined;
    if (!isJsonObject(item) || id === undefined) return { ok: false, refusal: `Update ${index + 1} of the list has no HotFixID, so the file cannot be read; export the updates again.` };
    const computer = textOf(item, 'CSName') ?? textOf(item, 'PSComputerName') ?? textOf(item, '__SERVER');
    updates.push({ id, description: textOf(item, 'Description'), installedOn: powerShellDay(propertyOf(item, 'InstalledOn')), computer });
  }
  return readingOf(updates, context, false);
}

/** Whether text is a CSV of installed updates: a HotFixID column in its header, after an optional #TYPE line. */
export function isInstalledUpdatesCsv(text: string): boolean {
  const header = csvHeaderLine(text);
  return header !== undefined && parseCsvLine(header, delimiterOf(header)).some((name) => name.trim().toLowerCase() === 'hotfixid');
}

/** Reads `Get-HotFix | Export-Csv` (with its #TYPE line) or `… | Select-Object … | Export-Csv -NoTypeInformation`. */
export function readInstalledUpdatesCsv(text: string, context: UpdatesContext): ExportResult {
  if (!isInstalledUpdatesCsv(text)) return { ok: false, refusal: NOT_THIS_FORMAT };
  const records = csvRecords(text);
  if (records === undefined) return { ok: false, refusal: 'A quoted value in the file is never closed, so the file may be cut short: export the updates again.' };
  const [header = [], ...rows] = records;
  const column = (name: string) => header.findIndex((cell) => cell.trim().toLowerCase() === name.toLowerCase());
  const [idAt, descriptionAt, installedAt, computerAt, psComputerAt] = ['HotFixID', 'Description', 'InstalledOn', 'CSName', 'PSComputerName'].map(column) as [number, number, number, number, number];
  const cell = (row: string[], at: number) => (at < 0 ? undefined : row[at]?.trim() || undefined);
  const dated = rows.filter((row) => row.some((value) => value.trim() !== ''));
  const writtenDates = dated.map((row) => cell(row, installedAt));
  const order = dayOrder(writtenDates);
  const updates: Update[] = [];
  for (const [index, row] of dated.entries()) {
    const id = cell(row, idAt);
    if (id === undefined) return { ok: false, refusal: `Row ${index + 1} of the list has no HotFixID, so the file cannot be read; export the updates again.` };
    updates.push({ id, description: cell(row, descriptionAt), installedOn: csvDay(writtenDates[index], order), computer: cell(row, computerAt) ?? cell(row, psComputerAt) });
  }
  return readingOf(updates, context, order === 'ambiguous');
}

function readingOf(updates: Update[], context: UpdatesContext, ambiguousDates: boolean): ExportResult {
  const collectedOn = context.collectedOn?.trim() || undefined;
  if (collectedOn !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(collectedOn) || calendarDay(Number(collectedOn.slice(0, 4)), Number(collectedOn.slice(5, 7)), Number(collectedOn.slice(8, 10))) === undefined)) {
    return { ok: false, refusal: `The collection date “${collectedOn}” is not a day written as YYYY-MM-DD.` };
  }
  const computers = [...new Set(updates.map((update) => update.computer?.toUpperCase()).filter((name): name is string => name !== undefined))];
  if (computers.length > 1) {
    return { ok: false, refusal: `This file holds the updates of ${computers.length} computers (${computers.join(', ')}): export each computer on its own so that each can be kept and replaced separately.` };
  }
  const computer = context.computer?.trim() || updates.find((update) => update.computer !== undefined)?.computer;
  const where = computer ?? 'the computer';
  const security = updates.filter((update) => update.description?.toLowerCase() === 'security update').length;
  const notes: ExportNote[] = [
    {
      requirementIds: WORKSTATION_PATCHING,
      text: `${where} lists ${updates.length} installed update${updates.length === 1 ? '' : 's'}${security > 0 ? `, ${security} of them described as security updates` : ''}.`,
    },
  ];
  const dated = updates.filter((update): update is Update & { installedOn: string } => update.installedOn !== undefined);
  const newestDay = dated.map((update) => update.installedOn).sort().at(-1);
  if (newestDay === undefined) {
    notes.push({ requirementIds: WORKSTATION_PATCHING, text: ambiguousDates ? 'The install dates could be read day first or month first, so the newest update cannot be told; export with -NoTypeInformation after formatting InstalledOn as yyyy-MM-dd.' : 'No update in the file has an install date that can be read, so the newest update cannot be told.' });
  } else {
    const newest = dated.filter((update) => update.installedOn === newestDay).map((update) => update.id);
    const named = newest.length === 1 ? newest[0] : `${newest[0]} (and ${newest.length - 1} more installed the same day)`;
    let age = 'the file does not say when it was collected, so its age cannot be worked out.';
    if (collectedOn !== undefined) {
      const days = daysBetween(newestDay, collectedOn);
      age = days < 0 ? `the collection date given, ${collectedOn}, is before it: check that date.` : `at the collection date, ${collectedOn}, it was ${days} day${days === 1 ? '' : 's'} old.`;
    }
    notes.push({ requirementIds: WORKSTATION_PATCHING, text: `The newest update is ${named}, installed on ${newestDay}; ${age}` });
  }
  const undated = updates.length - dated.length;
  if (undated > 0 && newestDay !== undefined) notes.push({ requirementIds: WORKSTATION_PATCHING, text: `${undated} update${undated === 1 ? ' has' : 's have'} no install date that can be read.` });
  notes.push({
    requirementIds: WORKSTATION_PATCHING,
    text: 'Whether patches were applied within the model’s time frames (48 hours for critical vulnerabilities or those with working exploits, one month otherwise) also needs each update’s release date from Microsoft and the updates that were due, which this file does not show.',
  });
  if (computer === undefined) notes.push({ requirementIds: [], text: 'The file does not name the computer; give its name when importing so that a later list from the same computer replaces this one.' });
  const identity = computer === undefined ? `unnamed computer:${updates.map((update) => update.id.toUpperCase()).sort().join('|')}` : computer.toUpperCase();
  const reading: ExportReading = {
    format: 'installed-updates',
    importerVersion: INSTALLED_UPDATES_IMPORTER_VERSION,
    title: computer === undefined ? 'Installed updates (computer not named)' : `Installed updates of ${computer}`,
    sourceKey: `installed-updates:${identity}`,
    producedAt: undefined,
    proposals: [],
    notes,
  };
  return { ok: true, reading };
}

type DayOrder = 'day-first' | 'month-first' | 'ambiguous';

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/;

/**
 * Export-Csv writes each date with the collecting computer's regional format ("11/15/2023 12:00:00 AM" in the
 * United States, "15/11/2023 12:00:00 am" in Australia). The order is told by a part above 12 anywhere in
 * the file; when none is, it cannot be told.
 */
function dayOrder(values: (string | undefined)[]): DayOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    const parts = NUMERIC_DATE.exec(value ?? '');
    if (!parts) continue;
    if (Number(parts[1]) > 12) dayFirst = true;
    if (Number(parts[2]) > 12) monthFirst = true;
  }
  if (dayFirst && monthFirst) return 'ambiguous';
  if (dayFirst) return 'day-first';
  if (monthFirst) return 'month-first';
  return values.some((value) => NUMERIC_DATE.test(value ?? '')) ? 'ambiguous' : 'month-first';
}

function csvDay(value: string | undefined, order: DayOrder): string | undefined {
  if (value === undefined) return undefined;
  const parts = NUMERIC_DATE.exec(value);
  if (!parts) return powerShellDay(value);
  if (order === 'ambiguous' && parts[1] !== parts[2]) return undefined;
  const [day, month] = order === 'day-first' ? [parts[1], parts[2]] : [parts[2], parts[1]];
  return calendarDay(Number(parts[3]), Number(month), Number(day));
}

/** The header line: the first non-blank line that is not the #TYPE line. */
function csvHeaderLine(text: string): string | undefined {
  return text
    .split(/\r\n|\r|\n/, 3)
    .find((line) => line.trim() !== '' && !line.startsWith('#TYPE'));
}

/** Comma, or semicolon when `-UseCulture` wrote the header with a culture whose list separator is one. */
function delimiterOf(header: string): string {
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

function parseCsvLine(line: string, delimiter: string): string[] {
  return csvRecords(line, delimiter)?.[0] ?? [];
}

/** The records of a CSV text after its #TYPE line: quoted values may hold the delimiter, doubled quotes and line breaks. Undefined when a quote is never closed. */
function csvRecords(text: string, delimiter?: string): string[][] | undefined {
  const body = text.replace(/^#TYPE[^\r\n]*(\r\n|\r|\n)?/, '');
  const separator = delimiter ?? delimiterOf(csvHeaderLine(text) ?? '');
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at];
    if (quoted) {
      if (char === '"' && body[at + 1] === '"') {
        value += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[at + 1] === '\n') at += 1;
      record.push(value);
      records.push(record);
      record = [];
      value = '';
    } else value += char;
  }
  if (quoted) return undefined;
  if (value !== '' || record.length > 0) records.push([...record, value]);
  return records.filter((row) => row.some((cell) => cell.trim() !== ''));
}
