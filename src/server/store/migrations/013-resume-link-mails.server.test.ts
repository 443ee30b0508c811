import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { findAssessmentById } from '../assessments.server';
import { migrateToLatest, migrateUpTo, migrationsFrom } from '../migrate.server';
import { recordResumeLinkMailWithin } from '../resume-link-mails.server';

describe.each(DATABASES)('migration 013 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('adds an empty record of resume-link emails, and leaves the assessments saved before it as they were', async () => {
    const { db } = database;
    await migrateUpTo(db, '012-assessment-series');
    const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Before Pty Ltd', email: 'ada@before.example', totals: [0, 0, 0] });

    expect(await migrateToLatest(db)).toEqual(migrationsFrom('013-resume-link-mails'));

    expect(await db.selectFrom('resume_link_mails').selectAll().execute()).toEqual([]);
    expect((await findAssessmentById(db, id))?.assessment.organizationName).toBe('Before Pty Ltd');
    const at = Date.UTC(2026, 10, 23);
    expect(await recordResumeLinkMailWithin(db, { assessmentId: id, recipient: 'ada@before.example', at }, { perDraft: 1, perRecipient: 1, windowMs: 1000 })).toEqual({ recorded: true });
    expect(await recordResumeLinkMailWithin(db, { assessmentId: id, recipient: 'ada@before.example', at }, { perDraft: 1, perRecipient: 1, windowMs: 1000 })).toMatchObject({ recorded: false });
  });
});
