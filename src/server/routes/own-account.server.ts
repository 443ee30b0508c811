import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { changePasswordSchema, passwordChangedSchema, WRONG_CURRENT_PASSWORD } from '../../domain/auth-schemas';
import { browserName } from '../../domain/browser-name';
import { countOf } from '../../domain/format';
import { endedSessionsSchema, ownSessionParamsSchema, ownSessionsSchema, sessionAddressInWords, type OwnSession } from '../../domain/own-sessions';
import { clientAddressKey } from '../auth/client-address.server';
import { admitAttempt, sendLockedOut } from '../auth/lockout.server';
import { changePassword } from '../auth/password-change.server';
import { hashPassword, verifyPassword } from '../auth/passwords.server';
import { requireSupport } from '../auth/require-support.server';
import { SESSION_COOKIE, startSession } from '../auth/session-cookie.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { NO_FIELDS_MESSAGE, noFieldsBody } from '../invalid-input.server';
import { hashSecret } from '../secrets.server';
import { insertNoChangeAuditEvent } from '../store/audit.server';
import { changeWithAudit } from '../store/audited-change.server';
import type { Database } from '../store/schema.server';
import { deleteOtherSessionsOfUser, deleteSessionOfUser, signedInSessionsOfUser, type SessionRecord, type UserSession } from '../store/sessions.server';
import { findSupportUserById, usernameKey } from '../store/support-users.server';

export interface OwnAccountRouteOptions {
  secureCookie: boolean;
  now: () => number;
}

export { WRONG_CURRENT_PASSWORD };

/** What a successful password change says. */
export const PASSWORD_CHANGED_MESSAGE = 'Your password is changed. Every other session of your account has been signed out; this browser stays signed in.';

const SESSION_NOT_FOUND = 'That session was not found among yours: it may have ended already.';

/**
 * The public handle of a session: a SHA-256 of its stored token hash. The page and the URL name a
 * session by it; being one more one-way hash away from the cookie, it can never be used as one, and it
 * is not even the key the session is looked up by.
 */
export function sessionHandle(tokenHash: string): string {
  return hashSecret(`session:${tokenHash}`);
}

/** The session that passed `requireSupport`; its absence is a bug in the route's wiring. */
function signedInSession(request: FastifyRequest): SessionRecord {
  if (!request.supportSession) throw new Error('A route of one’s own account ran without requireSupport');
  return request.supportSession;
}

/** A stored session as the account page shows it. */
function ownSession(session: UserSession, currentTokenHash: string): OwnSession {
  return {
    id: sessionHandle(session.tokenHash),
    current: session.tokenHash === currentTokenHash,
    startedAt: session.createdAt,
    lastActiveAt: session.lastAccessAt,
    expiresAt: session.expiresAt,
    rememberMe: session.rememberMe,
    address: session.address,
    device: browserName(session.userAgent),
  };
}

/** A session in the audit log's words: "Firefox on Windows from 203.0.113.9". */
function sessionInWords(session: UserSession): string {
  return `${browserName(session.userAgent)} from ${sessionAddressInWords(session.address)}`;
}

/**
 * The signed-in user's own password and sessions, for either role: POST /api/account/password,
 * GET /api/account/sessions, DELETE /api/account/sessions/:id and POST /api/account/sessions/end-others.
 */
export function ownAccountRoutes(app: FastifyInstance, db: Kysely<Database>, options: OwnAccountRouteOptions): void {
  const { now } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before input is parsed, so a stranger gets 401 rather than a 400 about the body.
  const preValidation = requireSupport(db, now);

  // The current password is a password check like a sign-in's: it is counted toward the same lockout
  // first, so a borrowed signed-in browser cannot be used to guess it without limit.
  api.post(
    '/api/account/password',
    {
      preValidation,
      schema: { body: changePasswordSchema, response: { 200: passwordChangedSchema, ...errorResponses } },
      config: { invalidInput: { message: (fields) => fields.currentPassword ?? fields.newPassword ?? 'Check the form' } },
    },
    async (request, reply) => {
      const input = request.body;
      const session = signedInSession(request);
      const at = now();
      const { lockedMs } = await admitAttempt(db, { usernameKey: usernameKey(session.username), address: clientAddressKey(request) }, at);
      const failed = (details: string) => insertNoChangeAuditEvent(db, { at, actor: session.username, action: 'sign-in-failed', assessmentId: null, details, address: request.ip });
      if (lockedMs > 0) {
        await failed('Password change: locked out');
        return sendLockedOut(reply, lockedMs);
      }
      const user = await findSupportUserById(db, session.userId);
      if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await failed('Password change: the current password was not right');
        return sendError(reply, 400, 'wrong_password', WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      // Every session of the account ends, this one too; this browser then goes on in a new one.
      const passwordHash = await hashPassword(input.newPassword);
      const expiresAt = await changeWithAudit(db, async (trx) => {
        await changePassword(trx, user, passwordHash, at);
        const expires = await startSession(trx, request, reply, { userId: user.id, rememberMe: session.rememberMe, secureCookie: options.secureCookie, now: at });
        return { result: expires, audit: { at, actor: user.username, action: 'password-changed', assessmentId: null, details: 'Every other session signed out', address: request.ip } };
      });
      return { message: PASSWORD_CHANGED_MESSAGE, expiresAt };
    },
  );

  api.get('/api/account/sessions', { preValidation, schema: { response: { 200: ownSessionsSchema, ...errorResponses } } }, async (request) => {
    const session = signedInSession(request);
    const sessions = await signedInSessionsOfUser(db, session.userId, now());
    return { sessions: sessions.map((stored) => ownSession(stored, session.tokenHash)) };
  });

  // Only one's own sessions can be named: another account's handle is not found, as an unknown one is.
  api.delete(
    '/api/account/sessions/:id',
    {
      preValidation,
      schema: { params: ownSessionParamsSchema, body: noFieldsBody, response: { 204: z.undefined(), ...errorResponses } },
      config: { invalidInput: { message: NO_FIELDS_MESSAGE } },
    },
    async (request, reply) => {
      const session = signedInSession(request);
      const at = now();
      const target = (await signedInSessionsOfUser(db, session.userId, at)).find((stored) => sessionHandle(stored.tokenHash) === request.params.id);
      if (!target) return sendError(reply, 404, 'not_found', SESSION_NOT_FOUND);
      const isCurrent = target.tokenHash === session.tokenHash;
      const details = `${sessionInWords(target)}${isCurrent ? ' (this browser)' : ''}`;
      const ended = await changeWithAudit(db, async (trx) => {
        const deleted = await deleteSessionOfUser(trx, session.userId, target.tokenHash);
        return { result: deleted, audit: deleted ? { at, actor: session.username, action: 'session-ended', assessmentId: null, details, address: request.ip } : null };
      });
      if (!ended) return sendError(reply, 404, 'not_found', SESSION_NOT_FOUND);
      if (isCurrent) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/account/sessions/end-others',
    { preValidation, schema: { body: noFieldsBody, response: { 200: endedSessionsSchema, ...errorResponses } }, config: { invalidInput: { message: NO_FIELDS_MESSAGE } } },
    async (request) => {
      const session = signedInSession(request);
      const ended = await changeWithAudit(db, async (trx) => {
        const deleted = await deleteOtherSessionsOfUser(trx, session.userId, session.tokenHash);
        const details = `Signed out everywhere else: ${countOf(deleted, 'other session')} ended`;
        return { result: deleted, audit: { at: now(), actor: session.username, action: 'session-ended', assessmentId: null, details, address: request.ip } };
      });
      return { ended };
    },
  );
}
