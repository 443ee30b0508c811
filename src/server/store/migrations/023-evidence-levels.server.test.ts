import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { findAssessmentById } from '../assessments.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';

describe.each(DATABASES)('migration 023 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('gives each detailed assessment saved before it Maturity Level Zero by evidence for every strategy (none had a graded answer), and a quick check none', async () => {
    const { db } = database;
    await migrateUpTo(db, '022-evidence-files');
    const quick = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Quick Pty Ltd', email: 'ada@quick.example', totals: [0, 0, 0] });
    await sql`update assessments set seq = 2 where id = ${quick}`.execute(db);
    const detailed = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Detailed Pty Ltd', email: 'ada@detailed.example', totals: [0, 0, 0] });
    await sql`update assessments set kind = 'detailed', requirement_outcomes = ${JSON.stringify({ 'regular-backups-performed-and-retained': { outcome: 'effective', evidence: 'Backup report' } })} where id = ${detailed}`.execute(db);

    expect(await migrateToLatest(db)).toEqual(['023-evidence-levels', '024-evidence-file-chunks', '025-assessor-review', '026-review-status-in-the-portal', '027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

    const rows = await db.selectFrom('assessments').select(['id', 'evidence_levels']).execute();
    expect(new Map(rows.map((row) => [row.id, row.evidence_levels]))).toEqual(new Map([[quick, null], [detailed, '00000000']]));
    expect((await findAssessmentById(db, detailed))?.assessment.evidenceLevels?.['regular-backups']).toBe(0);
    expect((await findAssessmentById(db, quick))?.assessment).not.toHaveProperty('evidenceLevels');
  });
});
