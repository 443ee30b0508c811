import { describe, expect, it } from 'vitest';
import { lockoutMessage, lockoutRemainingMs } from './lockout';

describe('lockout', () => {
  const minute = 60_000;
  it('locks after five failures within fifteen minutes, until the oldest of them leaves the window', () => {
    const now = 100 * minute;
    expect(lockoutRemainingMs([now - minute, now - 2 * minute, now - 3 * minute, now - 4 * minute], now)).toBe(0);
    const five = [now - minute, now - 2 * minute, now - 3 * minute, now - 4 * minute, now - 10 * minute];
    expect(lockoutRemainingMs(five, now)).toBe(5 * minute);
    expect(lockoutRemainingMs(five.map((time) => time - 20 * minute), now)).toBe(0);
    expect(lockoutMessage(4 * minute + 1)).toBe('Too many login attempts. Please try again in 5 minutes.');
    expect(lockoutMessage(15 * minute)).toBe('Too many login attempts. Please try again in 15 minutes.');
  });

  it('locks at another cap when told: ten failures for the account-wide count of second steps', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0);
    const nine = Array.from({ length: 9 }, (_, index) => now - (index + 1) * minute);
    expect(lockoutRemainingMs(nine, now, 10)).toBe(0);
    expect(lockoutRemainingMs([...nine, now - 10 * minute], now, 10)).toBe(5 * minute);
    expect(lockoutRemainingMs(nine, now)).toBeGreaterThan(0);
  });
});
