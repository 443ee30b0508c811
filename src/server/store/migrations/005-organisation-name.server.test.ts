import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { listAssessmentPage } from '../assessment-list.server';
import { findAssessmentById } from '../assessments.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';

describe.each(DATABASES)('migration 005 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('keeps the organisation of a row stored under migration 004', async () => {
    const { db } = database;
    await migrateUpTo(db, '004-list-positions');
    const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organization_name', organisation: 'Kept Pty Ltd', email: 'ada@kept.example', totals: [0, 0, 0] });

    expect((await migrateToLatest(db))[0]).toBe('005-organisation-name');

    expect((await findAssessmentById(db, id))?.assessment.organizationName).toBe('Kept Pty Ltd');
    const page = await listAssessmentPage(db, { search: 'kept' }, { offset: 0, limit: 10 });
    expect(page.rows.map((row) => row.organizationName)).toEqual(['Kept Pty Ltd']);
    // The list counts kept by the triggers of 004 still count the row.
    expect((await listAssessmentPage(db, {}, { offset: 0, limit: 10 })).total).toBe(1);
  });
});
