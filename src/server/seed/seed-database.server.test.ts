import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Assessment } from '../../domain/assessment';
import { achievedLevels, parseAnyAssessmentInput, storedFieldsOf } from '../../domain/detailed-assessment';
import { FOLLOW_UP_STATUSES } from '../../domain/follow-up';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { seedTargetOf } from '../../../tests/support/seed-target';
import { quickAssessment, TEST_DAY } from '../../../tests/support/assessments';
import { assessmentCountsByBlock } from '../store/assessment-list.server';
import { countAssessments, findAssessmentById, insertAssessment } from '../store/assessments.server';
import { isPostgres } from '../store/dialect.server';
import { LIST_BLOCK_SIZE } from '../store/list-blocks';
import type { Database } from '../store/schema.server';
import { seedDatabase } from './seed-database.server';

/** More than a list block, so the counts kept by block span two blocks, and three once a second seed appends as many. */
const COUNT = LIST_BLOCK_SIZE + 100;
const NOW = Date.UTC(2026, 10, 23, 9);
const THREE_YEARS_MS = 3 * 365 * 24 * 3_600_000;

/** The body the API would have been sent for an assessment, for its schema to check. */
function inputOf(assessment: Assessment): Record<string, unknown> {
  const { id: _id, createdAt: _created, updatedAt: _updated, resumeStep, timeline, assessments, evidenceLevels: _evidence, requirementOutcomes, ...fields } = assessment;
  return {
    ...fields,
    ...(timeline === null ? {} : { timeline }),
    ...(assessment.status === 'draft' && resumeStep !== null ? { resumeStep } : {}),
    ...(assessment.kind === 'detailed' ? { requirementOutcomes } : { assessments }),
  };
}

/** The list counts by block and status, recounted from the rows. */
async function recountedBlocks(db: Kysely<Database>, status: 'draft' | 'completed' | undefined): Promise<{ block: number; count: number }[]> {
  const rows = await db.selectFrom('assessments').select(['seq', 'status']).execute();
  const counts = new Map<number, number>();
  for (const row of rows) {
    if (status && row.status !== status) continue;
    const block = Math.floor(Number(row.seq) / LIST_BLOCK_SIZE);
    counts.set(block, (counts.get(block) ?? 0) + 1);
  }
  return [...counts].map(([block, count]) => ({ block, count })).sort((a, b) => b.block - a.block);
}

/** The names of the indexes and triggers on the two tables the seed sets aside while loading. */
async function schemaObjects(db: Kysely<Database>): Promise<string[]> {
  const query = isPostgres(db)
    ? sql<{ name: string }>`
        select indexname as name from pg_indexes where tablename in ('assessments', 'assessment_controls')
        union all select tgname from pg_trigger where not tgisinternal and tgrelid in ('assessments'::regclass, 'assessment_controls'::regclass)`
    : sql<{ name: string }>`select name from sqlite_master where type in ('index', 'trigger') and tbl_name in ('assessments', 'assessment_controls')`;
  return (await query.execute(db)).rows.map((row) => row.name).sort();
}

