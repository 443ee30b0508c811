import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether a Kysely instance talks to PostgreSQL (otherwise SQLite): for the few statements that differ. */
export function isPostgres<Tables>(db: Kysely<Tables>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
