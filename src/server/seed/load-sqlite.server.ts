import type SQLite from 'better-sqlite3';
import type { ColumnValue } from './seed-rows.server';
import type { SampleBatches } from './sample-batches.server';
import type { LoadOptions, LoadTimes } from './load-times.server';

/** The page cache while loading, in KiB: room for the primary keys' indexes of a few million assessments. */
const CACHE_KIB = 1024 * 1024;

interface SavedSchemaObject {
  name: string;
  sql: string;
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function insertStatement(database: SQLite.Database, table: string, columns: readonly string[]): SQLite.Statement<[ColumnValue[]]> {
  return database.prepare<[ColumnValue[]]>(`insert into ${table} (${columns.map(quoted).join(', ')}) values (${columns.map(() => '?').join(', ')})`);
}

/**
 * Loads `count` sample assessments into an SQLite database in one transaction, with one prepared
 * statement per table. The triggers and the indexes that are not unique on the two tables are dropped
 * while loading and recreated from their saved definitions (read from sqlite_master, so ones a later
 * migration adds are covered), as building an index once is far quicker than updating it row by row.
 * The rows arrive in batches of values, made in a worker thread meanwhile; each level row belongs to an
 * assessment of its batch, written just before, so foreign keys are not checked.
 */
export async function loadIntoSqlite(database: SQLite.Database, batches: SampleBatches, options: LoadOptions): Promise<LoadTimes> {
  database.pragma('synchronous = OFF');
  database.pragma('foreign_keys = OFF');
  // Ids are random, so each row lands on a random page of the primary keys' indexes: with SQLite's
  // default 2 MB of cache nearly every row read a page back from the file.
  database.pragma(`cache_size = -${CACHE_KIB}`);
  database.exec('begin immediate');
  try {
    const triggers = database
      .prepare<[], SavedSchemaObject>(`select name, sql from sqlite_master where type = 'trigger' and tbl_name in ('assessments', 'assessment_controls')`)
      .all();
    const indexes = database
      .prepare<[], SavedSchemaObject>(`
        select m.name, m.sql from sqlite_master m join pragma_index_list(m.tbl_name) l on l.name = m.name
        where m.type = 'index' and m.tbl_name in ('assessments', 'assessment_controls') and m.sql is not null and l."unique" = 0`)
      .all();
    for (const trigger of triggers) database.exec(`drop trigger ${quoted(trigger.name)}`);
    for (const index of indexes) database.exec(`drop index ${quoted(index.name)}`);

    const loading = performance.now();
    const last = database.prepare<[], { last: number | null }>('select max(seq) as last from assessments').get();
    // Prepared on the first batch that has rows for them: every batch names the same columns.
    let insertAssessment: SQLite.Statement<[ColumnValue[]]> | undefined;
    let insertControl: SQLite.Statement<[ColumnValue[]]> | undefined;
    let done = 0;
    for await (const batch of batches((last?.last ?? 0) + 1, 'values')) {
      if (batch.form !== 'values') throw new TypeError('The SQLite loader takes rows of values.');
      insertAssessment ??= insertStatement(database, 'assessments', batch.columns);
      for (const row of batch.assessments) insertAssessment.run(row);
      if (batch.controls.length > 0) insertControl ??= insertStatement(database, 'assessment_controls', batch.controlColumns);
      for (const row of batch.controls) insertControl?.run(row);
      done += batch.count;
      options.onProgress?.(done);
    }
    const loadSeconds = (performance.now() - loading) / 1000;

    const indexing = performance.now();
    for (const index of indexes) database.exec(index.sql);
    for (const trigger of triggers) database.exec(trigger.sql);
    database.exec('commit');
    database.exec('analyze');
    return { loadSeconds, indexSeconds: (performance.now() - indexing) / 1000 };
  } catch (error) {
    if (database.inTransaction) database.exec('rollback');
    throw error;
  }
}
