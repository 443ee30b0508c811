import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { rebuildKeptFigures } from '../store/kept-figures.server';
import { migrateToLatest } from '../store/migrate.server';
import type { Database } from '../store/schema.server';
import { loadIntoPostgres } from './load-postgres.server';
import { loadIntoSqlite } from './load-sqlite.server';
import type { LoadOptions, LoadTimes } from './load-times.server';
import { randomNumbers } from './random-numbers.server';
import { sampleAssessments, type SampleAssessment } from './sample-assessments.server';

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
  load(samples: Iterator<SampleAssessment>, options: LoadOptions): Promise<LoadTimes>;
}

function openTarget(target: SeedTarget): OpenTarget {
  if (target.kind === 'postgres') {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url, max: 1 }) }) });
    return { db, load: (samples, options) => loadIntoPostgres(target.url, samples, options) };
  }
  fs.mkdirSync(path.dirname(path.resolve(target.file)), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, load: async (samples, options) => loadIntoSqlite(sqlite, samples, options) };
}

/**
 * Adds `count` realistic sample assessments to a database, after what is there: migrates it first,
 * loads the rows in bulk, then recounts the figures the database keeps (the list counts and any
 * other), which the bulk load went around. For demonstrations and benchmarks at scale.
 */
export async function seedDatabase(target: SeedTarget, options: SeedOptions): Promise<SeedReport> {
  if (!Number.isInteger(options.count) || options.count < 1) throw new RangeError(`The number of assessments to seed must be a whole number of at least 1, not ${options.count}.`);
  const { db, load } = openTarget(target);
  try {
    await migrateToLatest(db);
    const samples = sampleAssessments(randomNumbers(options.seedValue), options.count, options.now ?? Date.now());
    const times = await load(samples, { count: options.count, onProgress: options.onProgress });
    const recounting = performance.now();
    await rebuildKeptFigures(db);
    return { count: options.count, ...times, figuresSeconds: (performance.now() - recounting) / 1000 };
  } finally {
    await db.destroy();
  }
}
