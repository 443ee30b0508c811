import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sharedRequirementGroups } from '../../../domain/framework/shared-requirements';
import { answerFingerprint } from '../../../domain/review/finding';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import { findingsOf, reviewOf } from '../review.server';

const ANSWER = { outcome: 'effective' as const, evidence: 'Central log server' };
const FILE = { id: '7d1c5e7a-0000-4000-8000-000000000001', sha256: 'a'.repeat(64) };

describe.each(DATABASES)('migration 031 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('gives every review no target and every finding made one by one, keeps one finding per shared requirement (the latest saved, under the first entry), and is undone cleanly', async () => {
    const { db } = database;
    await migrateUpTo(db, '030-review-copy-of');
    const [group] = sharedRequirementGroups().filter((entries) => entries.length >= 3);
    const [first, second, third] = group!.map((requirement) => requirement.id);
    let seq = 100;
    const review = async () => {
      seq += 1;
      const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Shared Pty Ltd', email: 'ada@shared.example', totals: [0, 0, 0] });
      await sql`update assessments set kind = 'detailed', seq = ${seq} where id = ${id}`.execute(db);
      await sql`insert into assessment_reviews (assessment_id, started_at, updated_at) values (${id}, 1, 1)`.execute(db);
      return id;
    };
    const finding = (assessmentId: string, requirementId: string, savedAt: number, outcome: string, fingerprint = answerFingerprint(ANSWER, [])) =>
      sql`insert into assessment_findings (assessment_id, requirement_id, outcome, test_method, note, version, saved_at, saved_by, answer_fingerprint)
          values (${assessmentId}, ${requirementId}, ${outcome}, 'interview', '', 1, ${savedAt}, 'Casey', ${fingerprint})`.execute(db);
    const respondentFile = (assessmentId: string, requirementId: string) =>
      sql`insert into evidence_files (id, assessment_id, requirement_id, file_name, size, media_type, sha256, created_at)
          values (${randomUUID()}, ${assessmentId}, ${requirementId}, 'logs.pdf', 0, 'application/pdf', ${'b'.repeat(64)}, 1)`.execute(db);

    // Three entries found, the second saved last: it is kept, under the first entry's id.
    const several = await review();
    await finding(several, first!, 10, 'effective');
    await finding(several, second!, 30, 'ineffective', answerFingerprint(ANSWER, [FILE]));
    await finding(several, third!, 20, 'no-visibility');
    await finding(several, 'application-control-workstations', 5, 'effective');
    // Only a later entry found, and the respondent attached a file under another entry: kept, comparing the answer alone.
    const later = await review();
    await finding(later, third!, 10, 'not-implemented', answerFingerprint(ANSWER, [FILE]));
    await respondentFile(later, first!);
    // Found under its first entry only, no other entry holding a file: kept as it was.
    const untouched = await review();
    await finding(untouched, first!, 10, 'effective', answerFingerprint(ANSWER, [FILE]));

    expect(await migrateToLatest(db)).toEqual(['031-review-target-and-one-finding']);

    expect(await reviewOf(db, several)).toMatchObject({ target: { targetLevel: null, strategyTargets: {} }, targetVersion: 0 });
    expect((await findingsOf(db, several)).map((each) => [each.requirementId, each.outcome, each.savedAt, each.madeIn, each.batchId, each.acceptedBy]).sort()).toEqual(
      [
        [first, 'ineffective', 30, 'one-by-one', null, ''],
        ['application-control-workstations', 'effective', 5, 'one-by-one', null, ''],
      ].sort(),
    );
    expect((await findingsOf(db, several)).find((each) => each.requirementId === first)?.answerFingerprint).toBe(answerFingerprint(ANSWER, [FILE]));
    expect((await findingsOf(db, later)).map((each) => [each.requirementId, each.outcome, each.answerFingerprint])).toEqual([[first, 'not-implemented', JSON.stringify(['effective', 'Central log server', null, null, null, null])]]);
    expect((await findingsOf(db, untouched)).map((each) => [each.requirementId, each.answerFingerprint])).toEqual([[first, answerFingerprint(ANSWER, [FILE])]]);

    await migrateUpTo(db, '030-review-copy-of');
    await expect(sql`select target_level from assessment_reviews`.execute(db)).rejects.toThrow();
    await expect(sql`select made_in from assessment_findings`.execute(db)).rejects.toThrow();
    // The findings of a shared requirement deleted by the migration do not come back.
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from assessment_findings where assessment_id = ${several}`.execute(db);
    expect(Number(rows[0]?.count)).toBe(2);
  });
});
