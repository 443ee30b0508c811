import type { Kysely, Selectable } from 'kysely';
import { SESSION_STAGES, type Role, type SessionStage } from '../../domain/roles';
import type { Database, SessionsTable } from './schema.server';
import { storedRole } from './support-users.server';

/** A session, found by the hash of its cookie token, with its user's name and role. */
export interface SessionRecord {
  tokenHash: string;
  userId: string;
  username: string;
  role: Role;
  stage: SessionStage;
  rememberMe: boolean;
  createdAt: number;
  lastAccessAt: number;
  expiresAt: number;
  /** The client address and browser it was started from ('' for sessions older than migration 014). */
  address: string;
  userAgent: string;
}

/** A stored stage; anything unknown reads as still waiting for a second step, which reaches nothing. */
function storedStage(stage: string): SessionStage {
  return (SESSION_STAGES as readonly string[]).includes(stage) ? (stage as SessionStage) : 'second-step';
}

/** The columns of a stored session that read the same wherever it is listed. */
type StoredSessionColumns = Pick<Selectable<SessionsTable>, 'token_hash' | 'remember_me' | 'created_at' | 'last_access_at' | 'expires_at' | 'address' | 'user_agent'>;

/** A stored session as the store gives it, without its user: the times as numbers, "remember me" as a boolean. */
function sessionFromRow(row: StoredSessionColumns): UserSession {
  return {
    tokenHash: row.token_hash,
    rememberMe: Number(row.remember_me) === 1,
    createdAt: Number(row.created_at),
    lastAccessAt: Number(row.last_access_at),
    expiresAt: Number(row.expires_at),
    address: row.address,
    userAgent: row.user_agent,
  };
}

/** Stores a new session. */
export async function insertSession(db: Kysely<Database>, session: Omit<SessionRecord, 'username' | 'role'>): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      remember_me: session.rememberMe ? 1 : 0,
      created_at: session.createdAt,
      last_access_at: session.lastAccessAt,
      expires_at: session.expiresAt,
      stage: session.stage,
      address: session.address,
      user_agent: session.userAgent.slice(0, 300),
    })
    .execute();
}

/** The session with this token hash, expired or not, with its user's name and role; none when the user is disabled. */
export async function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string): Promise<SessionRecord | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('support_users', 'support_users.id', 'sessions.user_id')
    .select([
      'sessions.token_hash',
      'sessions.user_id',
      'support_users.username',
      'support_users.role',
      'sessions.stage',
      'sessions.remember_me',
      'sessions.created_at',
      'sessions.last_access_at',
      'sessions.expires_at',
      'sessions.address',
      'sessions.user_agent',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    // A disabled account's sessions stop at once, even before they are deleted.
    .where('support_users.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...sessionFromRow(row), userId: row.user_id, username: row.username, role: storedRole(row.role), stage: storedStage(row.stage) };
}

/**
 * The username of a disabled account whose signed-in session, unexpired at `now`, has this token hash;
 * undefined for any other token. A disabled account's sessions are never found by `findSessionByTokenHash`;
 * this tells such a request apart from a stranger's, so a consultant disabled mid-review is told why.
 */
export async function disabledAccountOfSession(db: Kysely<Database>, tokenHash: string, now: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('support_users', 'support_users.id', 'sessions.user_id')
    .select('support_users.username')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.stage', '=', 'signed-in')
    .where('sessions.expires_at', '>', now)
    .where('support_users.disabled_at', 'is not', null)
    .executeTakeFirst();
  return row?.username;
}

/** Records that a session was just used. */
export async function touchSession(db: Kysely<Database>, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_access_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** Ends one session. */
export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a user (after a password change, a change of second factors, or disabling the account). */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Removes the sessions of an account still waiting for their second step (a pending sign-in); returns how many. */
export async function deletePendingSessionsOfUser(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('stage', '=', 'second-step').executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes sessions expired by `now` (a session ends at its expiry time); returns how many. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A signed-in session of a user as the account page lists it. */
export type UserSession = Pick<SessionRecord, 'tokenHash' | 'rememberMe' | 'createdAt' | 'lastAccessAt' | 'expiresAt' | 'address' | 'userAgent'>;

/** A user's signed-in sessions that have not expired by `now`, the most recently used first (pending sign-ins are left out). */
export async function signedInSessionsOfUser(db: Kysely<Database>, userId: string, now: number): Promise<UserSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['token_hash', 'remember_me', 'created_at', 'last_access_at', 'expires_at', 'address', 'user_agent'])
    .where('user_id', '=', userId)
    .where('stage', '=', 'signed-in')
    .where('expires_at', '>', now)
    .orderBy('last_access_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('token_hash')
    .execute();
  return rows.map(sessionFromRow);
}

/** Ends one session, only if it belongs to the user; returns whether it did. */
export async function deleteSessionOfUser(db: Kysely<Database>, userId: string, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of a user but one (signed in or half-way through a sign-in); returns how many ended. */
export async function deleteOtherSessionsOfUser(db: Kysely<Database>, userId: string, keepTokenHash: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '<>', keepTokenHash).executeTakeFirst();
  return Number(result.numDeletedRows);
}
