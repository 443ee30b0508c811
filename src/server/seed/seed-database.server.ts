import fs from 'node:fs';
import path from 'node:path';
import SQLite, { type Database as SqliteDatabase } from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { rebuildKeptFigures } from '../store/kept-figures.server';
import { migrateToLatest } from '../store/migrate.server';
import type { Database } from '../store/schema.server';
import { loadIntoPostgres } from './load-postgres.server';
import { loadIntoSqlite } from './load-sqlite.server';
import type { LoadOptions, LoadTimes } from './load-times.server';
import { sampleBatches, type SampleBatches } from './sample-batches.server';

/** Assessments per batch made in the worker and written by the loader (about 11 MB of COPY text). */
const BATCH_SIZE = 5_000;

/** The database to seed: PostgreSQL by URL, or an SQLite file (created, with its folder, if absent). */
export type SeedTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

/** How many assessments to add, from which random numbers, and whom to tell as they go in. */
export interface SeedOptions {
  count: number;
  /** The same value gives the same sample data (apart from ids and access keys, always new). */
  seedValue: number;
  /** The moment the sample data ends at; now unless given. */
  now?: number;
  onProgress?: (done: number) => void;
}

/** What a seed did and how long each part took. */
export interface SeedReport extends LoadTimes {
  count: number;
  /** Recounting every figure the database keeps beside the rows. */
  figuresSeconds: number;
}

/** Whether a --database value names PostgreSQL (a postgres:// or postgresql:// URL) rather than an SQLite file. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

/** A target opened: the store's database for migrating and recounting, and its bulk loader. */
interface OpenTarget {
  db: Kysely<Database>;
  load(batches: SampleBatches, options: LoadOptions): Promise<LoadTimes>;
  /** Puts back anything changed for the load, before the database is closed. */
  finish(): void;
}

/**
 * Switches an SQLite file from the app's write-ahead log to a rollback journal for the load and the recount, when
 * nothing else has it open: in the log every page of a load is written twice, to the log and then back into the file
 * (measured: indexes, statistics and that copy took 28.5 s of a million assessments, 13 s without it). With the app
 * running the switch is refused at once and the load goes through the log. Tells whether it switched.
 */
function useRollbackJournal(sqlite: SqliteDatabase): boolean {
  if (sqlite.pragma('journal_mode', { simple: true }) !== 'wal') return false;
  try {
    sqlite.pragma('journal_mode = DELETE');
    return true;
  } catch {
    return false;
  }
}

function openTarget(target: SeedTarget): OpenTarget {
  if (target.kind === 'postgres') {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url, max: 1 }) }) });
    return { db, load: (batches, options) => loadIntoPostgres(target.url, batches, options), finish: () => undefined };
  }
  fs.mkdirSync(path.dirname(path.resolve(target.file)), { recursive: true });
  // No wait for a lock at first: the switch of journal below is refused at once while the app has the file open.
  const sqlite = new SQLite(target.file, { timeout: 0 });
  let switched: boolean;
  try {
    switched = useRollbackJournal(sqlite);
    sqlite.pragma('busy_timeout = 5000');
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const finish = () => {
    if (switched) sqlite.pragma('journal_mode = WAL');
  };
  return { db, load: (batches, options) => loadIntoSqlite(sqlite, batches, options), finish };
}

/**
 * Adds `count` realistic sample assessments to a database, after what is there: migrates it first,
 * loads the rows in bulk, then recounts the figures the database keeps (the list counts and any
 * other), which the bulk load went around. For demonstrations and benchmarks at scale.
 */
export async function seedDatabase(target: SeedTarget, options: SeedOptions): Promise<SeedReport> {
  if (!Number.isInteger(options.count) || options.count < 1) throw new RangeError(`The number of assessments to seed must be a whole number of at least 1, not ${options.count}.`);
  const { db, load, finish } = openTarget(target);
  try {
    await migrateToLatest(db);
    const now = options.now ?? Date.now();
    const batches: SampleBatches = (firstSeq, form) => sampleBatches({ seedValue: options.seedValue, count: options.count, now, firstSeq, batchSize: BATCH_SIZE, form });
    const times = await load(batches, { count: options.count, onProgress: options.onProgress });
    const recounting = performance.now();
    await rebuildKeptFigures(db);
    return { count: options.count, ...times, figuresSeconds: (performance.now() - recounting) / 1000 };
  } finally {
    try {
      finish();
    } finally {
      await db.destroy();
    }
  }
}
