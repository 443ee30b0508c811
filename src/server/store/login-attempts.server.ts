import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.server';

/** Records a failed sign-in (or a reset request for an unknown user) against a username key. */
export async function insertFailedLogin(db: Kysely<Database>, usernameKey: string, at: number): Promise<void> {
  await db.insertInto('login_attempts').values({ id: randomUUID(), username_key: usernameKey, attempted_at: at }).execute();
}

/** Times of failed sign-ins for a username key since a moment, newest first. */
export async function failedLoginsSince(db: Kysely<Database>, usernameKey: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('attempted_at')
    .where('username_key', '=', usernameKey)
    .where('attempted_at', '>', since)
    .orderBy('attempted_at', 'desc')
    .execute();
  return rows.map((row) => Number(row.attempted_at));
}

/** Forgets the failed sign-ins of a username key (after a successful sign-in). */
export async function clearFailedLogins(db: Kysely<Database>, usernameKey: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username_key', '=', usernameKey).execute();
}
