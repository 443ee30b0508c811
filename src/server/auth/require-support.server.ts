import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sendError } from '../errors.server';
import type { Database } from '../store/schema.server';
import type { SessionRecord } from '../store/sessions.server';
import { currentSession } from './session-cookie.server';

declare module 'fastify' {
  interface FastifyRequest {
    /** The support session of a request that passed `requireSupport`. */
    supportSession?: SessionRecord;
  }
}

/** A preHandler that lets only signed-in support users through; others get 401 in words. */
export function requireSupport(db: Kysely<Database>, now: () => number) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const session = await currentSession(db, request, now());
    if (!session) {
      await sendError(reply, 401, 'not_signed_in', 'Please sign in to continue');
      return;
    }
    request.supportSession = session;
  };
}

/** The signed-in support user's name; only call after `requireSupport`. */
export function supportUsername(request: FastifyRequest): string {
  return request.supportSession?.username ?? 'unknown';
}
