import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sharedRequirementGroups } from '../../../domain/framework/shared-requirements';
import { answerFingerprint } from '../../../domain/review/finding';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { migrateToLatest, migrateUpTo, migrationsFrom } from '../migrate.server';
import { findingsOf, reviewOf } from '../review.server';
import type { Database } from '../schema.server';
import { up } from './031-review-target-and-one-finding.server';

const ANSWER = { outcome: 'effective' as const, evidence: 'Central log server' };
const FILE = { id: '7d1c5e7a-0000-4000-8000-000000000001', sha256: 'a'.repeat(64) };
const [GROUP] = sharedRequirementGroups().filter((entries) => entries.length >= 3);
const [FIRST, SECOND, THIRD] = GROUP!.map((requirement) => requirement.id) as [string, string, string];
const MERGED = 'assessment_findings_merged_031';

let seq = 100;

/** Rows as they were kept before migration 031, written in SQL (the store's types know only the latest schema). */
function rowsBefore(db: Kysely<Database>) {
  return {
    review: async (finishedAt: number | null = null) => {
      seq += 1;
      const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Shared Pty Ltd', email: 'ada@shared.example', totals: [0, 0, 0] });
      await sql`update assessments set kind = 'detailed', seq = ${seq} where id = ${id}`.execute(db);
      await sql`insert into assessment_reviews (assessment_id, started_at, finished_at, finished_by, updated_at, assessed_level, respondent_level)
          values (${id}, 1, ${finishedAt}, ${finishedAt === null ? null : 'Casey'}, 1, ${finishedAt === null ? null : 1}, ${finishedAt === null ? null : 2})`.execute(db);
      return id;
    },
    finding: (assessmentId: string, requirementId: string, savedAt: number, outcome: string, fingerprint = answerFingerprint(ANSWER, [])) =>
      sql`insert into assessment_findings (assessment_id, requirement_id, outcome, test_method, note, version, saved_at, saved_by, answer_fingerprint)
          values (${assessmentId}, ${requirementId}, ${outcome}, 'interview', ${`Found at ${savedAt}`}, 1, ${savedAt}, 'Casey', ${fingerprint})`.execute(db),
    respondentFile: (assessmentId: string, requirementId: string) =>
      sql`insert into evidence_files (id, assessment_id, requirement_id, file_name, size, media_type, sha256, created_at)
          values (${randomUUID()}, ${assessmentId}, ${requirementId}, 'logs.pdf', 0, 'application/pdf', ${'b'.repeat(64)}, 1)`.execute(db),
  };
}

/** Every finding row of a review as kept, whatever the schema: requirement, outcome, note, version and fingerprint, in order. */
async function findingRows(db: Kysely<Database>, assessmentId: string): Promise<string[][]> {
  const { rows } = await sql<{ requirement_id: string; outcome: string; note: string; version: number | string; answer_fingerprint: string }>`
    select requirement_id, outcome, note, version, answer_fingerprint from assessment_findings where assessment_id = ${assessmentId} order by requirement_id
  `.execute(db);
  return rows.map((row) => [row.requirement_id, row.outcome, row.note, String(row.version), row.answer_fingerprint]);
}

/** The rows migration 031 kept aside for a review: requirement, outcome, the id the finding is kept under, and why. */
async function mergedRows(db: Kysely<Database>, assessmentId: string): Promise<string[][]> {
  const { rows } = await sql<{ requirement_id: string; outcome: string; kept_as: string; reason: string }>`
    select requirement_id, outcome, kept_as, reason from ${sql.table(MERGED)} where assessment_id = ${assessmentId} order by requirement_id
  `.execute(db);
  return rows.map((row) => [row.requirement_id, row.outcome, row.kept_as, row.reason]);
}

const byId = (rows: string[][]) => [...rows].sort((a, b) => (a[0]! < b[0]! ? -1 : 1));

