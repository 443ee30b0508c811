import { describe, expect, it } from 'vitest';
import { rawAssessmentRow } from '../../../../tests/support/assessment-rows';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { listAssessmentPage } from '../assessment-list.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';

describe.each(DATABASES)('migration 019 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('makes every assessment saved before it searchable, however many there are', async () => {
    const { db } = database;
    await migrateUpTo(db, '018-dashboard-figures');
    const names = Array.from({ length: 4500 }, (_, index) => (index === 0 ? 'École Supérieure' : `Organisation ${index}`));
    for (let start = 0; start < names.length; start += 500) {
      const rows = names.slice(start, start + 500).map((name, offset) =>
        rawAssessmentRow(start + offset + 1, { organisation_name: name, respondent_name: start + offset === 4499 ? 'Zoë Last' : 'Ada', respondent_email: 'ada@before.example' }),
      );
      await db.insertInto('assessments').values(rows).execute();
    }

    expect(await migrateToLatest(db)).toEqual(['019-search-text', '020-server-secrets', '021-username-compatibility-form', '022-evidence-files', '023-evidence-levels', '024-evidence-file-chunks', '025-assessor-review', '026-review-status-in-the-portal', '027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

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