describe.each(DATABASES)('npm run seed on $name', ({ open }) => {
  const database = useTestDatabase(open);
  let existingId: string;
  let objectsBefore: string[];

  beforeAll(async () => {
    existingId = randomUUID();
    await insertAssessment(database.db, quickAssessment({ id: existingId, organizationName: 'Already Here Pty Ltd' }), 'e'.repeat(64));
    objectsBefore = await schemaObjects(database.db);
    const report = await seedDatabase(await seedTargetOf(database.db), { count: COUNT, seedValue: 16, now: NOW });
    expect(report.count).toBe(COUNT);
  });

  it('adds exactly the assessments asked for, each one valid as the API would have stored it', async () => {
    expect(await countAssessments(database.db)).toBe(COUNT + 1);
    const rows = await database.db.selectFrom('assessments').select('id').where('id', '!=', existingId).execute();
    expect(rows).toHaveLength(COUNT);
    for (const { id } of rows) {
      const stored = await findAssessmentById(database.db, id);
      const assessment = stored!.assessment;
      const input = parseAnyAssessmentInput(inputOf(assessment), TEST_DAY);
      expect(input.error?.issues ?? []).toEqual([]);
      const { id: _id, createdAt, updatedAt, ...fields } = assessment;
      expect(storedFieldsOf(input.data!, TEST_DAY)).toEqual(fields);
      if (assessment.kind === 'detailed') expect(assessment.assessments).toEqual(achievedLevels(assessment.requirementOutcomes, TEST_DAY));
      expect(createdAt).toBeGreaterThanOrEqual(NOW - THREE_YEARS_MS);
      expect(updatedAt).toBeGreaterThanOrEqual(createdAt);
      expect(updatedAt).toBeLessThanOrEqual(NOW);
      expect(stored!.accessKeyHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('holds a realistic mix: drafts and completed, quick and detailed, series, follow-up, accented names', async () => {
    const rows = await database.db
      .selectFrom('assessments')
      .select(['status', 'kind', 'series_id', 'follow_up_status', 'organisation_name', 'respondent_email', 'resume_step'])
      .where('id', '!=', existingId)
      .execute();
    const share = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
    expect(share((row) => row.status === 'completed')).toBeGreaterThan(0.8);
    expect(share((row) => row.status === 'draft')).toBeGreaterThan(0);
    expect(share((row) => row.kind === 'detailed')).toBeGreaterThan(0.05);
    expect(share((row) => row.series_id !== null)).toBeGreaterThan(0.1);
    expect(new Set(rows.map((row) => row.follow_up_status))).toEqual(new Set(FOLLOW_UP_STATUSES));
    expect(rows.some((row) => /[^\u0020-\u007e]/.test(row.organisation_name))).toBe(true);
    expect(rows.filter((row) => row.status === 'draft').every((row) => row.resume_step !== null)).toBe(true);
    expect(rows.filter((row) => row.status === 'completed').every((row) => row.resume_step === null)).toBe(true);
    expect(rows.every((row) => /^[a-z0-9.]+@[a-z0-9-]+\.example$/.test(row.respondent_email))).toBe(true);
    expect(new Set(rows.map((row) => row.organisation_name)).size).toBeLessThan(rows.length);
  });

  it('puts a re-assessment after the first assessment of its series, for the same organisation', async () => {
    const rows = await database.db.selectFrom('assessments').select(['id', 'series_id', 'organisation_name', 'created_at', 'status']).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const later = rows.filter((row) => row.series_id !== null);
    expect(later.length).toBeGreaterThan(0);
    for (const row of later) {
      const first = byId.get(row.series_id!);
      expect(first?.series_id).toBeNull();
      expect(first?.status).toBe('completed');
      expect(first?.organisation_name).toBe(row.organisation_name);
      expect(Number(row.created_at)).toBeGreaterThan(Number(first?.created_at));
    }
  });

  it('keeps the list counts equal to a recount, and puts back every index and trigger it set aside', async () => {
    for (const status of [undefined, 'draft', 'completed'] as const) {
      expect(await assessmentCountsByBlock(database.db, status)).toEqual(await recountedBlocks(database.db, status));
    }
    expect(await schemaObjects(database.db)).toEqual(objectsBefore);
  });

  it('appends when run again: positions carry on after the largest, and a save after it comes last', async () => {
    const before = await database.db.selectFrom('assessments').select((eb) => eb.fn.max('seq').as('last')).executeTakeFirstOrThrow();
    await seedDatabase(await seedTargetOf(database.db), { count: COUNT, seedValue: 16, now: NOW });
    const saved = randomUUID();
    await insertAssessment(database.db, quickAssessment({ id: saved }), 'e'.repeat(64));
    const rows = await database.db.selectFrom('assessments').select(['id', 'seq']).execute();
    expect(rows).toHaveLength(2 * COUNT + 2);
    const positions = rows.map((row) => Number(row.seq));
    expect(new Set(positions).size).toBe(rows.length);
    const added = await database.db.selectFrom('assessments').select('seq').where('seq', '>', before.last!).execute();
    expect(added).toHaveLength(COUNT + 1);
    expect(Number(rows.find((row) => row.id === saved)!.seq)).toBe(Math.max(...positions));
    expect(await assessmentCountsByBlock(database.db, undefined)).toEqual(await recountedBlocks(database.db, undefined));
  });
});

describe('npm run seed on an SQLite file nothing else has open', () => {
  it('loads it through a rollback journal and gives it back in write-ahead mode, every row readable', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-seed-'));
    const file = path.join(folder, 'e8.sqlite');
    try {
      const before = new SQLite(file);
      before.pragma('journal_mode = WAL');
      before.close();
      const report = await seedDatabase({ kind: 'sqlite', file }, { count: 300, seedValue: 9, now: NOW });
      expect(report.count).toBe(300);
      const after = new SQLite(file, { readonly: true });
      try {
        expect(after.pragma('journal_mode', { simple: true })).toBe('wal');
        expect(after.prepare('select count(*) as n from assessments').get()).toEqual({ n: 300 });
        const count = (query: string) => after.prepare<[], { n: number }>(query).get()?.n ?? 0;
        // Every completed assessment has a level row per strategy it rated; the full-text table was rebuilt.
        expect(count('select count(*) as n from assessment_controls')).toBeGreaterThan(300);
        expect(count(`select count(*) as n from assessments_search where assessments_search match '"ltd"'`)).toBe(count(`select count(*) as n from assessments where search_text like '%ltd%'`));
        expect(count(`select count(*) as n from assessments where search_text like '%ltd%'`)).toBeGreaterThan(0);
      } finally {
        after.close();
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
