import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.server';

/**
 * Per-address rate limits counted in the database, so that instances sharing PostgreSQL share one budget
 * per address and limit. A row per key (the limit's name and the client's address key): the requests
 * counted in the current window and when that window ends. A request past the end starts a new window.
 *
 * There is no index on `reset_at`: the daily pruning scans this small table once, while every limited
 * request updates a row, and with only the primary key indexed PostgreSQL can update in place. On
 * PostgreSQL the table is unlogged: the counts are not written to the write-ahead log, and a crash or a
 * fail-over to a standby starts them again from zero, which costs an attacker's budget a minute at most.
 * SQLite creates the table too (one schema for both), but a single SQLite instance counts in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema.createTable('rate_limit_counters');
  if (isPostgres(db)) table = table.modifyFront(sql`unlogged`);
  await table
    .addColumn('key', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('reset_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
