import { dayOf, type CalendarDay } from '../domain/calendar-day';

/**
 * Today by this browser's clock, as a UTC calendar day: the day a page works out review dates and
 * levels for while it is open. The server checks every save against its own clock.
 */
export function today(): CalendarDay {
  return dayOf(Date.now());
}
