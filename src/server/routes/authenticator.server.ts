import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentPasswordSchema, currentPasswordUnlessEnrollingSchema } from '../../domain/auth-schemas';
import { PENDING_SIGN_IN_MS } from '../../domain/constants';
import { authenticatorAddedSchema, authenticatorSetupSchema, factorsSchema, recoveryCodesSchema } from '../../domain/second-factors';
import { authenticatorConfirmSchema } from '../../domain/second-step';
import { NO_CURRENT_PASSWORD, requireCurrentPassword } from '../auth/current-password.server';
import { removeAuthenticatorOf } from '../auth/factor-removal.server';
import { makeRecoveryCodes } from '../auth/recovery-codes.server';
import { requireSession } from '../auth/require-support.server';
import { hasSecondFactor } from '../../domain/second-factors';
import { finishSignIn } from '../auth/sign-in.server';
import { matchTotpCode, newTotpSecret, totpQrSvg, totpUri } from '../auth/totp.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { confirmTotpSetup, findTotpSetup, insertTotpSetup } from '../store/authenticator.server';
import { changeWithAudit } from '../store/audited-change.server';
import { inTransaction } from '../store/transaction.server';
import type { Database } from '../store/schema.server';
import { secondFactorsOf } from '../store/second-factors.server';
import { deleteOtherSessionsOfUser, type SessionRecord } from '../store/sessions.server';
import { findSupportUserById } from '../store/support-users.server';

export interface AuthenticatorRouteOptions {
  secureCookie: boolean;
  now: () => number;
  /** E8_REQUIRE_MFA: the last second factor of an account cannot be removed. */
  requireMfa: boolean;
  /** The issuer an authenticator app shows beside the code. */
  productName: string;
}

/** How long a secret shown for set-up waits for its first code: as long as a pending sign-in. */
const SETUP_LENGTH_MS = PENDING_SIGN_IN_MS;

/** The session a route's preHandler let through; the preHandlers guarantee there is one. */
function sessionOf(request: FastifyRequest): SessionRecord {
  if (!request.supportSession) throw new Error('A session route ran without its session check');
  return request.supportSession;
}

/**
 * The signed-in user's own authenticator app and recovery codes, under /api/account:
 * - POST /authenticator/setup `{ currentPassword }`: a new secret (its QR code and otpauth:// address), kept unconfirmed for 10 minutes;
 * - POST /authenticator `{ setupId, code }`: confirms it with a code from the app; the first second factor
 *   also brings ten recovery codes (shown once); other sessions of the account end; at enrolment, signs in;
 * - DELETE /authenticator `{ currentPassword }`: removes it (not the last factor while E8_REQUIRE_MFA is on); other sessions end;
 * - POST /recovery-codes `{ currentPassword }`: ten new recovery codes, the old ones stop working;
 * - GET /factors: which factors the account has, and whether the team requires one.
 * Set-up and the factors are open to a session at enrolment (password given, no factor yet, one required);
 * a signed-in session gives its current password again for set-up, removal and new recovery codes (see requireCurrentPassword).
 */
