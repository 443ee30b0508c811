import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { findAssessmentById } from '../assessments.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import { recordResumeLinkMailWithin } from '../resume-link-mails.server';

describe.each(DATABASES)('migration 013 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('adds an empty record of resume-link emails, and leaves the assessments saved before it as they were', async () => {
    const { db } = database;
    await migrateUpTo(db, '012-assessment-series');
    const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Before Pty Ltd', email: 'ada@before.example', totals: [0, 0, 0] });

    expect(await migrateToLatest(db)).toEqual(['013-resume-link-mails', '014-support-team', '017-rate-limit-counters', '018-dashboard-figures', '019-search-text', '020-server-secrets', '021-username-compatibility-form', '022-evidence-files', '023-evidence-levels', '024-evidence-file-chunks', '025-assessor-review', '026-review-status-in-the-portal', '027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

    expect(await db.selectFrom('resume_link_mails').selectAll().execute()).toEqual([]);
    expect((await findAssessmentById(db, id))?.assessment.organizationName).toBe('Before Pty Ltd');
    const at = Date.UTC(2026, 10, 23);
    expect(await recordResumeLinkMailWithin(db, { assessmentId: id, recipient: 'ada@before.example', at }, { perDraft: 1, perRecipient: 1, windowMs: 1000 })).toEqual({ recorded: true });
    expect(await recordResumeLinkMailWithin(db, { assessmentId: id, recipient: 'ada@before.example', at }, { perDraft: 1, perRecipient: 1, windowMs: 1000 })).toMatchObject({ recorded: false });
  });
});
