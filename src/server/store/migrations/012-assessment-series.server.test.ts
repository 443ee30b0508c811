import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import { completedSeriesOf, seriesIdOf } from '../series.server';

describe.each(DATABASES)('migration 012 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('leaves every assessment saved before it the first of its own series, read as before', async () => {
    const { db } = database;
    await migrateUpTo(db, '011-draft-resume-step');
    const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Before Pty Ltd', email: 'ada@before.example', totals: [0, 0, 0] });

    expect(await migrateToLatest(db)).toContain('012-assessment-series');

    expect(await seriesIdOf(db, id)).toBe(id);
    expect((await completedSeriesOf(db, id, 'support')).map((point) => point.id)).toEqual([id]);
  });
});