export function authenticatorRoutes(app: FastifyInstance, db: Kysely<Database>, options: AuthenticatorRouteOptions): void {
  const signedIn = requireSession(db, options.now, ['signed-in']);
  const signedInOrEnrolling = requireSession(db, options.now, ['signed-in', 'enrolment']);
  const event = (request: FastifyRequest, action: 'authenticator-added' | 'authenticator-removed' | 'recovery-codes-made', details = '') => {
    const session = sessionOf(request);
    return { at: options.now(), actor: session.username, action, assessmentId: null, details, address: request.ip, account: session.username };
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  // The session, then the current password (counted toward the lockout), are checked before the body is parsed.
  const currentPassword = (what: string) => requireCurrentPassword(db, options.now, what);
  const invalidInput = NO_CURRENT_PASSWORD;

  api.get('/api/account/factors', { preHandler: signedInOrEnrolling, schema: { response: { 200: factorsSchema, ...errorResponses } } }, async (request) => {
    const factors = await secondFactorsOf(db, sessionOf(request).userId);
    return { ...factors, requireMfa: options.requireMfa };
  });

  api.post(
    '/api/account/authenticator/setup',
    {
      preValidation: [signedInOrEnrolling, currentPassword('Setting up an authenticator app')],
      schema: { body: currentPasswordUnlessEnrollingSchema, response: { 200: authenticatorSetupSchema, ...errorResponses } },
      config: { invalidInput },
    },
    async (request) => {
      const session = sessionOf(request);
      const secret = newTotpSecret();
      const setupId = randomUUID();
      await insertTotpSetup(db, { id: setupId, secret, userId: session.userId, expiresAt: options.now() + SETUP_LENGTH_MS });
      const uri = totpUri(secret, options.productName, session.username);
      return { setupId, secret, uri, qrSvg: await totpQrSvg(uri) };
    },
  );

  api.post(
    '/api/account/authenticator',
    {
      preValidation: signedInOrEnrolling,
      schema: { body: authenticatorConfirmSchema, response: { 200: authenticatorAddedSchema, ...errorResponses } },
      config: { invalidInput: { message: 'Enter the 6-digit code your authenticator app shows' } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const input = request.body;
      const now = options.now();
      const setup = await findTotpSetup(db, input.setupId, session.userId, now);
      if (!setup) return sendError(reply, 409, 'setup_expired', 'This set-up has expired or was replaced. Start the set-up again and scan the new QR code.');
      const match = await matchTotpCode(setup.secret, input.code, now, null);
      if (match.kind !== 'right') {
        return sendError(reply, 400, 'wrong_code', 'That code is not right. Check that the app shows this account and type its current code.', {
          code: 'That code is not right',
        });
      }
      // The app, its events and the sign-in it completes at enrolment are kept together or not at all.
      const answer = await inTransaction(db, async (trx) => {
        const codes = await changeWithAudit(trx, async (inner) => {
          const before = await secondFactorsOf(inner, session.userId);
          if (!(await confirmTotpSetup(inner, setup, match.step, now))) return { result: undefined, audit: null };
          const added = event(request, 'authenticator-added', before.authenticatorApp ? 'Replaced the previous app' : '');
          const recoveryCodes = hasSecondFactor(before) ? undefined : await makeRecoveryCodes(inner, session.userId, now);
          // A change of second factors signs out every other browser; this one stays.
          await deleteOtherSessionsOfUser(inner, session.userId, session.tokenHash);
          const audit = recoveryCodes ? [added, event(request, 'recovery-codes-made', 'With the first second factor')] : [added];
          return { result: recoveryCodes ? { recoveryCodes } : {}, audit };
        });
        if (!codes || session.stage !== 'enrolment') return codes;
        return { ...(await finishEnrolment(trx, request, reply, session, now)), ...codes };
      });
      if (!answer) return sendError(reply, 409, 'setup_expired', 'This set-up has expired or was replaced. Start the set-up again and scan the new QR code.');
      return answer;
    },
  );

  /** Signs in a session that was at enrolment, now that it has a second factor, as part of the change `trx` makes. */
  async function finishEnrolment(trx: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, session: SessionRecord, now: number) {
    const user = await findSupportUserById(trx, session.userId);
    if (!user) throw new Error('The account of a live session is gone');
    return finishSignIn(trx, request, reply, { user, rememberMe: session.rememberMe, secureCookie: options.secureCookie, now, how: 'Enrolled an authenticator app' });
  }

  api.delete(
    '/api/account/authenticator',
    {
      // Taking the second step away weakens the account as much as adding one's own app would: the password again.
      preValidation: [signedIn, currentPassword('Removing the authenticator app')],
      schema: { body: currentPasswordSchema, response: { 204: z.undefined(), ...errorResponses } },
      config: { invalidInput },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const removal = await changeWithAudit(db, async (trx) => {
        const outcome = await removeAuthenticatorOf(trx, session.userId, options.requireMfa, options.now());
        if (outcome !== 'removed') return { result: outcome, audit: null };
        await deleteOtherSessionsOfUser(trx, session.userId, session.tokenHash);
        return { result: outcome, audit: event(request, 'authenticator-removed') };
      });
      if (removal === 'not_found') return sendError(reply, 404, 'not_found', 'This account has no authenticator app to remove.');
      if (removal === 'last_factor') {
        return sendError(
          reply,
          409,
          'last_second_factor',
          'Your team requires a second step at sign-in, and the authenticator app is the only one this account has. Add a passkey or set up another app first.',
        );
      }
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/account/recovery-codes',
    {
      preValidation: [signedIn, currentPassword('Making new recovery codes')],
      schema: { body: currentPasswordSchema, response: { 200: recoveryCodesSchema, ...errorResponses } },
      config: { invalidInput },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (!hasSecondFactor(await secondFactorsOf(db, session.userId))) {
        return sendError(reply, 409, 'no_second_factor', 'Recovery codes stand in for a second step: add a passkey or an authenticator app first.');
      }
      const recoveryCodes = await changeWithAudit(db, async (trx) => ({
        result: await makeRecoveryCodes(trx, session.userId, options.now()),
        audit: event(request, 'recovery-codes-made'),
      }));
      return { recoveryCodes };
    },
  );
}
