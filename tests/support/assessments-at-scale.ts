import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { seedDatabase } from '../../src/server/seed/seed-database.server';
import { isPostgres } from '../../src/server/store/dialect.server';
import { rebuildKeptFigures } from '../../src/server/store/kept-figures.server';
import type { Database } from '../../src/server/store/schema.server';
import type { TestDatabase } from './databases';

/** The assessments table's columns but those a copy gets anew. */
async function copiedColumns(db: Kysely<Database>): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'assessments'`.execute(db)
    : await sql<{ name: string }>`select name from pragma_table_info('assessments')`.execute(db);
  return rows.map((row) => row.name).filter((name) => !['id', 'seq', 'access_key_hash', 'series_id'].includes(name));
}

/**
 * Copies the database's assessments (each with a new id, key and list position, in no series, without their levels'
 * rows, which the refresh writes anew) until there are `total`.
 */
export async function copyAssessmentsUpTo(db: Kysely<Database>, total: number): Promise<void> {
  const columns = (await copiedColumns(db)).map((name) => sql.ref(name));
  const newId = isPostgres(db)
    ? sql`gen_random_uuid()::text`
    : sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-a' || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;
  const newKey = isPostgres(db) ? sql`md5(random()::text) || md5(random()::text)` : sql`lower(hex(randomblob(32)))`;
  for (;;) {
    const row = await db.selectFrom('assessments').select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('seq').as('last')]).executeTakeFirstOrThrow();
    const missing = total - Number(row.count);
    if (missing <= 0) return;
    await db.transaction().execute(async (trx) => {
      // PostgreSQL's triggers that keep the dashboard's figures would take minutes over the copies; the figures are
      // counted once afterwards instead (SQLite's take seconds).
      if (isPostgres(db)) await sql`set local session_replication_role = replica`.execute(trx);
      await sql`insert into assessments (${sql.join(columns)}, id, seq, access_key_hash, series_id)
        select ${sql.join(columns)}, ${newId}, seq + ${Number(row.last)}, ${newKey}, null from assessments order by seq limit ${missing}`.execute(trx);
    });
  }
  await rebuildKeptFigures(db);
}

/**
 * Makes `count` of the completed detailed assessments with a dated alternate control have passed every review date
 * (each date moved ten years back), as if the server had been stopped a long while.
 */
export async function lapseAlternateControls(db: Kysely<Database>, count: number): Promise<void> {
  const chosen = db.selectFrom('assessments').select('id').where('next_review_on', 'is not', null).orderBy('seq').limit(count);
  // The ids first, then 500 at a time: one statement naming them all would pass the databases' limits on parameters.
  const ids = (await chosen.execute()).map((row) => row.id);
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .updateTable('assessments')
      .set({
        requirement_outcomes: sql`replace(requirement_outcomes, '"reviewBy":"202', '"reviewBy":"201')`,
        next_review_on: '2016-01-01',
      })
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
  }
}

/** A check of the health route: how long it took to answer, and when it was sent (ms after the server was started). */
export interface HealthCheck {
  sentAt: number;
  ms: number;
}

/**
 * Fills a fresh database with `total` assessments: `seeded` sample assessments from the seed, then copies of them made
 * in SQL, which takes seconds where seeding them all would take minutes.
 */
export async function fillAssessments(database: Pick<TestDatabase, 'db' | 'env'>, total: number, seeded: number): Promise<void> {
  const { env } = database;
  const target = env.DATABASE_URL ? { kind: 'postgres' as const, url: env.DATABASE_URL } : { kind: 'sqlite' as const, file: path.join(env.E8_DATA_DIR, 'e8.sqlite') };
  await seedDatabase(target, { count: seeded, seedValue: 40 });
  await copyAssessmentsUpTo(database.db, total);
}

/** What a server process did from its start: the health checks answered (in order), and when `until` was first logged. */
export interface StartUpWatch {
  checks: HealthCheck[];
  /** Milliseconds after the start when the log first matched `until`; undefined when it never did. */
  untilAt: number | undefined;
  output: string;
}

/**
 * Starts the server bundle `main` on a database and sends GET /api/health every 25 ms from the moment the process
 * starts, until its log matches `until` (or `timeoutMs` passes, or it exits); then stops it.
 */
export async function watchStartUp(main: string, env: TestDatabase['env'] & { PORT: string }, until: RegExp, timeoutMs: number): Promise<StartUpWatch> {
  const started = performance.now();
  const child = spawn(process.execPath, [main], { env: { ...process.env, ...env, LOG_LEVEL: 'info' }, stdio: 'pipe' });
  let output = '';
  let untilAt: number | undefined;
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (untilAt === undefined && until.test(output)) untilAt = performance.now() - started;
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const checks: HealthCheck[] = [];
  try {
    while (untilAt === undefined && performance.now() - started < timeoutMs && child.exitCode === null) {
      const sentAt = performance.now() - started;
      try {
        const response = await fetch(`http://127.0.0.1:${env.PORT}/api/health`, { signal: AbortSignal.timeout(120_000) });
        if (response.ok) checks.push({ sentAt, ms: performance.now() - started - sentAt });
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
  }
  return { checks, untilAt, output };
}
