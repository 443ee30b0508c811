import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { REMEMBER_ME_LENGTH_MS, SESSION_LENGTH_MS } from '../../domain/constants';
import { hashSecret, newSecret } from '../secrets.server';
import type { Database } from '../store/schema.server';
import { deleteSession, findSessionByTokenHash, insertSession, touchSession, type SessionRecord } from '../store/sessions.server';

/**
 * A session's last access is written at most once a minute: it only records activity, and a write on
 * every support request made each list page wait for a commit.
 */
const LAST_ACCESS_PRECISION_MS = 60_000;

/** Name of the HttpOnly cookie that holds the session token. */
export const SESSION_COOKIE = 'e8_session';

/** Starts a session: 8 hours, or 30 days with remember-me; only the token's hash is stored. */
export async function startSession(
  db: Kysely<Database>,
  reply: FastifyReply,
  options: { userId: string; rememberMe: boolean; secureCookie: boolean; now: number },
): Promise<number> {
  const token = newSecret();
  const length = options.rememberMe ? REMEMBER_ME_LENGTH_MS : SESSION_LENGTH_MS;
  const expiresAt = options.now + length;
  await insertSession(db, {
    tokenHash: hashSecret(token),
    userId: options.userId,
    rememberMe: options.rememberMe,
    createdAt: options.now,
    lastAccessAt: options.now,
    expiresAt,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secureCookie,
    path: '/',
    // The cookie lives no longer than its session: 8 hours, or 30 days with remember-me.
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

/** Ends the request's session, if any, and clears the cookie. */
export async function endSession(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(db, hashSecret(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
