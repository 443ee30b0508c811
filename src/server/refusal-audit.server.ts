import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ANONYMOUS_ACTOR } from '../domain/audit';
import { refusalInWords } from '../domain/audit-reads';
import { SESSION_COOKIE } from './auth/session-cookie.server';
import { hashSecret } from './secrets.server';
import { insertRepeatableAuditEvent } from './store/audit.server';
import type { Database } from './store/schema.server';
import { findSessionByTokenHash } from './store/sessions.server';
import { clientAddressKey } from './auth/client-address.server';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a route that recorded its own refusal (a disabled account's sign-in), so the 403 adds no second row. */
    refusalRecorded?: boolean;
  }
}

/** What a request that matched no route is called in the log: one name, so made-up paths cannot each add a row. */
const NO_SUCH_ROUTE = '(no such route)';

const errorAnswerSchema = z.object({ error: z.object({ code: z.string() }) });

/** Notes that a route has recorded its refusal itself. */
export function markRefusalRecorded(request: FastifyRequest): void {
  request.refusalRecorded = true;
}

/** The route a request matched, as its pattern (`/api/assessments/:id`): no id or query text is copied into the log. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? NO_SUCH_ROUTE;
}

/**
 * The username of the session the request's cookie names, if it is live, whatever its stage, without
 * refreshing it: a refused request (one another site started, say) is not the user's activity.
 */
async function cookieOwner(db: Kysely<Database>, request: FastifyRequest, now: number): Promise<string | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  const session = await findSessionByTokenHash(db, hashSecret(token));
  return session && session.expiresAt > now ? session.username : undefined;
}

/**
 * Records a refused request in the audit log: who (the signed-in account, else the account whose
 * session cookie came with it, else "(anonymous)"), the method and route, why, and the address. The
 * same refusal from the same actor and address (an IPv6 client by its /64) within a minute is kept once.
 */
export async function recordRefusal(db: Kysely<Database>, request: FastifyRequest, options: { now: number; errorCode: string; username?: string | undefined }): Promise<void> {
  const actor = options.username ?? request.supportSession?.username ?? (await cookieOwner(db, request, options.now)) ?? ANONYMOUS_ACTOR;
  await insertRepeatableAuditEvent(db, {
    at: options.now,
    actor,
    action: 'refused',
    assessmentId: null,
    details: refusalInWords(request.method, routeOf(request), options.errorCode),
    // By the key the rate limits count a client by (an IPv6 host by its /64), so a host that takes a fresh
    // address for every refused request still adds one row a minute per refusal, not one a request.
    address: clientAddressKey(request),
  });
}

/** The error code of a JSON error answer, or undefined for any other payload. */
function errorCodeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const parsed = errorAnswerSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data.error.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes every 403 the server answers to the audit log, whichever part of it refused (the origin check,
 * the administrators' guard, any route), before the answer goes. A failure to record is logged and the
 * refusal still goes out: the request was refused either way.
 */
export function registerRefusalAudit(app: FastifyInstance, db: Kysely<Database>, now: () => number): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 403 || request.refusalRecorded) return payload;
    try {
      await recordRefusal(db, request, { now: now(), errorCode: errorCodeOf(payload) ?? 'forbidden' });
    } catch (error) {
      request.log.error({ err: error }, 'a refused request could not be written to the audit log');
    }
    return payload;
  });
}
