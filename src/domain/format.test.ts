import { describe, expect, it } from 'vitest';
import { longAustralianDate, shortAustralianDate, utcDateTimeInWords } from './format';

// Midday UTC: the same calendar day in every time zone from UTC-11 to UTC+11, wherever the tests run.
const MIDDAY = Date.UTC(2026, 10, 22, 12, 0);

describe('dates for Australian readers', () => {
  it('writes the long and short forms, each keeping its own style however the calls interleave', () => {
    expect(longAustralianDate(MIDDAY)).toBe('22 November 2026');
    expect(shortAustralianDate(MIDDAY)).toBe('22 Nov 2026');
    expect(longAustralianDate(Date.UTC(2025, 0, 3, 12))).toBe('3 January 2025');
    expect(shortAustralianDate(Date.UTC(2024, 8, 1, 12))).toBe('1 Sept 2024');
  });

  it('writes a UTC time for mail, whatever the server’s own time zone', () => {
    expect(utcDateTimeInWords(Date.UTC(2026, 10, 23, 4, 10))).toBe('23 November 2026 at 04:10 UTC');
    expect(utcDateTimeInWords(Date.UTC(2026, 10, 23, 23, 59))).toBe('23 November 2026 at 23:59 UTC');
  });

  it("dates a moment on its day in the zone it is given (E8_TIME_ZONE), whatever the machine's own zone", () => {
    expect(longAustralianDate(Date.parse('2026-07-01T15:30:00Z'), 'Australia/Sydney')).toBe('2 July 2026');
    expect(longAustralianDate(Date.parse('2026-07-01T15:30:00Z'), 'Australia/Perth')).toBe('1 July 2026');
    expect(shortAustralianDate(Date.parse('2026-03-01T13:30:00Z'), 'Australia/Sydney')).toBe('2 Mar 2026');
  });

  it('gives what the browser would for a date out of range rather than failing', () => {
    expect(longAustralianDate(Number.NaN)).toBe('Invalid Date');
    expect(shortAustralianDate(8.64e15 + 1)).toBe('Invalid Date');
  });
});
