import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PENDING_SIGN_IN_MS, REMEMBER_ME_LENGTH_MS, SESSION_LENGTH_MS } from '../../domain/constants';
import type { SessionStage } from '../../domain/roles';
import { hashSecret, newSecret } from '../secrets.server';
import type { Database } from '../store/schema.server';
import { deleteSession, disabledAccountOfSession, findSessionByTokenHash, insertSession, touchSession, type SessionRecord } from '../store/sessions.server';

/**
 * A session's last access is written at most once a minute: it only records activity, and a write on
 * every support request made each list page wait for a commit.
 */
const LAST_ACCESS_PRECISION_MS = 60_000;

/** Name of the HttpOnly cookie that holds the session token. */
export const SESSION_COOKIE = 'e8_session';

/** How long a session of a stage lasts: a signed-in one 8 hours, or 30 days with remember-me; a pending one 10 minutes. */
function sessionLength(stage: SessionStage, rememberMe: boolean): number {
  if (stage !== 'signed-in') return PENDING_SIGN_IN_MS;
  return rememberMe ? REMEMBER_ME_LENGTH_MS : SESSION_LENGTH_MS;
}

/**
 * Starts a session from a request, in a new token (never one the browser already held); only the
 * token's hash is stored, with the address and browser the request came from. A signed-in session
 * lasts 8 hours, or 30 days with remember-me; one waiting for a second step or an enrolment lasts 10
 * minutes and keeps the remember-me choice for the session that follows it.
 */
export async function startSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { userId: string; rememberMe: boolean; secureCookie: boolean; now: number; stage?: SessionStage },
): Promise<number> {
  const token = newSecret();
  const stage = options.stage ?? 'signed-in';
  const length = sessionLength(stage, options.rememberMe);
  const expiresAt = options.now + length;
  await insertSession(db, {
    tokenHash: hashSecret(token),
    userId: options.userId,
    stage,
    rememberMe: options.rememberMe,
    createdAt: options.now,
    lastAccessAt: options.now,
    expiresAt,
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secureCookie,
    path: '/',
    // The cookie lives no longer than its session.
    maxAge: Math.floor(length / 1000),
  });
  return expiresAt;
}

/**
 * The live session of a request, if its cookie names one that has not expired. Using a session
 * refreshes its last access time (to the minute); an expired one is deleted.
 */
export async function currentSession(db: Kysely<Database>, request: FastifyRequest, now: number): Promise<SessionRecord | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  const session = await findSessionByTokenHash(db, hashSecret(token));
  if (!session) return undefined;
  if (session.expiresAt <= now) {
    await deleteSession(db, session.tokenHash);
    return undefined;
  }
  if (now - session.lastAccessAt < LAST_ACCESS_PRECISION_MS) return session;
  await touchSession(db, session.tokenHash, now);
  return { ...session, lastAccessAt: now };
}

/** The username of the disabled account whose live, signed-in session the request's cookie names; undefined otherwise. */
export async function disabledAccountOf(db: Kysely<Database>, request: FastifyRequest, now: number): Promise<string | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? disabledAccountOfSession(db, hashSecret(token), now) : undefined;
}

/** Ends the request's session, if any, and clears the cookie. */
export async function endSession(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(db, hashSecret(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
