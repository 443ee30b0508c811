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

/**
 * Takes a reset token out of the store: returns its user and expiry only to the one caller that
 * deleted it, so two requests racing with the same token cannot both use it.
 */
export async function consumeResetToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<{ userId: string; username: string; expiresAt: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('password_reset_tokens')
      .innerJoin('support_users', 'support_users.id', 'password_reset_tokens.user_id')
      .select(['password_reset_tokens.user_id', 'support_users.username', 'password_reset_tokens.expires_at'])
      .where('password_reset_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const deleted = await trx.deleteFrom('password_reset_tokens').where('token_hash', '=', tokenHash).executeTakeFirst();
    if (deleted.numDeletedRows !== 1n) return undefined;
    return { userId: row.user_id, username: row.username, expiresAt: Number(row.expires_at) };
  });
}

/** Removes every reset token of a user (a used token, and any others issued before it). */
export async function deleteResetTokensOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}

/** Removes reset tokens expired by `now` (a used token is already gone); returns how many. */
export async function deleteExpiredResetTokens(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When the user's newest reset token was made, if the user has one. */
export async function latestResetTokenCreatedAt(db: Kysely<Database>, userId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.max('created_at').as('created_at'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.created_at === null || row?.created_at === undefined ? undefined : Number(row.created_at);
}
