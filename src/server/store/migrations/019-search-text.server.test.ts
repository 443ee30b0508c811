import { describe, expect, it } from 'vitest';
import { rawAssessmentRow } from '../../../../tests/support/assessment-rows';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { listAssessmentPage } from '../assessment-list.server';
import { migrateToLatest, migrateUpTo, migrationsFrom } from '../migrate.server';

describe.each(DATABASES)('migration 019 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  // 4,500 rows through every migration after 018: about 5 s on an idle machine, four times that on a loaded one.
  it('makes every assessment saved before it searchable, however many there are', { timeout: 90_000 }, async () => {
    const { db } = database;
    await migrateUpTo(db, '018-dashboard-figures');
    const names = Array.from({ length: 4500 }, (_, index) => (index === 0 ? 'École Supérieure' : `Organisation ${index}`));
    for (let start = 0; start < names.length; start += 500) {
      const rows = names.slice(start, start + 500).map((name, offset) =>
        rawAssessmentRow(start + offset + 1, { organisation_name: name, respondent_name: start + offset === 4499 ? 'Zoë Last' : 'Ada', respondent_email: 'ada@before.example' }),
      );
      await db.insertInto('assessments').values(rows).execute();
    }

    expect(await migrateToLatest(db)).toEqual(migrationsFrom('019-search-text'));

    const found = async (search: string) => (await listAssessmentPage(db, { search }, { offset: 0, limit: 10 })).rows.map((row) => row.organizationName);
    expect(await found('ecole')).toEqual(['École Supérieure']);
    expect(await found('zoe last')).toEqual(['Organisation 4499']);
    expect(await found('organisation 2001')).toEqual(['Organisation 2001']);
    const lastPage = await listAssessmentPage(db, { search: 'before.example' }, { offset: 4490, limit: 10 });
    expect({ total: lastPage.total, totalIsAtLeast: lastPage.totalIsAtLeast, oldest: lastPage.rows.at(-1)?.organizationName }).toEqual({
      total: 4500,
      totalIsAtLeast: false,
      oldest: 'École Supérieure',
    });
  });
});
