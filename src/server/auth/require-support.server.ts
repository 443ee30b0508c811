import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionStage } from '../../domain/roles';
import { sendError } from '../errors.server';
import { markRefusalRecorded, recordRefusal } from '../refusal-audit.server';
import type { Database } from '../store/schema.server';
import type { SessionRecord } from '../store/sessions.server';
import { currentSession, disabledAccountOf } from './session-cookie.server';
import { apiTokenActor } from '../../domain/api-tokens';
import { tokenHolder } from './api-tokens.server';

declare module 'fastify' {
  interface FastifyRequest {
    /** The support session of a request that passed `requireSupport`, `requireSession` or `requireAdministrator`. */
    supportSession?: SessionRecord;
  }
}

/**
 * A preHandler that lets through only a session in one of the given stages; others get 401 in words, and a
 * pending session refused where a signed-in one is needed is written to the audit log.
 * Most routes want a signed-in session (`requireSupport`); the second step and the enrolment of a first
 * factor are reached by a session that has given only its password. Where a signed-in session is needed, an API
 * token let in by `registerApiTokens` passes too, on the routes that take one (`config.tokenScope`) and no other.
 */
export function requireSession(db: Kysely<Database>, now: () => number, stages: readonly SessionStage[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (stages.includes('signed-in') && tokenHolder(request)) return;
    const at = now();
    const session = await currentSession(db, request, at);
    if (!session || !stages.includes(session.stage)) {
      // A session that has given its password but not its second step (or enrolment), used where a full
      // sign-in is needed, is someone with a password trying the rest: that is recorded. A request with no
      // session at all is not (an expired session after a night away is no event).
      if (session && stages.includes('signed-in')) await recordRefusal(db, request, { now: at, errorCode: 'not_signed_in', username: session.username });
      await sendError(reply, 401, 'not_signed_in', 'Please sign in to continue');
      return;
    }
    request.supportSession = session;
  };
}

/** A preHandler that lets only signed-in support users through (either role); others get 401 in words. */
export function requireSupport(db: Kysely<Database>, now: () => number) {
  return requireSession(db, now, ['signed-in']);
}

/** What a consultant or administrator disabled while signed in is told by the routes of a review. */
export const ACCOUNT_DISABLED_MESSAGE = 'Your account has been disabled. Ask an administrator of your team.';

/**
 * `requireSupport` for work a consultant may be in the middle of (a review): a request whose session belongs
 * to an account disabled since it signed in gets 403 `account_disabled` in words (recorded as a refusal by
 * that account), rather than the 401 of a stranger, so the page can say why its work was not saved.
 */
export function requireEnabledSupport(db: Kysely<Database>, now: () => number) {
  const signedIn = requireSupport(db, now);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const at = now();
    const disabled = await disabledAccountOf(db, request, at);
    if (disabled === undefined) return signedIn(request, reply);
    await recordRefusal(db, request, { now: at, errorCode: 'account_disabled', username: disabled });
    markRefusalRecorded(request);
    await sendError(reply, 403, 'account_disabled', ACCOUNT_DISABLED_MESSAGE);
  };
}

/** A preHandler for account management and the audit log: signed-in administrators only; a consultant gets 403 in words. */
export function requireAdministrator(db: Kysely<Database>, now: () => number) {
  const signedIn = requireSupport(db, now);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await signedIn(request, reply);
    if (reply.sent) return;
    // Only a person signed in manages the team: an API token never does, whatever route it reaches.
    if (request.supportSession?.role !== 'administrator') {
      await sendError(reply, 403, 'administrators_only', 'Only an administrator can do this. Ask an administrator of your team.');
    }
  };
}

/** The signed-in support user's name, or "token: <name>" for an API token's read; only call after `requireSupport`. */
export function supportUsername(request: FastifyRequest): string {
  const token = tokenHolder(request);
  if (token) return apiTokenActor(token.name);
  return request.supportSession?.username ?? 'unknown';
}
