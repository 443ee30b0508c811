import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentPasswordSchema, currentPasswordUnlessEnrollingSchema } from '../../domain/auth-schemas';
import {
  addPasskeySchema,
  MAX_CREDENTIAL_ID_LENGTH,
  passkeyAddedSchema,
  passkeyIdParamsSchema,
  passkeyListSchema,
  passkeyRegistrationCeremonySchema,
  passkeySecondStepSchema,
  passkeySignInCeremonySchema,
  passkeySignInSchema,
  type PasskeySummary,
} from '../../domain/passkeys';
import { signedInSchema } from '../../domain/sign-in';
import { NO_CURRENT_PASSWORD, requireCurrentPassword } from '../auth/current-password.server';
import { removePasskeyOf } from '../auth/factor-removal.server';
import { admitSecondStep, sendLockedOut, type SecondStepAdmission } from '../auth/lockout.server';
import { makeRecoveryCodes } from '../auth/recovery-codes.server';
import { requireSession, requireSupport } from '../auth/require-support.server';
import { startSession } from '../auth/session-cookie.server';
import { finishSignIn } from '../auth/sign-in.server';
import { authenticationCeremony, registrationCeremony, relyingPartyOf, verifyAuthentication, verifyRegistration, type RelyingParty } from '../auth/webauthn.server';
import { markRefusalRecorded } from '../refusal-audit.server';
import { errorResponses, InvalidInputError } from '../contract.server';
import { sendError } from '../errors.server';
import { NO_FIELDS_MESSAGE, noFieldsBody } from '../invalid-input.server';
import type { RateLimits } from '../rate-limits.server';
import { insertNoChangeAuditEvent } from '../store/audit.server';
import { changeWithAudit } from '../store/audited-change.server';
import { inTransaction } from '../store/transaction.server';
import { findPasskeyById, insertPasskey, passkeysOfUser, type StoredPasskey } from '../store/passkeys.server';
import type { Database } from '../store/schema.server';
import { secondFactorsOf } from '../store/second-factors.server';
import { deleteSessionsOfUser, type SessionRecord } from '../store/sessions.server';
import { findSupportUserById } from '../store/support-users.server';

export interface PasskeyRouteOptions {
  secureCookie: boolean;
  now: () => number;
  /** The sign-in routes' rate limit, also on the passkey sign-in. */
  limit: RateLimits['login'];
  /** E8_PUBLIC_URL: the relying party's host and origin; without it, the request's own origin. */
  publicUrl: string | undefined;
  /** The name the browser shows in its passkey prompt: the branding's product name. */
  productName: string;
  /** E8_REQUIRE_MFA: an account may not remove its last second factor. */
  requireMfa: boolean;
}

/** The words of every refused passkey answer: which check failed is not told. */
const NOT_ACCEPTED = 'That passkey was not accepted. Try again, or sign in with your password.';

/** The words of a refused second step by passkey. */
const SECOND_STEP_NOT_ACCEPTED = 'That passkey was not accepted. Try again, or use another way to confirm it is you.';

/** The words of a disabled account, as the password sign-in says them. */
const ACCOUNT_DISABLED = 'This account is disabled. Ask an administrator of your team to enable it.';

/** The words of a passkey that cannot be found on the account (or an id that can name none). */
const PASSKEY_NOT_FOUND = { status: 404, code: 'not_found', message: 'That passkey was not found on your account.' } as const;

/** The session a route's session check let through; the check guarantees there is one. */
function sessionOf(request: FastifyRequest): SessionRecord {
  if (!request.supportSession) throw new Error('A session route ran without its session check');
  return request.supportSession;
}

/** A passkey as the account page lists it: never its public key. */
function summaryOf(passkey: StoredPasskey): PasskeySummary {
  return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt };
}

