import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { listAssessmentPage } from '../assessment-list.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';

describe.each(DATABASES)('migration 007 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('fills in the lowest current level of assessments saved before it', async () => {
    const { db } = database;
    await migrateUpTo(db, '006-lockout-by-address');
    const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Before Pty Ltd', email: 'ada@before.example', totals: [17, 8, 8] });
    const levels = [3, 2, 3, 2, 2, 1, 2, 2];
    for (const [index, level] of levels.entries()) {
      await sql`insert into assessment_controls (assessment_id, control_id, target_level, current_level) values (${id}, ${`control-${index}`}, 3, ${level})`.execute(db);
    }

    expect((await migrateToLatest(db))[0]).toBe('007-list-asd-level');

    const page = await listAssessmentPage(db, {}, { offset: 0, limit: 10 });
    expect(page.rows.map((row) => [row.organizationName, row.currentLevelMin])).toEqual([['Before Pty Ltd', 1]]);
  });
});
