/**
 * The deployment's time zone (E8_TIME_ZONE) as a name, apart from the days worked out in it (calendar-day.ts), so
 * that the branding every page reads can check the zone it carries without loading the day arithmetic.
 */

/** The time zone whose days count when the server is given none (E8_TIME_ZONE): the consultancy's Australian days. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** Whether a name is a time zone this runtime knows ("Australia/Perth"), as E8_TIME_ZONE must be. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}
