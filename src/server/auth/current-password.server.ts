import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { currentPasswordSchema, WRONG_CURRENT_PASSWORD } from '../../domain/auth-schemas';
import { sendError } from '../errors.server';
import { sendInvalidInput, type InvalidInputAnswer } from '../invalid-input.server';
import { insertNoChangeAuditEvent } from '../store/audit.server';
import { deleteLoginAttempt } from '../store/login-attempts.server';
import type { Database } from '../store/schema.server';
import type { SessionRecord } from '../store/sessions.server';
import { findSupportUserById, usernameKey } from '../store/support-users.server';
import { clientAddressKey } from './client-address.server';
import { admitAttempt, sendLockedOut } from './lockout.server';
import { verifyPassword } from './passwords.server';

/** The answer to a body without the current password (or with anything else in it). */
export const NO_CURRENT_PASSWORD: InvalidInputAnswer = { code: 'current_password_required', message: 'Enter your current password to go on' };

/**
 * Asks a signed-in browser for the account's current password (`currentPassword` in the body) before
 * it adds or removes a way to sign in or makes recovery codes, so that someone who has the browser for a
 * minute cannot add their own passkey, take the owner's second step away, or print the codes. The check counts toward the lockout exactly like
 * the password change's: counted first (a missing or wrong password is a failure, five lock it out from
 * that address), forgotten again when right. A session at enrolment gave its password within the last
 * ten minutes and is not asked. True when the route may go on; otherwise the answer is sent (400 with
 * fields.currentPassword, or 429) and the failure is in the audit log as `what` says.
 */
export async function confirmCurrentPassword(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  session: SessionRecord,
  what: string,
  now: number,
): Promise<boolean> {
  if (session.stage === 'enrolment') return true;
  const { lockedMs, attemptId } = await admitAttempt(db, { usernameKey: usernameKey(session.username), address: clientAddressKey(request) }, now);
  const failed = (details: string) =>
    insertNoChangeAuditEvent(db, { at: now, actor: session.username, action: 'sign-in-failed', assessmentId: null, details: `${what}: ${details}`, address: request.ip });
  if (lockedMs > 0) {
    await failed('locked out');
    void sendLockedOut(reply, lockedMs);
    return false;
  }
  // No body at all (a DELETE sent bare) is a missing password too, named as the field the form shows.
  const parsed = currentPasswordSchema.safeParse(request.body ?? {});
  if (!parsed.success) {
    await failed('no current password given');
    void sendInvalidInput(reply, parsed.error, NO_CURRENT_PASSWORD);
    return false;
  }
  const input = parsed.data;
  const user = await findSupportUserById(db, session.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await failed('the current password was not right');
    void sendError(reply, 400, 'wrong_password', WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    return false;
  }
  await deleteLoginAttempt(db, attemptId);
  return true;
}

/**
 * `confirmCurrentPassword` as a `preValidation` hook, after the session check that sets the request's
 * session: the password is asked for (and counted toward the lockout) before the route's declared body and
 * URL parameters are parsed, so a missing or wrong one is answered and counted as it always was. `what`
 * names the change in the audit log.
 */
export function requireCurrentPassword(db: Kysely<Database>, now: () => number, what: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const session = request.supportSession;
    if (!session) throw new Error('A current-password check ran without its session check');
    // Refused: wait for the answer to go, so the route goes no further.
    if (!(await confirmCurrentPassword(db, request, reply, session, what, now()))) await reply;
  };
}
