import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../../domain/framework/catalogue';
import { firstLevel } from '../../../domain/framework/requirement';
import { detailedAssessment } from '../../../../tests/support/assessments';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { listAssessmentPage } from '../assessment-list.server';
import { insertAssessment } from '../assessments.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import { finishedLevelsOf } from '../review-levels.server';
import type { Database } from '../schema.server';

const FINISHED_AT = Date.UTC(2026, 4, 25, 3);

/** Stores a completed detailed assessment, every answer effective (Maturity Level Three by answers), with a review of findings as given. */
async function reviewed(db: Kysely<Database>, findings: { requirementId: string; outcome: string; reviewBy?: string }[], finishedAt: number | null): Promise<string> {
  const id = randomUUID();
  await insertAssessment(db, detailedAssessment({}, { id }), '0'.repeat(64));
  await db.insertInto('assessment_reviews').values({ assessment_id: id, started_at: 1, updated_at: 1, finished_at: finishedAt, finished_by: finishedAt === null ? null : 'Casey' }).execute();
  if (findings.length > 0) {
    await db
      .insertInto('assessment_findings')
      .values(
        findings.map((finding) => ({
          assessment_id: id,
          requirement_id: finding.requirementId,
          outcome: finding.outcome,
          test_method: 'live-configuration',
          evidence_quality: null,
          review_by: finding.reviewBy ?? null,
          version: 1,
          saved_at: 1,
          saved_by: 'Casey',
          answer_fingerprint: '',
        })),
      )
      .execute();
  }
  await db.updateTable('assessments').set({ review_status: finishedAt === null ? 'in-review' : 'finished' }).where('id', '=', id).execute();
  return id;
}

describe.each(DATABASES)('migration 026 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('keeps the levels of reviews finished before it, as on the day each was finished, and lists by review status over its index', async () => {
    const { db } = database;
    await migrateUpTo(db, '025-assessor-review');
    const levelOne = REQUIREMENTS.filter((requirement) => firstLevel(requirement) === 1);
    const [alternate, ...restOfLevelOne] = levelOne;
    if (!alternate) throw new Error('The catalogue has no requirement at Maturity Level One');
    // An alternate control to be reviewed by 1 June 2026 counted on the day the review was finished, 25 May, though its date has passed since.
    const below = await reviewed(
      db,
      [{ requirementId: alternate.id, outcome: 'alternate-control', reviewBy: '2026-06-01' }, ...restOfLevelOne.map((requirement) => ({ requirementId: requirement.id, outcome: 'effective' }))],
      FINISHED_AT,
    );
    const agreed = await reviewed(db, REQUIREMENTS.map((requirement) => ({ requirementId: requirement.id, outcome: 'effective' })), FINISHED_AT);
    const open = await reviewed(db, [{ requirementId: alternate.id, outcome: 'ineffective' }], null);

    expect(await migrateToLatest(db)).toEqual(['026-review-status-in-the-portal', '027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

    expect(await finishedLevelsOf(db, below)).toEqual({ assessedLevel: 1, respondentLevel: 3 });
    expect(await finishedLevelsOf(db, agreed)).toEqual({ assessedLevel: 3, respondentLevel: 3 });
    expect(await finishedLevelsOf(db, open)).toBeUndefined();

    const finished = await listAssessmentPage(db, { review: 'finished' }, { offset: 0, limit: 10 });
    expect({ total: finished.total, ids: finished.rows.map((row) => row.id) }).toEqual({ total: 2, ids: [agreed, below] });
    const byReview = await listAssessmentPage(db, {}, { offset: 0, limit: 10 }, { sort: 'review', direction: 'asc' });
    expect(byReview.rows.map((row) => [row.id, row.reviewStatus])).toEqual([
      [open, 'in-review'],
      [below, 'finished'],
      [agreed, 'finished'],
    ]);

    await migrateUpTo(db, '025-assessor-review');
    await expect(sql`select assessed_level from assessment_reviews`.execute(db)).rejects.toThrow();
    await migrateToLatest(db);
    expect(await finishedLevelsOf(db, below)).toEqual({ assessedLevel: 1, respondentLevel: 3 });
  });
});
