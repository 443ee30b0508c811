import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { migrateToLatest, migrateUpTo } from '../migrate.server';

const alternate = (reviewBy?: string) => ({ outcome: 'alternate-control', evidence: '', justification: 'Kept offline.', approvedBy: 'Head of IT', ...(reviewBy ? { reviewBy } : {}) });

describe.each(DATABASES)('migration 029 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('gives each completed detailed assessment kept before it its earliest alternate-control review date, passed or not, and no other row one', async () => {
    const { db } = database;
    await migrateUpTo(db, '028-steps-per-quarter-and-reassessment-of');
    const row = async (seq: number, status: string, kind: string, answers: Record<string, unknown>) => {
      const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Lapse Pty Ltd', email: 'ada@lapse.example', totals: [0, 0, 0] });
      await sql`update assessments set seq = ${seq}, status = ${status}, kind = ${kind}, requirement_outcomes = ${JSON.stringify(answers)} where id = ${id}`.execute(db);
      return id;
    };
    const twoDates = await row(11, 'completed', 'detailed', { a: alternate('2027-03-31'), b: alternate('2026-01-15'), c: { outcome: 'effective', evidence: '' } });
    const undated = await row(12, 'completed', 'detailed', { a: alternate() });
    const draft = await row(13, 'draft', 'detailed', { a: alternate('2027-03-31') });
    const effective = await row(14, 'completed', 'detailed', { a: { outcome: 'effective', evidence: 'alternate-control in a note' } });

    expect(await migrateToLatest(db)).toEqual(['029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

    const nextReviewOn = async (id: string) => (await db.selectFrom('assessments').select('next_review_on').where('id', '=', id).executeTakeFirstOrThrow()).next_review_on;
    // The earliest, though passed: the first refresh after the upgrade works the levels out again and moves it on.
    expect(await nextReviewOn(twoDates)).toBe('2026-01-15');
    expect(await nextReviewOn(undated)).toBeNull();
    expect(await nextReviewOn(draft)).toBeNull();
    expect(await nextReviewOn(effective)).toBeNull();

    await migrateUpTo(db, '028-steps-per-quarter-and-reassessment-of');
    await expect(sql`select next_review_on from assessments`.execute(db)).rejects.toThrow();
  });
});
