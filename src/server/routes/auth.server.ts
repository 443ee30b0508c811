import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { loginSchema } from '../../domain/auth-schemas';
import { passwordSignInSchema, sessionSchema } from '../../domain/sign-in';
import { clientAddressKey } from '../auth/client-address.server';
import { admitAttempt, sendLockedOut } from '../auth/lockout.server';
import { typedNameInAudit } from '../auth/typed-username.server';
import { markRefusalRecorded } from '../refusal-audit.server';
import { pendingAnswer, startPendingSignIn } from '../auth/second-step.server';
import { verifyPassword } from '../auth/passwords.server';
import { currentSession, endSession } from '../auth/session-cookie.server';
import { finishSignIn } from '../auth/sign-in.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { NO_FIELDS_MESSAGE, noFieldsBody } from '../invalid-input.server';
import type { RateLimits } from '../rate-limits.server';
import { insertNoChangeAuditEvent } from '../store/audit.server';
import { changeWithAudit } from '../store/audited-change.server';
import { deleteLoginAttempt } from '../store/login-attempts.server';
import type { Database } from '../store/schema.server';
import { findSupportUserByUsername, usernameKey } from '../store/support-users.server';

export interface AuthRouteOptions {
  secureCookie: boolean;
  now: () => number;
  limit: RateLimits['login'];
  /** E8_REQUIRE_MFA: an account without a second factor must enrol one before it signs in. */
  requireMfa: boolean;
}

/**
 * POST /api/auth/login, POST /api/auth/logout, GET /api/auth/session. The right password signs in at
 * once only for an account without a second factor while none is required; otherwise it starts a
 * session waiting for the second step (or the enrolment of a first factor), which the answer names.
 */
export function authRoutes(app: FastifyInstance, db: Kysely<Database>, options: AuthRouteOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/login',
    {
      // The rate limit counts before the body is parsed, so a body that does not parse is counted too.
      preValidation: options.limit,
      schema: { body: loginSchema, response: { 200: passwordSignInSchema, ...errorResponses } },
      config: { invalidInput: { message: 'Username and password are required' } },
    },
    async (request, reply) => {
      const { username, password, rememberMe } = request.body;
      const now = options.now();
      const source = { usernameKey: usernameKey(username), address: clientAddressKey(request) };
      const { lockedMs, attemptId } = await admitAttempt(db, source, now);
      const user = await findSupportUserByUsername(db, username);
      // A failure names the username typed only when it names an account: people type passwords into the
      // username field, so other text is kept only as a short keyed hash.
      const failed = async (details: string) =>
        insertNoChangeAuditEvent(db, { at: now, ...(await typedNameInAudit(db, username, user !== undefined, details)), action: 'sign-in-failed', assessmentId: null, address: request.ip });
      if (lockedMs > 0) {
        await failed('Locked out');
        return sendLockedOut(reply, lockedMs);
      }
      // An unknown user still costs a hash check, so timing does not reveal which usernames exist.
      const matches = user ? await verifyPassword(user.passwordHash, password) : await verifyPassword(DUMMY_HASH, password);
      if (!user || !matches) {
        await failed('Invalid username or password');
        return sendError(reply, 401, 'invalid_credentials', 'Invalid username or password');
      }
      if (user.disabledAt !== null) {
        // Said only to whoever knows the password, so it reveals nothing to a guesser. The failed sign-in is
        // the record of this refusal: the 403 adds no second row.
        await insertNoChangeAuditEvent(db, { at: now, actor: user.username, action: 'sign-in-failed', assessmentId: null, details: 'Account disabled', address: request.ip });
        markRefusalRecorded(request);
        return sendError(reply, 403, 'account_disabled', 'This account is disabled. Ask an administrator of your team to enable it.');
      }
      const secureCookie = options.secureCookie;
      const pending = await startPendingSignIn(db, request, reply, { user, rememberMe, secureCookie, now, requireMfa: options.requireMfa });
      if (pending) {
        // The right password is no failure: only wrong second steps count toward the lockout from here.
        await deleteLoginAttempt(db, attemptId);
        return pending;
      }
      return finishSignIn(db, request, reply, { user, rememberMe, secureCookie, now, how: 'Password' });
    },
  );

  api.post(
    '/api/auth/logout',
    { schema: { body: noFieldsBody, response: { 204: z.undefined(), ...errorResponses } }, config: { invalidInput: { message: NO_FIELDS_MESSAGE } } },
    async (request, reply) => {
      const session = await currentSession(db, request, options.now());
      await changeWithAudit(db, async (trx) => {
        await endSession(trx, request, reply);
        return { result: undefined, audit: session ? { at: options.now(), actor: session.username, action: 'sign-out', assessmentId: null, details: '', address: request.ip } : null };
      });
      return reply.status(204).send();
    },
  );

  api.get('/api/auth/session', { schema: { response: { 200: sessionSchema, ...errorResponses } } }, async (request) => {
    const session = await currentSession(db, request, options.now());
    if (!session) return { authenticated: false as const };
    if (session.stage === 'signed-in') return { authenticated: true as const, username: session.username, role: session.role, expiresAt: session.expiresAt };
    return pendingAnswer(db, { userId: session.userId, username: session.username, stage: session.stage });
  });
}

// An argon2id hash of a random string nobody knows, verified against when the username is unknown.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$sJpB8Zv6cbKy10XZi50tpg$9cxgkq1091CkNZFkMpUwXchglsa3KXz5Kz68fSbgIzs';
