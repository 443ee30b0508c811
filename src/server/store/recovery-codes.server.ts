import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.server';
import { inTransaction } from './transaction.server';

/** Replaces every recovery code of an account with new ones, given as hashes, in one transaction. */
export async function replaceRecoveryCodes(db: Kysely<Database>, userId: string, codeHashes: readonly string[], now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codeHashes.map((codeHash) => ({ id: randomUUID(), user_id: userId, code_hash: codeHash, created_at: now, used_at: null })))
      .execute();
  });
}

/**
 * Uses an unused recovery code of an account, given by its hash: marks it used in one conditional
 * update, so two requests with the same code cannot both succeed. Whether it was used now.
 */
export async function useRecoveryCode(db: Kysely<Database>, userId: string, codeHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
