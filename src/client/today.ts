import { timeZoneOf } from '../domain/branding';
import { dayOf, type CalendarDay } from '../domain/calendar-day';
import { currentBranding } from './branding';

/**
 * Today by this browser's clock, as a day in the deployment's time zone (E8_TIME_ZONE, which the server puts in the
 * page with the branding), not the browser's own: the day a page works out review dates and levels for while it is
 * open is the day the server and the reports count (docs/decisions/115-one-today.md). The server checks every save
 * against its own clock.
 */
export function today(): CalendarDay {
  return dayOf(Date.now(), timeZoneOf(currentBranding()));
}
