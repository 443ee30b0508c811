/** How dates and amounts are written for Australian readers, on pages and in every report. */

/**
 * Date formats made once and reused: `toLocaleDateString` builds a new formatter on every call, which took
 * half the time of a CSV export of a million assessments (one date a row). Each is made on first use, in the
 * time zone of the browser or server at that moment, and kept by its month style and time zone.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatDate(timestamp: number, options: Intl.DateTimeFormatOptions & { month: 'long' | 'short' }): string {
  const date = new Date(timestamp);
  // What toLocaleDateString gives for a date out of range, where a formatter would throw.
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const key = `${options.month} ${options.timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { day: 'numeric', year: 'numeric', ...options });
    formats.set(key, format);
  }
  return format.format(date);
}

/**
 * en-AU long date: "22 November 2026"; the day in `timeZone` (E8_TIME_ZONE, as reports and exports date a moment),
 * or in this browser's or server's own zone when none is given (what a page shows its reader).
 */
export function longAustralianDate(timestamp: number, timeZone?: string): string {
  return formatDate(timestamp, { month: 'long', ...(timeZone === undefined ? {} : { timeZone }) });
}

/** en-AU short date: "1 Aug 2026"; the day in `timeZone` when given, as for `longAustralianDate`. */
export function shortAustralianDate(timestamp: number, timeZone?: string): string {
  return formatDate(timestamp, { month: 'short', ...(timeZone === undefined ? {} : { timeZone }) });
}

/** "23 November 2026 at 04:10 UTC": for mail the server writes, as it does not know the reader's time zone and so names its own. */
export function utcDateTimeInWords(timestamp: number): string {
  const date = new Date(timestamp);
  const day = formatDate(timestamp, { month: 'long', timeZone: 'UTC' });
  return `${day} at ${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')} UTC`;
}

/** A count with its noun: "1 day", "30 days", "1 level step". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A number of days in words: "1 day", "30 days". */
export function daysInWords(days: number): string {
  return countOf(days, 'day');
}

/** A wait in words, rounded up to the minute: "1 minute", "40 minutes", "1 hour", "23 hours and 10 minutes". */
export function waitInWords(ms: number): string {
  const total = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return countOf(minutes, 'minute');
  return minutes === 0 ? countOf(hours, 'hour') : `${countOf(hours, 'hour')} and ${countOf(minutes, 'minute')}`;
}

/** An amount in whole Australian dollars, e.g. "A$2,750,000". */
export function formatAud(amount: number): string {
  return `A$${Math.round(amount).toLocaleString('en-AU')}`;
}

/** "800K", "1.2M", "62.5K": compact AUD amounts, one decimal at most. */
export function compactAud(amount: number): string {
  if (amount >= 1_000_000) return `${trimDecimals(amount / 1_000_000)}M`;
  if (amount >= 1_000) return `${trimDecimals(amount / 1_000)}K`;
  return String(amount);
}

function trimDecimals(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Names joined as a sentence says them: "A", "A and B", "A, B and C". */
export function listInWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
