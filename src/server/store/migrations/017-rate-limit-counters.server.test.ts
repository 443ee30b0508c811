import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { findAssessmentById } from '../assessments.server';
import { isPostgres } from '../dialect.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import { countRequest } from '../rate-limit-counters.server';

describe.each(DATABASES)('migration 017 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('adds empty rate-limit counts, unlogged on PostgreSQL, and leaves the assessments saved before it as they were', async () => {
    const { db } = database;
    await migrateUpTo(db, '014-support-team');
    const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Before Pty Ltd', email: 'ada@before.example', totals: [0, 0, 0] });

    expect(await migrateToLatest(db)).toEqual(['017-rate-limit-counters', '018-dashboard-figures', '019-search-text', '020-server-secrets', '021-username-compatibility-form', '022-evidence-files', '023-evidence-levels', '024-evidence-file-chunks', '025-assessor-review', '026-review-status-in-the-portal', '027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

    expect(await db.selectFrom('rate_limit_counters').selectAll().execute()).toEqual([]);
    expect((await findAssessmentById(db, id))?.assessment.organizationName).toBe('Before Pty Ltd');
    const at = Date.UTC(2026, 10, 23);
    expect(await countRequest(db, 'login 203.0.113.7', at, 60_000)).toEqual({ count: 1, resetAt: at + 60_000 });
    if (isPostgres(db)) {
      const { rows } = await sql<{ relpersistence: string }>`select relpersistence from pg_class where relname = 'rate_limit_counters'`.execute(db);
      expect(rows).toEqual([{ relpersistence: 'u' }]);
    }
  });
});
