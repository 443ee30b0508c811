import type SQLite from 'better-sqlite3';
import { columnValue, rowSource, type ColumnValue, type Row } from './seed-rows.server';
import type { SampleAssessment } from './sample-assessments.server';
import type { LoadOptions, LoadTimes } from './load-times.server';

/** The page cache while loading, in KiB: room for the primary keys' indexes of a few million assessments. */
const CACHE_KIB = 1024 * 1024;

/** How often a loader tells its progress, in assessments. */
const PROGRESS_EVERY = 50_000;

interface SavedSchemaObject {
  name: string;
  sql: string;
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function insertStatement(database: SQLite.Database, table: string, columns: readonly string[]): SQLite.Statement<ColumnValue[]> {
  return database.prepare<ColumnValue[]>(`insert into ${table} (${columns.map(quoted).join(', ')}) values (${columns.map(() => '?').join(', ')})`);
}

function valuesOf(columns: readonly string[], row: Row): ColumnValue[] {
  return columns.map((column) => columnValue(row, column));
}

/**
 * Loads `count` sample assessments into an SQLite database in one transaction, with one prepared
 * statement per table. The triggers and the indexes that are not unique on the two tables are dropped
 * while loading and recreated from their saved definitions (read from sqlite_master, so ones a later
 * migration adds are covered), as building an index once is far quicker than updating it row by row.
 * Each sample's level rows belong to the assessment written just before, so foreign keys are not checked.
 */
export function loadIntoSqlite(database: SQLite.Database, samples: Iterator<SampleAssessment>, options: LoadOptions): LoadTimes {
  database.pragma('journal_mode = WAL');
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
    const source = rowSource(samples, (last?.last ?? 0) + 1);
    const insertAssessment = insertStatement(database, 'assessments', source.columns);
    let controls: { columns: string[]; insert: SQLite.Statement<ColumnValue[]> } | undefined;
    for (let done = 0; done < options.count; done += 1) {
      const rows = source.next();
      insertAssessment.run(...valuesOf(source.columns, rows.assessment));
      for (const control of rows.controls) {
        if (!controls) {
          const columns = Object.keys(control);
          controls = { columns, insert: insertStatement(database, 'assessment_controls', columns) };
        }
        controls.insert.run(...valuesOf(controls.columns, control));
      }
      if ((done + 1) % PROGRESS_EVERY === 0 || done + 1 === options.count) options.onProgress?.(done + 1);
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
