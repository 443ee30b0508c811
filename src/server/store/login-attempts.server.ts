import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.server';

/** Who a sign-in attempt is counted against: a username key from one client address. */
export interface AttemptSource {
  usernameKey: string;
  address: string;
}

/** Records a sign-in attempt against a username key and client address; returns its id. */
export async function insertLoginAttempt(db: Kysely<Database>, source: AttemptSource, at: number): Promise<string> {
  const id = randomUUID();
  await db.insertInto('login_attempts').values({ id, username_key: source.usernameKey, address: source.address, attempted_at: at }).execute();
  return id;
}

/** Removes one recorded attempt (one refused by the lockout, which must not extend it). */
export async function deleteLoginAttempt(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

/** Recorded attempts for a username key from one address since a moment, other than the one given, newest first. */
export async function otherAttemptsSince(db: Kysely<Database>, source: AttemptSource, since: number, exceptId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('attempted_at')
    .where('username_key', '=', source.usernameKey)
    .where('address', '=', source.address)
    .where('attempted_at', '>', since)
    .where('id', '!=', exceptId)
    .orderBy('attempted_at', 'desc')
    .execute();
  return rows.map((row) => Number(row.attempted_at));
}

/** Forgets the failed sign-ins of a username key from one address (after a successful sign-in from it). */
export async function clearFailedLoginsFrom(db: Kysely<Database>, source: AttemptSource): Promise<void> {
  await db.deleteFrom('login_attempts').where('username_key', '=', source.usernameKey).where('address', '=', source.address).execute();
}

/** Forgets every failed sign-in of a username key, from any address (after its password is changed). */
export async function clearFailedLogins(db: Kysely<Database>, usernameKey: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username_key', '=', usernameKey).execute();
}

/** Removes attempts made at or before a moment (older than the lockout window, so never counted again); returns how many. */
export async function deleteLoginAttemptsUpTo(db: Kysely<Database>, moment: number): Promise<number> {
  const result = await db.deleteFrom('login_attempts').where('attempted_at', '<=', moment).executeTakeFirst();
  return Number(result.numDeletedRows);
}
