import type { Kysely } from 'kysely';
import type { Database } from './schema.server';

/** Stores the hash of a new reset token. */
export async function insertResetToken(
  db: Kysely<Database>,
  token: { tokenHash: string; userId: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ token_hash: token.tokenHash, user_id: token.userId, created_at: token.createdAt, expires_at: token.expiresAt })
    .execute();
}

/** The user id and expiry of a reset token, by its hash. */
export async function findResetToken(db: Kysely<Database>, tokenHash: string): Promise<{ userId: string; expiresAt: number } | undefined> {
  const row = await db.selectFrom('password_reset_tokens').select(['user_id', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
  return row ? { userId: row.user_id, expiresAt: Number(row.expires_at) } : undefined;
}

/** Removes every reset token of a user (a used token, and any others issued before it). */
export async function deleteResetTokensOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}
