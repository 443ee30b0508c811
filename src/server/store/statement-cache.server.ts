import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';

/** How many distinct SQL texts keep their prepared statement; the store has far fewer queries than this. */
const CACHE_SIZE = 256;

/**
 * better-sqlite3 for Kysely, with each SQL text prepared once. Kysely's SQLite driver prepares every
 * query again on each call, which took a large share of a request's time; the
 * store's queries are a small fixed set, so their statements are kept, the oldest dropped past 256.
 * Safe because better-sqlite3 runs one statement at a time on the process's one connection.
 */
export function withStatementCache(sqlite: SqliteDatabase): { close(): void; prepare(sql: string): Statement } {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        const oldest = statements.keys().next();
        if (statements.size >= CACHE_SIZE && !oldest.done) statements.delete(oldest.value);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
