import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { listAssessmentPage } from '../assessment-list.server';
import { findAssessmentById } from '../assessments.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';

describe.each(DATABASES)('migration 005 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('keeps the organisation of a row stored under migration 004', async () => {
    const { db } = database;
    await migrateUpTo(db, '004-list-positions');
    const id = randomUUID();
    // Written as the schema of 004 had it, so in SQL: the store's types know only the new column name.
    await sql`
      insert into assessments (id, seq, status, created_at, updated_at, organization_name, respondent_name, respondent_email,
        timeline, priorities, constraints, access_key_hash, current_level_sum, target_count, current_count)
      values (${id}, 1, 'completed', 1795000000000, 1795000000000, 'Kept Pty Ltd', 'Ada', 'ada@kept.example',
        null, '[]', '', ${'0'.repeat(64)}, 0, 0, 0)
    `.execute(db);

    expect((await migrateToLatest(db))[0]).toBe('005-organisation-name');

    expect((await findAssessmentById(db, id))?.assessment.organizationName).toBe('Kept Pty Ltd');
    const page = await listAssessmentPage(db, { search: 'kept' }, { offset: 0, limit: 10 });
    expect(page.rows.map((row) => row.organizationName)).toEqual(['Kept Pty Ltd']);
    // The list counts kept by the triggers of 004 still count the row.
    expect((await listAssessmentPage(db, {}, { offset: 0, limit: 10 })).total).toBe(1);
  });
});
