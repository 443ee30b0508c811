import type { Kysely } from 'kysely';
import { clearFailedLogins } from '../store/login-attempts.server';
import { deleteResetTokensOfUser } from '../store/password-resets.server';
import type { Database } from '../store/schema.server';
import { deleteSessionsOfUser } from '../store/sessions.server';
import { updateSupportUserPassword, usernameKey } from '../store/support-users.server';

/**
 * Sets a support user's new password, however it is changed (a reset link, the command line). What
 * belonged to the old password goes with it: every outstanding reset token, every session, and the
 * account's failed sign-ins, so the lockout starts afresh.
 */
export async function changePassword(db: Kysely<Database>, user: { id: string; username: string }, passwordHash: string, now: number): Promise<void> {
  await updateSupportUserPassword(db, user.id, passwordHash, now);
  await deleteResetTokensOfUser(db, user.id);
  await deleteSessionsOfUser(db, user.id);
  await clearFailedLogins(db, usernameKey(user.username));
}
