/**
 * `npx tsx bench/work-queue.ts [--count N] [--database sqlite|postgres] [--runs R]`: what the dashboard's work queue
 * and the list's owner and overdue filters cost with N seeded assessments (default 100,000). Seeds a fresh SQLite file
 * or a throwaway PostgreSQL database with `npm run seed`'s sample data, gives a fifth of the assessments an owner (one
 * of five consultants) and a next-action day within 60 days either side of today, then times R runs (default 200) of
 * the work-queue statement, its parts (the counts by status both kept and recounted from the rows) and the first list
 * page of each filter, with the indexes of migration 027 and then without them, and prints p50 and p99. Removes the
 * database at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { listAssessmentPage } from '../src/server/store/assessment-list.server';
import { openDatabase } from '../src/server/store/database.server';
import { isPostgres } from '../src/server/store/dialect.server';
import type { Database } from '../src/server/store/schema.server';
import { recountFollowUpStatuses, workQueueCounts } from '../src/server/store/work-queue.server';
import { seedDatabase } from '../src/server/seed/seed-database.server';
import { scratchPostgres } from './api';

const { values: options } = parseArgs({ options: { count: { type: 'string', default: '100000' }, database: { type: 'string', default: 'sqlite' }, runs: { type: 'string', default: '200' } } });
const COUNT = Number(options.count);
const RUNS = Number(options.runs);
const NOW = Date.UTC(2026, 10, 27, 2);
const TODAY = '2026-11-27';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function time(label: string, work: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  console.log(`${label}: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`);
}

/** A fifth of the assessments get an owner and a next-action day, spread over 60 days either side of today. */
async function assignFollowUps(db: Kysely<Database>): Promise<void> {
  const day = (offset: string) =>
    isPostgres(db) ? sql.raw(`to_char(date '${TODAY}' + (${offset})::int, 'YYYY-MM-DD')`) : sql.raw(`date('${TODAY}', (${offset}) || ' days')`);
  await sql`
    update assessments
    set follow_up_owner = 'consultant-' || ((seq / 5) % 5), next_action_on = ${day('((seq / 5) % 121) - 60')}
    where seq % 5 = 0
  `.execute(db);
  await sql.raw(isPostgres(db) ? 'vacuum analyze assessments' : 'analyze').execute(db);
}

async function measure(db: Kysely<Database>, label: string): Promise<void> {
  await time(`${label} work queue`, () => workQueueCounts(db, { today: TODAY, owner: 'consultant-0' }));
  await time(`${label}   by status alone, kept`, () => sql`select follow_up_status, sum(count) from dashboard_follow_up group by follow_up_status`.execute(db));
  await time(`${label}   by status alone, recounted`, () => recountFollowUpStatuses(db));
  await time(`${label}   overdue alone`, () => sql`select count(*) from assessments where next_action_on < ${TODAY} and follow_up_status not in ('won', 'lost')`.execute(db));
  await time(`${label}   mine alone`, () => sql`select count(*) from assessments where follow_up_owner = 'consultant-0'`.execute(db));
  await time(`${label} list, overdue, page 1`, () => listAssessmentPage(db, { overdueOn: TODAY }, { offset: 0, limit: 10 }));
  await time(`${label} list, owner, page 1`, () => listAssessmentPage(db, { owner: 'consultant-0' }, { offset: 0, limit: 10 }));
}

async function main(): Promise<void> {
  const postgres = options.database === 'postgres';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-work-queue-'));
  const scratch = postgres ? await scratchPostgres() : undefined;
  const url = scratch?.url ?? '';
  try {
    const seeded = performance.now();
    await seedDatabase(postgres ? { kind: 'postgres', url } : { kind: 'sqlite', file: path.join(dataDir, 'e8.sqlite') }, { count: COUNT, seedValue: 7, now: NOW });
    console.log(`Seeded ${COUNT.toLocaleString('en-AU')} assessments on ${postgres ? 'PostgreSQL' : 'SQLite'} in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const { db } = openDatabase(postgres ? { databaseUrl: url, dataDir } : { dataDir });
    try {
      await assignFollowUps(db);
      const counts = await workQueueCounts(db, { today: TODAY, owner: 'consultant-0' });
      console.log(`By status ${JSON.stringify(Object.fromEntries(counts.byStatus))}; overdue ${counts.overdue}; consultant-0's ${counts.assignedToMe}`);
      await measure(db, 'With the indexes:');
      for (const index of ['assessments_by_follow_up', 'assessments_by_next_action', 'assessments_by_owner']) await sql.raw(`drop index ${index}`).execute(db);
      await sql.raw(isPostgres(db) ? 'analyze assessments' : 'analyze').execute(db);
      await measure(db, 'Without them:');
    } finally {
      await db.destroy();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

await main();
