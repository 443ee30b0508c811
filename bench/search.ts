/**
 * `npx tsx bench/search.ts [--count N] [--database URL] [--runs R]`: how long a support search takes
 * with N stored assessments (default 1,000,000). Fills a fresh database (a temporary SQLite file, or a
 * throwaway database on the PostgreSQL server of URL) with people and organisations whose names repeat
 * as real ones do, then times the list's first and twentieth page for rare, middling and common
 * searches, short ones, with and without a status filter, and prints p50 and p99. Removes the database
 * at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql, type Insertable, type Kysely } from 'kysely';
import pg from 'pg';
import { assessmentSearchText } from '../src/domain/search-text';
import { listAssessmentPage, type AssessmentFilter, type ListOrder } from '../src/server/store/assessment-list.server';
import { openDatabase } from '../src/server/store/database.server';
import { isPostgres } from '../src/server/store/dialect.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import type { AssessmentsTable, Database } from '../src/server/store/schema.server';

const { values: options } = parseArgs({ options: { count: { type: 'string', default: '1000000' }, database: { type: 'string' }, runs: { type: 'string', default: '100' } } });
const COUNT = Number(options.count);
const RUNS = Number(options.runs);

/** A deterministic sequence of numbers in [0, 1) (mulberry32), so every run stores the same names. */
function randomNumbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}
const random = randomNumbers(33);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const SYLLABLES = ['ka', 'ro', 'mi', 'ten', 'sul', 'va', 'bri', 'dan', 'el', 'mor', 'qui', 'sto', 'lin', 'ha', 'pe', 'wu', 'zor', 'fen', 'gal', 'ot'];
const SURNAMES = Array.from({ length: 2000 }, (_, index) => {
  const word = SYLLABLES[index % 20]! + SYLLABLES[Math.floor(index / 20) % 20]! + SYLLABLES[Math.floor(index / 400) % 20]!;
  return word[0]!.toUpperCase() + word.slice(1);
});
const FIRST_NAMES = [...'Ada Ben Chloé Dmitri Émile Fatima Grace Hiro Inès Jack Kai Léa Mia Noah Olivia Priya Quinn Raphaël Sofia Tom Uma Vikram Wen Xavier Yusuf Zoë'.split(' ')];
const ORG_WORDS = ['Acme', 'Southern', 'Harbour', 'Blue Gum', 'Coastal', 'Outback', 'Metro', 'Summit', 'École', 'Müller', 'Kangaroo', 'Pacific', 'Granite', 'Wattle'];
const ORG_KINDS = ['Logistics', 'Health', 'Legal', 'Engineering', 'Consulting', 'Retail', 'Education', 'Finance', 'Foods', 'Energy'];
const ORG_ENDINGS = ['Pty Ltd', 'Pty Ltd', 'Pty Ltd', 'Group', 'Holdings', 'Partners', 'Co', 'Supérieure'];
const MAIL_HOSTS = ['gmail.com', 'gmail.com', 'outlook.com', 'bigpond.com'];

function storedRow(seq: number): Insertable<AssessmentsTable> {
  const first = pick(FIRST_NAMES);
  const surname = pick(SURNAMES);
  const organisation = `${pick(ORG_WORDS)} ${pick(ORG_KINDS)} ${pick(ORG_ENDINGS)}`;
  const host = random() < 0.6 ? pick(MAIL_HOSTS) : `${organisation.split(' ')[0]!.toLowerCase()}.example`;
  const email = `${first.toLowerCase()}.${surname.toLowerCase()}${Math.floor(random() * 100)}@${host}`;
  const respondent = `${first} ${surname}`;
  return {
    id: `${seq.toString(16).padStart(8, '0')}-0000-4000-8000-${randomBytes(6).toString('hex')}`,
    seq,
    status: random() < 0.2 ? 'draft' : 'completed',
    created_at: 1_730_000_000_000 + seq * 60_000,
    updated_at: 1_730_000_000_000 + seq * 60_000,
    organisation_name: organisation,
    respondent_name: respondent,
    respondent_email: email,
    timeline: '12months',
    priorities: '[]',
    constraints: 'Two people in IT; budget approved for next financial year.',
    access_key_hash: '0'.repeat(64),
    current_level_sum: seq % 25,
    current_level_min: seq % 4,
    target_count: 8,
    current_count: 8,
    search_text: assessmentSearchText({ organizationName: organisation, respondentName: respondent, respondentEmail: email }),
  };
}

