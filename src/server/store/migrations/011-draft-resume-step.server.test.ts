import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { findAssessmentById } from '../assessments.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';

describe.each(DATABASES)('migration 011 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('gives every draft saved before it no resume step, and reads it as before', async () => {
    const { db } = database;
    await migrateUpTo(db, '010-consultant-follow-up');
    const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Before Pty Ltd', email: 'ada@before.example', totals: [0, 0, 0] });
    await sql`update assessments set status = 'draft' where id = ${id}`.execute(db);

    expect(await migrateToLatest(db)).toEqual(['011-draft-resume-step', '012-assessment-series', '013-resume-link-mails', '014-support-team', '017-rate-limit-counters', '018-dashboard-figures', '019-search-text', '020-server-secrets', '021-username-compatibility-form', '022-evidence-files', '023-evidence-levels', '024-evidence-file-chunks', '025-assessor-review', '026-review-status-in-the-portal', '027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

    const stored = await findAssessmentById(db, id);
    expect(stored?.assessment).toMatchObject({ status: 'draft', organizationName: 'Before Pty Ltd', resumeStep: null });
  });

  it('reads a hand-edited step that is not a step name as none, rather than passing it on', async () => {
    const { db } = database;
    await migrateToLatest(db);
    await database.empty('assessment_controls', 'assessments');
    const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Edited', email: 'ada@edited.example', totals: [0, 0, 0] });
    await sql`update assessments set status = 'draft', resume_step = ${'<script>'} where id = ${id}`.execute(db);
    expect((await findAssessmentById(db, id))?.assessment.resumeStep).toBeNull();
    await sql`update assessments set resume_step = ${'review'} where id = ${id}`.execute(db);
    expect((await findAssessmentById(db, id))?.assessment.resumeStep).toBe('review');
  });
});
