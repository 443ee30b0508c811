import { describe, expect, it } from 'vitest';
import { addMonths, dayInWords, dayOf, isCalendarDay } from './calendar-day';

describe('calendar days', () => {
  it("reads a moment's day in the zone it is given", () => {
    expect(dayOf(Date.UTC(2026, 10, 25, 23, 59), 'UTC')).toBe('2026-11-25');
    expect(dayOf(Date.UTC(2026, 10, 25, 23, 59), 'Australia/Sydney')).toBe('2026-11-26');
  });

  it("gives Sydney's next day while Perth and UTC still have the last one, in summer (AEDT, +11)", () => {
    const halfPastMidnightInSydney = Date.parse('2026-03-01T13:30:00Z');
    expect(dayOf(halfPastMidnightInSydney, 'Australia/Sydney')).toBe('2026-03-02');
    expect(dayOf(halfPastMidnightInSydney, 'Australia/Perth')).toBe('2026-03-01');
    expect(dayOf(halfPastMidnightInSydney, 'UTC')).toBe('2026-03-01');
    expect(dayOf(Date.parse('2026-03-01T12:59:59Z'), 'Australia/Sydney')).toBe('2026-03-01');
    expect(dayOf(Date.parse('2026-03-01T13:00:00Z'), 'Australia/Sydney')).toBe('2026-03-02');
  });

  it("gives Sydney's next day while Perth still has the last one, in winter (AEST, +10)", () => {
    const halfPastMidnightInSydney = Date.parse('2026-07-01T14:30:00Z');
    expect(dayOf(halfPastMidnightInSydney, 'Australia/Sydney')).toBe('2026-07-02');
    expect(dayOf(Date.parse('2026-07-01T15:30:00Z'), 'Australia/Sydney')).toBe('2026-07-02');
    expect(dayOf(Date.parse('2026-07-01T15:30:00Z'), 'Australia/Perth')).toBe('2026-07-01');
    expect(dayOf(Date.parse('2026-07-01T16:00:00Z'), 'Australia/Perth')).toBe('2026-07-02');
    expect(dayOf(Date.parse('2026-07-01T13:59:59Z'), 'Australia/Sydney')).toBe('2026-07-01');
  });

  it('keeps a whole day together on the days the clocks change in Sydney', () => {
    // 5 April 2026: the clocks go back at 3 am, so the day runs 25 hours, from 13:00 UTC to 14:00 UTC the next.
    expect(dayOf(Date.parse('2026-04-04T12:59:59Z'), 'Australia/Sydney')).toBe('2026-04-04');
    expect(dayOf(Date.parse('2026-04-04T13:00:00Z'), 'Australia/Sydney')).toBe('2026-04-05');
    expect(dayOf(Date.parse('2026-04-05T13:30:00Z'), 'Australia/Sydney')).toBe('2026-04-05');
    expect(dayOf(Date.parse('2026-04-05T14:00:00Z'), 'Australia/Sydney')).toBe('2026-04-06');
    // 4 October 2026: the clocks go forward at 2 am, so the day runs 23 hours, from 14:00 UTC to 13:00 UTC the next.
    expect(dayOf(Date.parse('2026-10-03T13:59:59Z'), 'Australia/Sydney')).toBe('2026-10-03');
    expect(dayOf(Date.parse('2026-10-03T14:00:00Z'), 'Australia/Sydney')).toBe('2026-10-04');
    expect(dayOf(Date.parse('2026-10-04T12:59:59Z'), 'Australia/Sydney')).toBe('2026-10-04');
    expect(dayOf(Date.parse('2026-10-04T13:00:00Z'), 'Australia/Sydney')).toBe('2026-10-05');
    // Perth keeps one clock all year.
    expect(dayOf(Date.parse('2026-10-04T15:59:59Z'), 'Australia/Perth')).toBe('2026-10-04');
    expect(dayOf(Date.parse('2026-10-04T16:00:00Z'), 'Australia/Perth')).toBe('2026-10-05');
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
