import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LOCKOUT_WINDOW_MS, MAX_SECOND_STEP_FAILURES_PER_ACCOUNT } from '../../domain/constants';
import { lockoutMessage, lockoutRemainingMs } from '../../domain/lockout';
import { sendError } from '../errors.server';
import { insertNoChangeAuditEvent } from '../store/audit.server';
import { changeWithAudit } from '../store/audited-change.server';
import { deleteLoginAttempt, insertLoginAttempt, otherAttemptsSince, type AttemptSource } from '../store/login-attempts.server';
import type { Database } from '../store/schema.server';
import { deletePendingSessionsOfUser, type SessionRecord } from '../store/sessions.server';
import { usernameKey } from '../store/support-users.server';
import { clientAddressKey } from './client-address.server';

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
  const lockedMs = lockoutRemainingMs(others, now, source.address === ANY_ADDRESS ? MAX_SECOND_STEP_FAILURES_PER_ACCOUNT : undefined);
  if (lockedMs > 0) await deleteLoginAttempt(db, attemptId);
  return { lockedMs, attemptId };
}

/** Answers a request for a locked username: 429, Retry-After in seconds, and the minutes to wait in words. */
export function sendLockedOut(reply: FastifyReply, lockedMs: number): FastifyReply {
  reply.header('retry-after', String(Math.ceil(lockedMs / 1000)));
  return sendError(reply, 429, 'locked_out', lockoutMessage(lockedMs));
}

/**
 * The address under which a second step is counted against its account from every address together.
 * No client address key is ever "*" (an address key is an IPv4 address, an IPv6 /64 or a name), so a
 * success from one address, which clears that address's attempts, never clears this count.
 */
export const ANY_ADDRESS = '*';

/** What admitSecondStep decided: locked (ms to wait, > 0) or let through, and how to forget this try after a success. */
export interface SecondStepAdmission {
  lockedMs: number;
  /** Removes this try from the account-wide count: a right second step is not a failure. */
  succeeded: () => Promise<void>;
}

/**
 * Counts a second step before it is checked, twice: against the username from this address (five
 * failures lock it, as a password's do) and against the account from any address
 * (MAX_SECOND_STEP_FAILURES_PER_ACCOUNT), so someone with the password and one pending sign-in cannot
 * guess codes from many addresses. Past the account-wide cap every second step of the account is
 * refused, its pending sign-ins end, and the audit log says so. A try refused by either lock is not counted.
 */
export async function admitSecondStep(db: Kysely<Database>, request: FastifyRequest, session: SessionRecord, now: number): Promise<SecondStepAdmission> {
  const key = usernameKey(session.username);
  const account = await admitAttempt(db, { usernameKey: key, address: ANY_ADDRESS }, now);
  const succeeded = () => deleteLoginAttempt(db, account.attemptId);
  const event = (details: string) => ({ at: now, actor: session.username, action: 'second-step-failed', assessmentId: null, details, address: request.ip }) as const;
  if (account.lockedMs > 0) {
    await changeWithAudit(db, async (trx) => {
      const ended = await deletePendingSessionsOfUser(trx, session.userId);
      return { result: undefined, audit: event(`Locked out: too many failed second steps from any address; ${ended === 1 ? '1 pending sign-in' : `${ended} pending sign-ins`} ended`) };
    });
    return { lockedMs: account.lockedMs, succeeded };
  }
  const { lockedMs } = await admitAttempt(db, { usernameKey: key, address: clientAddressKey(request) }, now);
  if (lockedMs > 0) {
    await succeeded();
    await insertNoChangeAuditEvent(db, event('Locked out'));
  }
  return { lockedMs, succeeded };
}
