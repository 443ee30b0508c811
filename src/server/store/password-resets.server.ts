import type { Kysely } from 'kysely';
import type { Database } from './schema.server';
import { inTransaction } from './transaction.server';

/**
 * Stores the hash of a user's new reset token in place of any older one, unless the older one was
 * made after `replaceMadeBefore`: one statement, so requests at the same moment cannot both win.
 * True when the new token was stored (and its link is to be sent).
 */
export async function replaceResetToken(
  db: Kysely<Database>,
  token: { tokenHash: string; userId: string; createdAt: number; expiresAt: number },
  replaceMadeBefore: number,
): Promise<boolean> {
  const stored = await db
    .insertInto('password_reset_tokens')
    .values({ token_hash: token.tokenHash, user_id: token.userId, created_at: token.createdAt, expires_at: token.expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ token_hash: token.tokenHash, created_at: token.createdAt, expires_at: token.expiresAt })
        .where('password_reset_tokens.created_at', '<', replaceMadeBefore),
    )
    .returning('token_hash')
    .executeTakeFirst();
  return stored !== undefined;
}

/**
 * Takes a reset token out of the store: returns its user and expiry only to the one caller that
 * deleted it, so two requests racing with the same token cannot both use it.
 */
export async function consumeResetToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<{ userId: string; username: string; expiresAt: number } | undefined> {
  return inTransaction(db, async (trx) => {
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
