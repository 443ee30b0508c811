import type { TestDatabase } from './databases';
import { useTestApp, type SuiteApp } from './test-app';

/**
 * The test app of the second-factor suites (authenticator app, recovery codes, the second step): before each test
 * the sign-ins, sessions, factors and audit entries emptied and the support account created again, and the clock,
 * from `start`, an hour on, past the lockouts and one-time codes of the test before.
 */
export function useSecondFactorApp(open: () => Promise<TestDatabase>, start: number): SuiteApp {
  return useTestApp(open, {
    start,
    advance: 60 * 60_000,
    empty: ['audit_events', 'login_attempts', 'sessions', 'recovery_codes', 'webauthn_challenges', 'passkeys', 'support_users'],
    user: true,
  });
}
