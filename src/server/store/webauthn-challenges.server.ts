import type { Kysely } from 'kysely';
import type { Database } from './schema.server';

/** What a WebAuthn challenge was made for: adding a passkey, signing in with one, or the second step after a password. */
export type ChallengePurpose = 'register' | 'sign-in' | 'second-step';

/** A challenge taken back from the store: its value and the account it was made for (null for a passkey sign-in). */
export interface TakenChallenge {
  challenge: string;
  userId: string | null;
}

/** Stores a challenge the browser's authenticator must sign, until `expiresAt`. */
export async function insertChallenge(
  db: Kysely<Database>,
  challenge: { id: string; challenge: string; userId: string | null; purpose: ChallengePurpose; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('webauthn_challenges')
    .values({ id: challenge.id, challenge: challenge.challenge, user_id: challenge.userId, purpose: challenge.purpose, expires_at: challenge.expiresAt })
    .execute();
}

/**
 * Takes a challenge for one use: reads it and deletes it, and answers it only when this request's delete
 * removed the row (so two answers sent at once cannot both use it), it was made for this purpose and it
 * has not expired. A challenge of another purpose is left alone.
 */
export async function takeChallenge(db: Kysely<Database>, id: string, purpose: ChallengePurpose, now: number): Promise<TakenChallenge | undefined> {
  const row = await db.selectFrom('webauthn_challenges').selectAll().where('id', '=', id).where('purpose', '=', purpose).executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom('webauthn_challenges').where('id', '=', id).where('purpose', '=', purpose).executeTakeFirst();
  if (deleted.numDeletedRows === 0n || Number(row.expires_at) <= now) return undefined;
  return { challenge: row.challenge, userId: row.user_id };
}

/** Removes challenges expired by `now`; returns how many. */
export async function deleteExpiredChallenges(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