/**
 * Passkeys: signing in with one (POST /api/auth/passkey/options, POST /api/auth/passkey), one as the
 * second step after a password (POST /api/auth/second-step/passkey/options, POST /api/auth/second-step/passkey),
 * and one's own passkeys on the account page (GET, POST /api/account/passkeys/options `{ currentPassword }` when signed in,
 * POST, DELETE /api/account/passkeys/:id `{ currentPassword }`).
 * See docs/decisions/028-passkeys.md.
 */
export function passkeyRoutes(app: FastifyInstance, db: Kysely<Database>, options: PasskeyRouteOptions): void {
  const { now, secureCookie } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSupport(db, now);
  const secondStep = requireSession(db, now, ['second-step']);
  const enrolling = requireSession(db, now, ['signed-in', 'enrolment']);
  // Each is checked before the body (and the URL's id) is parsed: the session, then the current password, counted toward the lockout.
  const currentPassword = (what: string) => requireCurrentPassword(db, now, what);
  const noFields = { schema: { body: noFieldsBody }, config: { invalidInput: { message: NO_FIELDS_MESSAGE } } } as const;

  /** The relying party of a request, or a 400 in words when its origin cannot be read. */
  const relyingParty = (request: FastifyRequest, reply: FastifyReply): RelyingParty | undefined => {
    const rp = relyingPartyOf(request, { publicUrl: options.publicUrl, name: options.productName });
    if (!rp) void sendError(reply, 400, 'unknown_origin', 'This request did not say which site it came from, so passkeys cannot be used.');
    return rp;
  };

  api.post(
    '/api/auth/passkey/options',
    // The rate limit counts before the body is parsed, so a body that does not parse is counted too.
    { preValidation: options.limit, schema: { ...noFields.schema, response: { 200: passkeySignInCeremonySchema, ...errorResponses } }, config: noFields.config },
    async (request, reply) => {
      const rp = relyingParty(request, reply);
      if (!rp) return reply;
      return authenticationCeremony(db, rp, 'sign-in', null, now());
    },
  );

  api.post(
    '/api/auth/passkey',
    {
      preValidation: options.limit,
      schema: { body: passkeySignInSchema, response: { 200: signedInSchema, ...errorResponses } },
      config: { invalidInput: { message: NOT_ACCEPTED } },
    },
    async (request, reply) => {
      const input = request.body;
      const rp = relyingParty(request, reply);
      if (!rp) return reply;
      const at = now();
      const outcome = await verifyAuthentication(db, rp, { challengeId: input.challengeId, purpose: 'sign-in', userId: null, response: input.response }, at);
      const user = outcome.passkey ? await findSupportUserById(db, outcome.passkey.userId) : undefined;
      if (!outcome.accepted || !user) {
        const actor = user?.username ?? '(unknown passkey)';
        await insertNoChangeAuditEvent(db, { at, actor, action: 'sign-in-failed', assessmentId: null, details: 'Passkey not accepted', address: request.ip });
        return sendError(reply, 401, 'passkey_not_accepted', NOT_ACCEPTED);
      }
      if (user.disabledAt !== null) {
        await insertNoChangeAuditEvent(db, { at, actor: user.username, action: 'sign-in-failed', assessmentId: null, details: 'Account disabled', address: request.ip });
        // The failed sign-in is the record of this refusal: the 403 adds no second row.
        markRefusalRecorded(request);
        return sendError(reply, 403, 'account_disabled', ACCOUNT_DISABLED);
      }
      return finishSignIn(db, request, reply, { user, rememberMe: input.rememberMe, secureCookie, now: at, how: 'Passkey' });
    },
  );

  api.post(
    '/api/auth/second-step/passkey/options',
    { preValidation: secondStep, schema: { ...noFields.schema, response: { 200: passkeySignInCeremonySchema, ...errorResponses } }, config: noFields.config },
    async (request, reply) => {
      const session = request.supportSession;
      if (!session) return reply;
      const rp = relyingParty(request, reply);
      if (!rp) return reply;
      const passkeys = await passkeysOfUser(db, session.userId);
      return authenticationCeremony(db, rp, 'second-step', { id: session.userId, passkeys }, now());
    },
  );

  /** Each passkey second step as counted before its body was parsed: when, and how to forget it after a success. */
  const admissions = new WeakMap<FastifyRequest, SecondStepAdmission & { at: number }>();
  /** Records a failed passkey second step of the pending session. */
  const secondStepFailed = (request: FastifyRequest, session: SessionRecord, at: number) =>
    insertNoChangeAuditEvent(db, { at, actor: session.username, action: 'second-step-failed', assessmentId: null, details: 'Passkey not accepted', address: request.ip });

  api.post(
    '/api/auth/second-step/passkey',
    {
      preValidation: [
        secondStep,
        // Counted before anything is checked, like a password, from this address and from any: a failed second step brings both lockouts nearer.
        async (request, reply) => {
          const session = sessionOf(request);
          const at = now();
          const admission = await admitSecondStep(db, request, session, at);
          if (admission.lockedMs > 0) return sendLockedOut(reply, admission.lockedMs);
          admissions.set(request, { ...admission, at });
          return undefined;
        },
      ],
      // A body that does not parse is a failed second step too: recorded as its 400 is answered.
      onError: async (request, _reply, error) => {
        const admission = admissions.get(request);
        if (error instanceof InvalidInputError && admission) await secondStepFailed(request, sessionOf(request), admission.at);
      },
      schema: { body: passkeySecondStepSchema, response: { 200: signedInSchema, ...errorResponses } },
      config: { invalidInput: { message: SECOND_STEP_NOT_ACCEPTED } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const admission = admissions.get(request);
      if (!admission) throw new Error('A passkey second step ran without being counted');
      const { at, succeeded } = admission;
      const input = request.body;
      const rp = relyingParty(request, reply);
      const outcome = rp ? await verifyAuthentication(db, rp, { challengeId: input.challengeId, purpose: 'second-step', userId: session.userId, response: input.response }, at) : undefined;
      const user = outcome?.accepted ? await findSupportUserById(db, session.userId) : undefined;
      if (!user) {
        await secondStepFailed(request, session, at);
        return reply.sent ? reply : sendError(reply, 401, 'passkey_not_accepted', SECOND_STEP_NOT_ACCEPTED);
      }
      await succeeded();
      return finishSignIn(db, request, reply, { user, rememberMe: session.rememberMe, secureCookie, now: at, how: 'Password and passkey' });
    },
  );

  api.get('/api/account/passkeys', { preHandler: signedIn, schema: { response: { 200: passkeyListSchema, ...errorResponses } } }, async (request, reply) => {
    const session = request.supportSession;
    if (!session) return reply;
    return { passkeys: (await passkeysOfUser(db, session.userId)).map(summaryOf) };
  });

  api.post(
    '/api/account/passkeys/options',
    {
      // A signed-in browser gives the current password first: a passkey signs in alone and outlives a password change.
      preValidation: [enrolling, currentPassword('Adding a passkey')],
      schema: { body: currentPasswordUnlessEnrollingSchema, response: { 200: passkeyRegistrationCeremonySchema, ...errorResponses } },
      config: { invalidInput: NO_CURRENT_PASSWORD },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const rp = relyingParty(request, reply);
      if (!rp) return reply;
      const existing = await passkeysOfUser(db, session.userId);
      return registrationCeremony(db, rp, { id: session.userId, username: session.username }, existing, now());
    },
  );

  api.post(
    '/api/account/passkeys',
    {
      preValidation: enrolling,
      schema: { body: addPasskeySchema, response: { 201: passkeyAddedSchema, ...errorResponses } },
      config: { invalidInput: { message: (fields) => fields.name ?? 'That passkey could not be added. Try again.' } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const input = request.body;
      const rp = relyingParty(request, reply);
      if (!rp) return reply;
      const at = now();
      const credential = await verifyRegistration(db, rp, { challengeId: input.challengeId, userId: session.userId, response: input.response }, at);
      if (!credential) return sendError(reply, 400, 'passkey_not_added', 'That passkey could not be added: the request had expired or the answer was not valid. Try again.');
      if (credential.id.length > MAX_CREDENTIAL_ID_LENGTH) {
        return sendError(reply, 400, 'passkey_id_too_long', 'That passkey could not be added: its id is longer than a passkey’s may be. Try another passkey.');
      }
      if (await findPasskeyById(db, credential.id)) return sendError(reply, 409, 'passkey_exists', 'That passkey is already added.');
      const passkey = { ...credential, userId: session.userId, name: input.name, createdAt: at, lastUsedAt: null };
      const added = { at, actor: session.username, action: 'passkey-added', assessmentId: null, details: input.name, address: request.ip, account: session.username } as const;
      // The passkey, its event and the sign-in it completes (or this browser's new session) are kept together or not at all.
      const answer = await inTransaction(db, async (trx) => {
        const made = await changeWithAudit(trx, async (inner) => {
          const before = await secondFactorsOf(inner, session.userId);
          await insertPasskey(inner, passkey);
          // The account's first second factor comes with recovery codes, for the day the passkey is lost.
          const recoveryCodes = before.passkeys === 0 && !before.authenticatorApp ? await makeRecoveryCodes(inner, session.userId, at) : undefined;
          // A change of factors ends every session of the account; this browser, which made it, stays signed in.
          await deleteSessionsOfUser(inner, session.userId);
          return { result: { passkey: summaryOf(passkey), ...(recoveryCodes ? { recoveryCodes } : {}) }, audit: added };
        });
        if (session.stage === 'enrolment') {
          // Enrolled while a second factor is required: the passkey completes the sign-in.
          const user = { id: session.userId, username: session.username, role: session.role };
          return { ...made, session: await finishSignIn(trx, request, reply, { user, rememberMe: session.rememberMe, secureCookie, now: at, how: 'Enrolled a passkey' }) };
        }
        await startSession(trx, request, reply, { userId: session.userId, rememberMe: session.rememberMe, secureCookie, now: at });
        return made;
      });
      return reply.status(201).send(answer);
    },
  );

  api.delete(
    '/api/account/passkeys/:id',
    {
      // Removing a passkey takes a way to sign in away from the owner: the current password again, as adding one asks,
      // and before the id is read, so a malformed id is no way round the count.
      preValidation: [signedIn, currentPassword('Removing a passkey')],
      schema: { params: passkeyIdParamsSchema, body: currentPasswordSchema, response: { 204: z.undefined(), ...errorResponses } },
      config: { invalidParams: PASSKEY_NOT_FOUND, invalidInput: NO_CURRENT_PASSWORD },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const passkey = await findPasskeyById(db, request.params.id);
      if (passkey?.userId !== session.userId) return sendError(reply, 404, PASSKEY_NOT_FOUND.code, PASSKEY_NOT_FOUND.message);
      const at = now();
      const removed = { at, actor: session.username, action: 'passkey-removed', assessmentId: null, details: passkey.name, address: request.ip, account: session.username } as const;
      const removal = await changeWithAudit(db, async (trx) => {
        const outcome = await removePasskeyOf(trx, session.userId, passkey.id, options.requireMfa);
        if (outcome !== 'removed') return { result: outcome, audit: null };
        // A change of factors ends every session of the account; this browser, which made it, stays signed in.
        await deleteSessionsOfUser(trx, session.userId);
        await startSession(trx, request, reply, { userId: session.userId, rememberMe: session.rememberMe, secureCookie, now: at });
        return { result: outcome, audit: removed };
      });
      if (removal === 'not_found') return sendError(reply, 404, PASSKEY_NOT_FOUND.code, PASSKEY_NOT_FOUND.message);
      if (removal === 'last_factor') {
        return sendError(
          reply,
          409,
          'second_factor_required',
          'Your team requires a second factor, and this is your last one. Add another passkey or set up an authenticator app first, then remove this one.',
        );
      }
      return reply.status(204).send();
    },
  );
}
