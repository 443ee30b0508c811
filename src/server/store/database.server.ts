import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.server';
import { withStatementCache } from './statement-cache.server';

/** Which database a store talks to. */
export type DatabaseKind = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded SQLite file `e8.sqlite` in dataDir. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Told when PostgreSQL drops an idle connection (a restart, a failover); the pool reconnects by itself. */
  onConnectionLost?: (error: Error) => void;
}): OpenDatabase {
  if (options.databaseUrl) {
    // A request fails within 5 s when PostgreSQL is away, instead of waiting for a connection for ever.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // Without listeners, a connection closed by the server (idle, or busy with a query) would crash the
    // process. The query in flight fails on its own and is answered with 503; the pool reconnects later.
    const onLost = options.onConnectionLost ?? ((error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    pool.on('error', onLost);
    pool.on('connect', (client) => client.on('error', onLost));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'e8.sqlite'));
  // WAL lets readers carry on while a write is in progress; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }), kind: 'sqlite' };
}

/** Answers when the database does: the health check's query. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
