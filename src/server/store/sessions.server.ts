import type { Kysely } from 'kysely';
import type { Database } from './schema.server';

/** A signed-in session, found by the hash of its cookie token. */
export interface SessionRecord {
  tokenHash: string;
  userId: string;
  username: string;
  rememberMe: boolean;
  createdAt: number;
  lastAccessAt: number;
  expiresAt: number;
}

/** Stores a new session. */
export async function insertSession(db: Kysely<Database>, session: Omit<SessionRecord, 'username'>): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      remember_me: session.rememberMe ? 1 : 0,
      created_at: session.createdAt,
      last_access_at: session.lastAccessAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The session with this token hash and its user's name, expired or not. */
export async function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string): Promise<SessionRecord | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('support_users', 'support_users.id', 'sessions.user_id')
    .select([
      'sessions.token_hash',
      'sessions.user_id',
      'support_users.username',
      'sessions.remember_me',
      'sessions.created_at',
      'sessions.last_access_at',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    username: row.username,
    rememberMe: Number(row.remember_me) === 1,
    createdAt: Number(row.created_at),
    lastAccessAt: Number(row.last_access_at),
    expiresAt: Number(row.expires_at),
  };
}

/** Records that a session was just used. */
export async function touchSession(db: Kysely<Database>, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_access_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** Ends one session. */
export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a user (after a password reset). */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Removes sessions expired by `now` (a session ends at its expiry time); returns how many. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
