import type { Kysely } from 'kysely';
import type { Database } from './schema.server';

/**
 * Replaces an assessment's access key (its hash) with a new one, but only while the stored hash is still
 * `currentHash` (a respondent's replace) or whatever it is (`currentHash` null: a consultant's fresh link).
 * Answers whether a row was changed: false for an assessment that is gone, or whose key was replaced by
 * someone else in between, so two replaces at once never both believe their key is the one kept.
 */
export async function replaceAccessKeyHash(db: Kysely<Database>, id: string, currentHash: string | null, newHash: string): Promise<boolean> {
  let update = db.updateTable('assessments').set({ access_key_hash: newHash }).where('id', '=', id);
  if (currentHash !== null) update = update.where('access_key_hash', '=', currentHash);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
