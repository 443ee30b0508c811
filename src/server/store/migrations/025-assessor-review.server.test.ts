import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { deleteAssessment } from '../assessments.server';
import { evidenceFilesOf } from '../evidence-files.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import { countReviewRows, findingsOf, reviewOf, reviewStatusColumnOf } from '../review.server';

describe.each(DATABASES)('migration 025 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('gives every assessment kept before it no review, every file kept before it to the respondent, and reviews that go with their assessment', async () => {
    const { db } = database;
    await migrateUpTo(db, '024-evidence-file-chunks');
    const assessment = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Reviewed Pty Ltd', email: 'ada@reviewed.example', totals: [0, 0, 0] });
    const fileId = randomUUID();
    await sql`
      insert into evidence_files (id, assessment_id, requirement_id, file_name, size, media_type, sha256, created_at)
      values (${fileId}, ${assessment}, 'application-control-workstations', 'scan.pdf', 0, 'application/pdf', ${'0'.repeat(64)}, 1795000000000)
    `.execute(db);

    expect(await migrateToLatest(db)).toEqual(['025-assessor-review', '026-review-status-in-the-portal', '027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

    expect(await reviewStatusColumnOf(db, assessment)).toBe('not-started');
    expect((await evidenceFilesOf(db, assessment)).map((file) => [file.id, file.addedBy])).toEqual([[fileId, 'respondent']]);
    expect(await reviewOf(db, assessment)).toBeUndefined();

    await db.insertInto('assessment_reviews').values({ assessment_id: assessment, systems: 'Head office', started_at: 1, updated_at: 1 }).execute();
    await db
      .insertInto('assessment_findings')
      .values({ assessment_id: assessment, requirement_id: 'application-control-workstations', outcome: 'effective', test_method: 'interview', evidence_quality: null, review_by: null, version: 1, saved_at: 2, saved_by: 'Casey', answer_fingerprint: '' })
      .execute();
    expect(await reviewOf(db, assessment)).toMatchObject({ scope: { systems: 'Head office', firstDay: '' }, version: 0, finishedAt: null });
    expect(await findingsOf(db, assessment)).toEqual([expect.objectContaining({ outcome: 'effective', testMethod: 'interview', note: '', version: 1 })]);
    // A review needs its assessment.
    await expect(db.insertInto('assessment_reviews').values({ assessment_id: randomUUID(), started_at: 1, updated_at: 1 }).execute()).rejects.toThrow();

    await migrateUpTo(db, '024-evidence-file-chunks');
    await expect(sql`select review_status from assessments`.execute(db)).rejects.toThrow();
    await expect(sql`select added_by from evidence_files`.execute(db)).rejects.toThrow();
    await migrateToLatest(db);
    await db.insertInto('assessment_reviews').values({ assessment_id: assessment, started_at: 1, updated_at: 1 }).execute();
    expect(await countReviewRows(db)).toEqual({ reviews: 1, findings: 0 });
    expect(await deleteAssessment(db, assessment)).toBe(true);
    expect(await countReviewRows(db)).toEqual({ reviews: 0, findings: 0 });
  });
});
