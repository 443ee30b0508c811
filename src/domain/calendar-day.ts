/**
 * Calendar days as the detailed assessment records them: "2027-03-31" (ISO 8601, YYYY-MM-DD).
 * A day is read in UTC, as the server's clock gives "today" for every check of a review date and
 * reports print dates for a reader anywhere.
 */

/** A calendar day, "YYYY-MM-DD". */
export type CalendarDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar day of a moment: "2026-11-25". */
export function dayOf(timestamp: number): CalendarDay {
  return new Date(timestamp).toISOString().slice(0, 10);
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
