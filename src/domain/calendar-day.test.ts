import { describe, expect, it } from 'vitest';
import { addMonths, dayInWords, dayOf, isCalendarDay } from './calendar-day';

describe('calendar days', () => {
  it('reads the UTC day of a moment', () => {
    expect(dayOf(Date.UTC(2026, 10, 25, 23, 59))).toBe('2026-11-25');
  });

  it('accepts only real days in YYYY-MM-DD form', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('27-01-01')).toBe(false);
    expect(isCalendarDay('2027-1-01')).toBe(false);
  });

  it('adds months, ending on the last day of a shorter month', () => {
    expect(addMonths('2026-11-25', 12)).toBe('2027-11-25');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2027-03-31', 11)).toBe('2028-02-29');
  });

  it('writes a day in words', () => {
    expect(dayInWords('2027-03-31')).toBe('31 March 2027');
  });
});
