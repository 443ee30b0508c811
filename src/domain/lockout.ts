import { LOCKOUT_WINDOW_MS, MAX_LOGIN_ATTEMPTS } from './constants';

/**
 * How long a username stays locked, in ms, given the times of its recent failed sign-ins.
 * Locked while `max` failures (MAX_LOGIN_ATTEMPTS unless told) fall within the window: until the
 * oldest of the latest `max` leaves it. Zero when not locked.
 */
export function lockoutRemainingMs(failureTimes: readonly number[], now: number, max = MAX_LOGIN_ATTEMPTS): number {
  const recent = failureTimes.filter((time) => time > now - LOCKOUT_WINDOW_MS).sort((a, b) => b - a);
  if (recent.length < max) return 0;
  const oldestOfLatest = recent[max - 1] ?? now;
  return Math.max(0, oldestOfLatest + LOCKOUT_WINDOW_MS - now);
}

/** "Too many login attempts. Please try again in {n} minutes." with n rounded up. */
export function lockoutMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return `Too many login attempts. Please try again in ${minutes} minutes.`;
}
