import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../../src/server/store/database.server';
import { migrateToLatest } from '../../src/server/store/migrate.server';
import type { Database } from '../../src/server/store/schema.server';

/** PostgreSQL server the tests create their throwaway databases on (trust auth on CI machines). */
export const TEST_POSTGRES_URL = process.env.E8_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  db: Kysely<Database>;
  /** Where it is, as the server's settings name it: for a test that starts the server process on it. */
  env: { E8_DATA_DIR: string; DATABASE_URL: string };
  /** Drops the database (PostgreSQL) or removes its folder (SQLite). */
  cleanup: () => Promise<void>;
}

/** How a test database starts: migrated to the latest schema unless a test of a migration asks for it empty. */
export interface FreshDatabaseOptions {
  migrated?: boolean;
}

/** A fresh SQLite file in its own temporary folder, migrated unless asked otherwise. */
export async function freshSqlite({ migrated = true }: FreshDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-test-'));
  const { db } = openDatabase({ dataDir });
  if (migrated) await migrateToLatest(db);
  return {
    db,
    env: { E8_DATA_DIR: dataDir, DATABASE_URL: '' },
    cleanup: async () => {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh PostgreSQL database of its own, migrated unless asked otherwise. If PostgreSQL cannot be reached this throws:
 * the tests fail rather than skip.
 */
export async function freshPostgres({ migrated = true }: FreshDatabaseOptions = {}): Promise<TestDatabase> {
  const name = `e8_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${TEST_POSTGRES_URL}: ${String(error)}`);
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const { db } = openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir(), onConnectionLost: () => undefined });
  if (migrated) await migrateToLatest(db);
  return {
    db,
    env: { E8_DATA_DIR: os.tmpdir(), DATABASE_URL: url.toString() },
    cleanup: async () => {
      await db.destroy();
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const BOTH_DATABASES = [
  { name: 'SQLite', open: freshSqlite },
  { name: 'PostgreSQL', open: freshPostgres },
] as const;

/**
 * The databases the suites run against, `describe.each(DATABASES)`: both, unless E8_TEST_DATABASES names one. CI's
 * second run of the suites, on Node 24, names SQLite: PostgreSQL's driver is plain JavaScript, already run against
 * every suite on Node 20, while SQLite's is the native module that differs by Node (decision 078).
 */
export const DATABASES = chosenDatabases(process.env.E8_TEST_DATABASES);

function chosenDatabases(named: string | undefined): readonly (typeof BOTH_DATABASES)[number][] {
  if (named === undefined || named === '') return BOTH_DATABASES;
  const chosen = BOTH_DATABASES.filter((database) => database.name === named);
  if (chosen.length === 0) throw new Error(`E8_TEST_DATABASES must be SQLite or PostgreSQL, not "${named}"`);
  return chosen;
}

/** A table of the app's own (not the migrator's). */
export type AppTable = Exclude<keyof Database, 'kysely_migration' | 'kysely_migration_lock'>;

/** The database of a suite, open from its beforeAll until its afterAll. */
export interface SuiteDatabase {
  readonly db: Kysely<Database>;
  /** Deletes every row of the tables, in the order given (rows that point at others first). */
  empty(...tables: AppTable[]): Promise<void>;
}

/**
 * Opens a fresh database before a suite's tests and removes it after them. Call it first in the
 * describe block: vitest runs after-hooks in reverse order, so an app built on the database in a later
 * beforeAll is closed, in its afterAll, before the database goes.
 */
export function useTestDatabase(open: () => Promise<TestDatabase> = freshSqlite): SuiteDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  const opened = () => {
    if (!database) throw new Error('The test database opens in beforeAll: use it inside a hook or a test.');
    return database.db;
  };
  return {
    get db() {
      return opened();
    },
    empty: async (...tables) => {
      for (const table of tables) await opened().deleteFrom(table).execute();
    },
  };
}
