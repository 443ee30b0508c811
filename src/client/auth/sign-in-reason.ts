/**
 * Why /login is shown again: a sign-in that waited for its second step or its enrolment ended after ten
 * minutes, and the page it waited on sends the browser back to /login with the reason in navigation
 * state, so the person is told why instead of finding the password form again without a word.
 */

/** What /login says when the second step of a sign-in was not given in time. */
export const SECOND_STEP_ENDED = 'Your sign-in waited too long (more than 10 minutes) for its second step, so it ended. Please sign in again.';

/** What /login says when the set-up of a second step (E8_REQUIRE_MFA) was not finished in time. */
export const ENROLMENT_ENDED =
  'Your sign-in waited too long (more than 10 minutes) while you set up a second step, so it ended. Please sign in again and finish the set-up within 10 minutes.';

/** Navigation state for /login: where to go after signing in (`from`, kept) and, when given, why the sign-in ended. Any earlier reason is dropped. */
export function loginState(state: unknown, reason?: string): { from?: unknown; reason?: string } {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return { ...(from === undefined ? {} : { from }), ...(reason === undefined ? {} : { reason }) };
}

/** The reason in /login's navigation state, if there is one. */
export function reasonOf(state: unknown): string | undefined {
  const reason = typeof state === 'object' && state !== null && 'reason' in state ? state.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

/** The username /login's navigation state fills in (after an invitation), if there is one. */
export function usernameOf(state: unknown): string | undefined {
  const username = typeof state === 'object' && state !== null && 'username' in state ? state.username : undefined;
  return typeof username === 'string' ? username : undefined;
}