async function fill(db: Kysely<Database>): Promise<void> {
  const started = Date.now();
  for (let done = 0; done < COUNT; done += 5000) {
    await db.transaction().execute(async (trx) => {
      for (let start = done; start < Math.min(COUNT, done + 5000); start += 500) {
        const rows = Array.from({ length: Math.min(500, COUNT - start) }, (_, index) => storedRow(start + index + 1));
        await trx.insertInto('assessments').values(rows).execute();
      }
    });
  }
  if (isPostgres(db)) {
    await sql`select setval('assessments_seq_numbers', ${COUNT + 1}, false)`.execute(db);
    await sql`vacuum analyze assessments`.execute(db);
  }
  console.log(`Stored ${COUNT.toLocaleString('en-AU')} assessments in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

async function time(db: Kysely<Database>, label: string, filter: AssessmentFilter, page: number, order?: ListOrder, runs = RUNS): Promise<void> {
  const times: number[] = [];
  let result = await listAssessmentPage(db, filter, { offset: (page - 1) * 10, limit: 10 }, order);
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    result = await listAssessmentPage(db, filter, { offset: (page - 1) * 10, limit: 10 }, order);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const total = `${result.total.toLocaleString('en-AU')}${result.totalIsAtLeast ? '+' : ''}`;
  console.log(`| ${label} | ${page} | ${total} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.99).toFixed(1)} ms |`);
}

async function open(): Promise<{ db: Kysely<Database>; remove: () => Promise<void> }> {
  if (!options.database) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-search-bench-'));
    const { db } = openDatabase({ dataDir });
    return { db, remove: async () => void (await db.destroy(), fs.rmSync(dataDir, { recursive: true, force: true })) };
  }
  const name = `e8_search_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.database });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(options.database);
  url.pathname = `/${name}`;
  const { db } = openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  return {
    db,
    remove: async () => {
      await db.destroy();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

const { db, remove } = await open();
try {
  await migrateToLatest(db);
  await fill(db);
  // One person's address (about one match), their name (a few dozen) and a surname (hundreds).
  const middle = await db.selectFrom('assessments').select(['respondent_name', 'respondent_email']).where('seq', '=', Math.ceil(COUNT / 2)).executeTakeFirstOrThrow();
  const rare = middle.respondent_email.split('@')[0]!;
  const middling = middle.respondent_name;
  console.log(`\n${isPostgres(db) ? 'PostgreSQL' : 'SQLite'}, ${COUNT.toLocaleString('en-AU')} assessments, ${RUNS} runs each\n`);
  console.log('| Search | Page | Total | p50 | p99 |');
  console.log('|---|---|---|---|---|');
  for (const [label, search] of [
    [`rare "${rare}"`, rare],
    [`few "${middling}"`, middling],
    [`hundreds "${SURNAMES[77]}"`, SURNAMES[77]!],
    ['common "pty"', 'pty'],
    ['common "gmail"', 'gmail'],
    ['accents "ECOLE HEALTH SUP"', 'ECOLE HEALTH SUP'],
    ['none "zzzq"', 'zzzq'],
  ] as const) {
    for (const status of [undefined, 'draft'] as const) {
      for (const page of [1, 20]) await time(db, `${label}${status ? ', drafts' : ''}`, { search, status }, page);
    }
  }
  await time(db, 'short common "a"', { search: 'a' }, 1);
  await time(db, 'short rare "qz"', { search: 'qz' }, 1, undefined, 5);
  await time(db, 'common "pty" by organisation', { search: 'pty' }, 1, { sort: 'organisation', direction: 'asc' }, 5);
  await time(db, `few "${middling}" by organisation`, { search: middling }, 1, { sort: 'organisation', direction: 'asc' });
} finally {
  await remove();
}
