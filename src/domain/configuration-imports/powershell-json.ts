/**
 * Reading what PowerShell's `ConvertTo-Json` writes: objects whose property names keep the case the
 * command gave them (`HotFixID` from Get-HotFix, `HotFixId` after a `Select-Object HotFixId`), one object
 * alone or several in an array, and times as `/Date(1700000000000)/` (Windows PowerShell 5, alone or
 * inside `{ "value": …, "DateTime": … }`) or as ISO 8601 text (PowerShell 7).
 */

/** A plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The objects of a `ConvertTo-Json` output: the array's items, or the one object it holds alone. */
export function jsonItems(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  return json === undefined || json === null ? [] : [json];
}

/** The value of a property named in any case ("hotfixid" finds `HotFixID`); undefined when absent. */
export function propertyOf(object: Record<string, unknown>, name: string): unknown {
  if (Object.hasOwn(object, name)) return object[name];
  const wanted = name.toLowerCase();
  const key = Object.keys(object).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : object[key];
}

/** A property's text, trimmed; undefined when it is absent, empty or not text. */
export function textOf(object: Record<string, unknown>, name: string): string | undefined {
  const value = propertyOf(object, name);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

const MS_DATE = /^\\?\/Date\((-?\d{1,15})(?:[+-]\d{4})?\)\\?\/$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The calendar day (YYYY-MM-DD) of a time as PowerShell writes it in JSON: `/Date(ms)/`, the object
 * `{ "value": "/Date(ms)/", "DateTime": "…" }`, or ISO 8601 text. The day is the one written (for ISO text)
 * or the UTC day of the instant (for `/Date(ms)/`, which Get-HotFix gives for midnight of the install day
 * in the computer's zone, so a computer east of Greenwich can show the day before). Windows PowerShell's
 * object form also holds the local time in words ("Wednesday, December 12, 2018 12:00:00 AM" in US English,
 * "Wednesday, 12 December 2018" in Australian English): its day is preferred when it is in English.
 * Undefined otherwise.
 */
export function powerShellDay(value: unknown): string | undefined {
  if (isJsonObject(value)) return writtenDay(propertyOf(value, 'DateTime')) ?? powerShellDay(propertyOf(value, 'value'));
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const ms = MS_DATE.exec(text);
  if (ms) {
    const time = new Date(Number(ms[1]));
    return Number.isNaN(time.getTime()) ? undefined : time.toISOString().slice(0, 10);
  }
  const iso = ISO_DAY.exec(text);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return undefined;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The day of a long date in English, month first ("December 12, 2018") or day first ("12 December 2018"). */
function writtenDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const monthFirst = /\b([A-Za-z]+) (\d{1,2}), (\d{4})\b/.exec(value);
  const dayFirst = /\b(\d{1,2}) ([A-Za-z]+),? (\d{4})\b/.exec(value);
  const [monthName, day, year] = monthFirst ? [monthFirst[1], monthFirst[2], monthFirst[3]] : dayFirst ? [dayFirst[2], dayFirst[1], dayFirst[3]] : [];
  const month = MONTHS.indexOf(String(monthName).toLowerCase()) + 1;
  return month === 0 ? undefined : calendarDay(Number(year), month, Number(day));
}

/** YYYY-MM-DD for a real day of the Gregorian calendar between the years 1601 and 9999; undefined otherwise. */
export function calendarDay(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || year < 1601 || year > 9999 || month < 1 || month > 12 || day < 1) return undefined;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole days from one calendar day to another (negative when the second is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
