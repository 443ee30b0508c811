import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionStage } from '../../domain/roles';
import { sendError } from '../errors.server';
import type { Database } from '../store/schema.server';
import type { SessionRecord } from '../store/sessions.server';
import { currentSession } from './session-cookie.server';

declare module 'fastify' {
  interface FastifyRequest {
    /** The support session of a request that passed `requireSupport`, `requireSession` or `requireAdministrator`. */
    supportSession?: SessionRecord;
  }
}

/**
 * A preHandler that lets through only a session in one of the given stages; others get 401 in words.
 * Most routes want a signed-in session (`requireSupport`); the second step and the enrolment of a first
 * factor are reached by a session that has given only its password.
 */
export function requireSession(db: Kysely<Database>, now: () => number, stages: readonly SessionStage[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const session = await currentSession(db, request, now());
    if (!session || !stages.includes(session.stage)) {
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

/** A preHandler for account management and the audit log: signed-in administrators only; a consultant gets 403 in words. */
export function requireAdministrator(db: Kysely<Database>, now: () => number) {
  const signedIn = requireSupport(db, now);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await signedIn(request, reply);
    if (reply.sent || !request.supportSession) return;
    if (request.supportSession.role !== 'administrator') {
      await sendError(reply, 403, 'administrators_only', 'Only an administrator can do this. Ask an administrator of your team.');
    }
  };
}

/** The signed-in support user's name; only call after `requireSupport`. */
export function supportUsername(request: FastifyRequest): string {
  return request.supportSession?.username ?? 'unknown';
}
