import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '../../domain/roles';
import type { SignedIn } from '../../domain/sign-in';
import { changeWithAudit } from '../store/audited-change.server';
import { clearFailedLoginsFrom } from '../store/login-attempts.server';
import type { Database } from '../store/schema.server';
import { recordSignIn, usernameKey } from '../store/support-users.server';
import { clientAddressKey } from './client-address.server';
import { endSession, startSession } from './session-cookie.server';

/** What GET /api/auth/session and every completed sign-in answer (`signedInSchema`). */
export type SignedInAnswer = SignedIn;

/**
 * Completes a sign-in, however it was made (a password alone, a password and a second step, a passkey):
 * ends any session the browser held (a pending one waiting for its second step), starts a signed-in one
 * in a new token, forgets the failed attempts of that username from that address, records the sign-in
 * time on the account, and notes the sign-in in the audit log with `how` as its details, all in one transaction.
 */
export async function finishSignIn(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { user: { id: string; username: string; role: Role }; rememberMe: boolean; secureCookie: boolean; now: number; how: string },
): Promise<SignedInAnswer> {
  const { user, rememberMe, now } = options;
  const details = [options.how, rememberMe ? 'Remember me' : ''].filter(Boolean).join('; ');
  const expiresAt = await changeWithAudit(db, async (trx) => {
    await endSession(trx, request, reply);
    await clearFailedLoginsFrom(trx, { usernameKey: usernameKey(user.username), address: clientAddressKey(request) });
    const expires = await startSession(trx, request, reply, { userId: user.id, rememberMe, secureCookie: options.secureCookie, now });
    await recordSignIn(trx, user.id, now);
    return { result: expires, audit: { at: now, actor: user.username, action: 'sign-in', assessmentId: null, details, address: request.ip } };
  });
  return { authenticated: true, username: user.username, role: user.role, expiresAt };
}
