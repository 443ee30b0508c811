import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { migrateToLatest, migrateUpTo, migrationsFrom } from '../migrate.server';

describe.each(DATABASES)('migration 032 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('keeps a review’s report words with the review, gone with it, and is undone cleanly', async () => {
    const { db } = database;
    await migrateUpTo(db, '031-review-target-and-one-finding');
    const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Words Pty Ltd', email: 'ada@words.example', totals: [0, 0, 0] });
    await sql`insert into assessment_reviews (assessment_id, started_at, updated_at) values (${id}, 1795000000000, 1795000000000)`.execute(db);

    expect(await migrateToLatest(db)).toEqual(migrationsFrom('032-report-words'));

    await sql`insert into assessment_report_words (assessment_id, opinion, version, saved_at, saved_by) values (${id}, 'In our opinion', 1, 1795000000000, 'Casey')`.execute(db);
    const row = await sql<{ marking: string; opinion: string; strategy_commentary: string }>`select marking, opinion, strategy_commentary from assessment_report_words`.execute(db);
    expect(row.rows).toEqual([{ marking: '', opinion: 'In our opinion', strategy_commentary: '{}' }]);
    await sql`delete from assessment_reviews where assessment_id = ${id}`.execute(db);
    expect((await sql`select assessment_id from assessment_report_words`.execute(db)).rows).toEqual([]);

    await migrateUpTo(db, '031-review-target-and-one-finding');
    await expect(sql`select assessment_id from assessment_report_words`.execute(db)).rejects.toThrow();
  });
});
