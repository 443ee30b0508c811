import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { LOCKOUT_WINDOW_MS } from '../../domain/constants';
import { lockoutMessage, lockoutRemainingMs } from '../../domain/lockout';
import { sendError } from '../errors.server';
import { deleteLoginAttempt, insertLoginAttempt, otherAttemptsSince, type AttemptSource } from '../store/login-attempts.server';
import type { Database } from '../store/schema.server';

/**
 * Records a sign-in attempt for a username from a client address before the password is even looked
 * at, then checks the lockout of that username from that address. Recording first means a burst of
 * parallel guesses cannot all slip past the count: at most five see fewer than five others. An
 * attempt refused by the lockout is removed, so it does not extend the lockout; the caller deletes
 * the attempts of that username and address after a success.
 *
 * The attempt's id is returned too: a right password that still needs a second step is not a failure,
 * so the login removes its own attempt, and only wrong codes count from then on.
 *
 * Counting per address means that a stranger who fails on purpose locks out only their own address:
 * the account's owner, elsewhere, still signs in. Only password checks and second steps come here; a password reset
 * request never counts.
 */
export async function admitAttempt(db: Kysely<Database>, source: AttemptSource, now: number): Promise<{ lockedMs: number; attemptId: string }> {
  const attemptId = await insertLoginAttempt(db, source, now);
  const others = await otherAttemptsSince(db, source, now - LOCKOUT_WINDOW_MS, attemptId);
  const lockedMs = lockoutRemainingMs(others, now);
  if (lockedMs > 0) await deleteLoginAttempt(db, attemptId);
  return { lockedMs, attemptId };
}

/** Answers a request for a locked username: 429, Retry-After in seconds, and the minutes to wait in words. */
export function sendLockedOut(reply: FastifyReply, lockedMs: number): FastifyReply {
  reply.header('retry-after', String(Math.ceil(lockedMs / 1000)));
  return sendError(reply, 429, 'locked_out', lockoutMessage(lockedMs));
}
