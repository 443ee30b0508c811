import { sql, Transaction, type Kysely } from 'kysely';
import type { Database } from './schema.server';

/**
 * Runs `work` in a transaction: a transaction of its own, or, when `db` is already one, a savepoint
 * inside it. A store function that keeps several statements together can so be called alone or as part
 * of a larger change (an audited one, audited-change.server.ts): nested, it fails as it did alone (its
 * own statements undone, the error passed on) and commits only with the change around it.
 * Kysely refuses `transaction()` on a transaction, which is why nesting takes a savepoint instead.
 */
export async function inTransaction<Result>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<Result>): Promise<Result> {
  if (!(db instanceof Transaction)) return db.transaction().execute(work);
  const trx: Transaction<Database> = db;
  await sql`savepoint nested_change`.execute(trx);
  try {
    const result = await work(trx);
    await sql`release nested_change`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to nested_change`.execute(trx);
    await sql`release nested_change`.execute(trx);
    throw error;
  }
}
