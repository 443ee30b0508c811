/**
 * Calendar days as the detailed assessment records them: "2027-03-31" (ISO 8601, YYYY-MM-DD).
 * The day of a moment is read in the deployment's time zone (E8_TIME_ZONE, Sydney's by default), the
 * zone the consultancy works in: review dates lapse, levels stand and reports are dated on its days,
 * wherever the server's or the reader's clock is set (docs/decisions/115-one-today.md).
 */

/** A calendar day, "YYYY-MM-DD". */
export type CalendarDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export { DEFAULT_TIME_ZONE, isTimeZone } from './time-zone';

/** A formatter for each time zone asked for, made on first use: building one costs far more than using it. */
export function formatterFor(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { ...options, timeZone });
    cache.set(timeZone, format);
  }
  return format;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const DAY_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/**
 * The calendar day of a moment in a time zone (E8_TIME_ZONE): 2026-03-01T13:30Z is "2026-03-02" in
 * Sydney (11 hours ahead in summer) but "2026-03-01" in Perth (8 hours ahead) and in UTC. Every
 * "today" of the tool (a review date passed, levels as they stand, a report's date, a next action
 * overdue, a file's date) is this day of the clock's moment in the deployment's zone.
 */
export function dayOf(timestamp: number, timeZone: string): CalendarDay {
  const parts = formatterFor(dayFormats, timeZone, DAY_PARTS).formatToParts(timestamp);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Whether text is a real day in YYYY-MM-DD form: "2027-02-29" is not, nor "2027-13-01". */
export function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The same day a number of months later; when that month is shorter, its last day
 * (31 March plus 11 months is 29 February in a leap year, or 28 February).
 */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget))).toISOString().slice(0, 10);
}

const LONG_DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar day in words for Australian readers: "2027-03-31" as "31 March 2027". */
export function dayInWords(day: CalendarDay): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) return day;
  return LONG_DAY.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