describe.each(DATABASES)('migration 031 on $name', ({ name, open }) => {
  describe('the target and the way findings were made', () => {
    const database = useTestDatabase(() => open({ migrated: false }));

    it('gives a finished review the whole model as its target, so what it was finished with stands; an open review no target until the assessor agrees one', async () => {
      const { db } = database;
      await migrateUpTo(db, '030-review-copy-of');
      const { review, finding } = rowsBefore(db);
      const finished = await review(50);
      const open = await review();
      await finding(finished, 'application-control-workstations', 5, 'effective');

      expect(await migrateToLatest(db)).toEqual(migrationsFrom('031-review-target-and-one-finding'));

      expect(await reviewOf(db, finished)).toMatchObject({ target: { targetLevel: 3, strategyTargets: {} }, targetVersion: 0, finishedAt: 50 });
      expect(await reviewOf(db, open)).toMatchObject({ target: { targetLevel: null, strategyTargets: {} }, targetVersion: 0, finishedAt: null });
      const { rows } = await sql<{ assessed_level: number | string }>`select assessed_level from assessment_reviews where assessment_id = ${finished}`.execute(db);
      expect(Number(rows[0]?.assessed_level)).toBe(1);
      expect((await findingsOf(db, finished)).map((each) => [each.requirementId, each.madeIn, each.batchId, each.acceptedBy])).toEqual([['application-control-workstations', 'one-by-one', null, '']]);

      await migrateUpTo(db, '030-review-copy-of');
      await expect(sql`select target_level from assessment_reviews`.execute(db)).rejects.toThrow();
      await expect(sql`select made_in from assessment_findings`.execute(db)).rejects.toThrow();
    });
  });

  describe('one finding per shared requirement', () => {
    const database = useTestDatabase(() => open({ migrated: false }));

    it('keeps the latest finding under the first entry, keeps every other aside with why, and puts them all back when undone', async () => {
      const { db } = database;
      await migrateUpTo(db, '030-review-copy-of');
      const { review, finding, respondentFile } = rowsBefore(db);
      // Three entries found, the second saved last: it is kept, under the first entry's id; the others differ from it.
      const several = await review();
      await finding(several, FIRST, 10, 'effective');
      await finding(several, SECOND, 30, 'ineffective', answerFingerprint(ANSWER, [FILE]));
      await finding(several, THIRD, 20, 'no-visibility');
      await finding(several, 'application-control-workstations', 5, 'effective');
      // Two entries found alike.
      const alike = await review();
      await finding(alike, FIRST, 10, 'effective');
      await finding(alike, SECOND, 20, 'effective');
      // Only a later entry found, and the respondent attached a file under another entry: kept, comparing the answer alone.
      const later = await review();
      await finding(later, THIRD, 10, 'not-implemented', answerFingerprint(ANSWER, [FILE]));
      await respondentFile(later, FIRST);
      // Found under its first entry only, no other entry holding a file: kept as it was.
      const untouched = await review();
      await finding(untouched, FIRST, 10, 'effective', answerFingerprint(ANSWER, [FILE]));
      const before = { several: await findingRows(db, several), alike: await findingRows(db, alike), later: await findingRows(db, later), untouched: await findingRows(db, untouched) };

      expect(await migrateToLatest(db)).toEqual(migrationsFrom('031-review-target-and-one-finding'));

      expect(byId((await findingsOf(db, several)).map((each) => [each.requirementId, each.outcome, String(each.savedAt), each.answerFingerprint]))).toEqual(
        byId([
          [FIRST, 'ineffective', '30', answerFingerprint(ANSWER, [FILE])],
          ['application-control-workstations', 'effective', '5', answerFingerprint(ANSWER, [])],
        ]),
      );
      expect(await mergedRows(db, several)).toEqual(
        byId([
          [FIRST, 'effective', FIRST, 'older-other-outcome'],
          [SECOND, 'ineffective', FIRST, 'kept'],
          [THIRD, 'no-visibility', FIRST, 'older-other-outcome'],
        ]),
      );
      expect((await findingsOf(db, alike)).map((each) => [each.requirementId, each.outcome, each.savedAt])).toEqual([[FIRST, 'effective', 20]]);
      expect(await mergedRows(db, alike)).toEqual(byId([[FIRST, 'effective', FIRST, 'older-same-outcome'], [SECOND, 'effective', FIRST, 'kept']]));
      expect((await findingsOf(db, later)).map((each) => [each.requirementId, each.outcome, each.answerFingerprint])).toEqual([[FIRST, 'not-implemented', JSON.stringify(['effective', 'Central log server', null, null, null, null])]]);
      expect(await mergedRows(db, later)).toEqual([[THIRD, 'not-implemented', FIRST, 'kept']]);
      expect((await findingsOf(db, untouched)).map((each) => [each.requirementId, each.answerFingerprint])).toEqual([[FIRST, answerFingerprint(ANSWER, [FILE])]]);
      expect(await mergedRows(db, untouched)).toEqual([]);

      // Saved again since: the assessor's finding goes back under the entry it was kept from, with its new words.
      await sql`update assessment_findings set note = 'Seen again', version = 2 where assessment_id = ${alike} and requirement_id = ${FIRST}`.execute(db);

      await migrateUpTo(db, '030-review-copy-of');
      expect(await findingRows(db, several)).toEqual(before.several);
      expect(await findingRows(db, later)).toEqual(before.later);
      expect(await findingRows(db, untouched)).toEqual(before.untouched);
      expect(await findingRows(db, alike)).toEqual(before.alike.map((row) => (row[0] === SECOND ? [SECOND, 'effective', 'Seen again', '2', row[4]!] : row)));
      await expect(sql`select 1 from ${sql.table(MERGED)}`.execute(db)).rejects.toThrow();

      // Migrated again, the same findings are kept aside again.
      await migrateToLatest(db);
      expect(await mergedRows(db, several)).toHaveLength(3);
    });

    it('keeps the rows aside with their review: deleted with it', async () => {
      const { db } = database;
      const { review, finding } = rowsBefore(db);
      await migrateUpTo(db, '030-review-copy-of');
      const gone = await review();
      await finding(gone, FIRST, 10, 'effective');
      await finding(gone, SECOND, 20, 'ineffective');
      await migrateToLatest(db);
      expect(await mergedRows(db, gone)).toHaveLength(2);
      await sql`delete from assessments where id = ${gone}`.execute(db);
      expect(await mergedRows(db, gone)).toEqual([]);
    });
  });

  describe('a run that stops half way', () => {
    const database = useTestDatabase(() => open({ migrated: false }));

    it('leaves nothing half done: run again, it does the whole of it once', async () => {
      const { db } = database;
      await migrateUpTo(db, '030-review-copy-of');
      const { review, finding } = rowsBefore(db);
      const several = await review();
      await finding(several, FIRST, 10, 'effective');
      await finding(several, SECOND, 30, 'ineffective');
      const before = await findingRows(db, several);

      // The process fails while rewriting findings (a trigger stands in for a crash).
      if (name === 'SQLite') {
        await sql`create trigger crash_031 before delete on assessment_findings begin select raise(abort, 'simulated crash'); end`.execute(db);
      } else {
        await sql`create function crash_031() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$`.execute(db);
        await sql`create trigger crash_031 before delete on assessment_findings for each row execute function crash_031()`.execute(db);
      }
      await expect(migrateToLatest(db)).rejects.toThrow(/031-review-target-and-one-finding failed: simulated crash/);
      await sql`drop trigger crash_031${sql.raw(name === 'SQLite' ? '' : ' on assessment_findings')}`.execute(db);
      if (name !== 'SQLite') await sql`drop function crash_031`.execute(db);
      expect(await findingRows(db, several)).toEqual(before);
      await expect(sql`select target_level from assessment_reviews`.execute(db)).rejects.toThrow();

      expect(await migrateToLatest(db)).toEqual(migrationsFrom('031-review-target-and-one-finding'));
      expect((await findingsOf(db, several)).map((each) => [each.requirementId, each.outcome])).toEqual([[FIRST, 'ineffective']]);
      expect(await mergedRows(db, several)).toEqual([[FIRST, 'effective', FIRST, 'older-other-outcome'], [SECOND, 'ineffective', FIRST, 'kept']]);

      // Done but not recorded as done (the process stopped between the two): run again, it finds its work done.
      await migrateUpTo(db, '030-review-copy-of');
      await up(db);
      expect(await migrateToLatest(db)).toEqual(migrationsFrom('031-review-target-and-one-finding'));
      expect((await findingsOf(db, several)).map((each) => [each.requirementId, each.outcome])).toEqual([[FIRST, 'ineffective']]);
      expect(await mergedRows(db, several)).toHaveLength(2);
    });
  });
});
