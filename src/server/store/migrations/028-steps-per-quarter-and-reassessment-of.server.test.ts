import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { findAssessmentById } from '../assessments.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';

describe.each(DATABASES)('migration 028 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('gives each re-assessment kept before it the date of the assessment it started from, no assessment a pace, and is undone cleanly', async () => {
    const { db } = database;
    await migrateUpTo(db, '027-work-queue');
    const row = async (seq: number, createdAt: number, status: string, seriesId: string | null) => {
      const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Series Pty Ltd', email: 'ada@series.example', totals: [0, 0, 0] });
      await sql`update assessments set seq = ${seq}, created_at = ${createdAt}, status = ${status}, series_id = ${seriesId} where id = ${id}`.execute(db);
      return id;
    };
    const first = await row(11, 1_795_000_000_000, 'completed', null);
    const second = await row(12, 1_795_100_000_000, 'completed', first);
    const draftAfterAbandoned = await row(13, 1_795_200_000_000, 'draft', first);
    const third = await row(14, 1_795_300_000_000, 'draft', first);

    expect(await migrateToLatest(db)).toEqual(['028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

    const reassessmentOf = async (id: string) => (await findAssessmentById(db, id))?.assessment.reassessmentOf;
    expect(await reassessmentOf(first)).toBeUndefined();
    expect(await reassessmentOf(second)).toBe(1_795_000_000_000);
    // A draft is never an assessment a re-assessment starts from: the latest completed one before it is.
    expect(await reassessmentOf(draftAfterAbandoned)).toBe(1_795_100_000_000);
    expect(await reassessmentOf(third)).toBe(1_795_100_000_000);
    expect((await findAssessmentById(db, second))?.assessment).not.toHaveProperty('stepsPerQuarter');

    await migrateUpTo(db, '027-work-queue');
    await expect(sql`select steps_per_quarter from assessments`.execute(db)).rejects.toThrow();
    await expect(sql`select reassessment_of from assessments`.execute(db)).rejects.toThrow();
  });
});
