import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { LOCKOUT_WINDOW_MS } from '../../domain/constants';
import { lockoutMessage, lockoutRemainingMs } from '../../domain/lockout';
import { sendError } from '../errors.server';
import { deleteLoginAttempt, insertLoginAttempt, otherAttemptsSince } from '../store/login-attempts.server';
import type { Database } from '../store/schema.server';
import { usernameKey } from '../store/support-users.server';

/**
 * Records an attempt for a username before its password is even looked at, then checks the lockout.
 * Recording first means a burst of parallel guesses cannot all slip past the count: at most five see
 * fewer than five others. An attempt refused by the lockout is removed, so it does not extend the
 * lockout; the caller deletes all attempts after a success.
 */
export async function admitAttempt(db: Kysely<Database>, username: string, now: number): Promise<{ lockedMs: number }> {
  const key = usernameKey(username);
  const attemptId = await insertLoginAttempt(db, key, now);
  const others = await otherAttemptsSince(db, key, now - LOCKOUT_WINDOW_MS, attemptId);
  const lockedMs = lockoutRemainingMs(others, now);
  if (lockedMs > 0) await deleteLoginAttempt(db, attemptId);
  return { lockedMs };
}

/** Answers a request for a locked username: 429, Retry-After in seconds, and the minutes to wait in words. */
export function sendLockedOut(reply: FastifyReply, lockedMs: number): FastifyReply {
  reply.header('retry-after', String(Math.ceil(lockedMs / 1000)));
  return sendError(reply, 429, 'locked_out', lockoutMessage(lockedMs));
}
