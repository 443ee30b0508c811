import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { longAustralianDate } from '../../../domain/format';
import { assessmentListCsv } from '../../../domain/list-csv';
import { toListItem } from '../../../domain/support-views';
import { listAssessmentSummaries } from '../assessment-list.server';
import { findAssessmentById } from '../assessments.server';
import { migrateToLatest, migrateUpTo, migrationsFrom } from '../migrate.server';

describe.each(DATABASES)('migration 009 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('reads, lists and exports an assessment saved before it exactly as before: a quick check with no requirement outcomes', async () => {
    const { db } = database;
    await migrateUpTo(db, '008-one-reset-token');
    const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Before Pty Ltd', email: 'ada@before.example', totals: [12, 8, 8] });
    const levels = {
      'application-control': 3,
      'patch-applications': 2,
      'configure-microsoft-office-macro-settings': 1,
      'user-application-hardening': 2,
      'restrict-administrative-privileges': 1,
      'patch-operating-systems': 1,
      'multi-factor-authentication': 1,
      'regular-backups': 1,
    };
    await sql`update assessments set current_level_min = 1 where id = ${id}`.execute(db);
    for (const [control, level] of Object.entries(levels)) {
      await sql`insert into assessment_controls (assessment_id, control_id, target_level, current_level) values (${id}, ${control}, 3, ${level})`.execute(db);
    }

    expect(await migrateToLatest(db)).toEqual(migrationsFrom('009-detailed-assessments'));

    const stored = await findAssessmentById(db, id);
    expect(stored?.assessment).toMatchObject({ kind: 'quick', requirementOutcomes: {}, organizationName: 'Before Pty Ltd' });
    expect(stored?.assessment.assessments['application-control']).toBe(3);
    const listed = (await listAssessmentSummaries(db, {}, { offset: 0, limit: 10 })).map(toListItem);
    expect(listed).toEqual([
      {
        id,
        kind: 'quick',
        followUpStatus: 'new',
        owner: null,
        nextActionOn: null,
        reviewStatus: 'not-started',
        status: 'completed',
        createdAt: 1795000000000,
        organizationName: 'Before Pty Ltd',
        respondentName: 'Ada',
        respondentEmail: 'ada@before.example',
        averageMaturity: 1.5,
        asdLevel: 1,
        hasBothRatings: true,
        evidenceLevel: null,
      },
    ]);
    // Each strategy's level in ASD's order: patch applications, patch operating systems, multi-factor authentication, restrict administrative privileges, application control, macros, user application hardening, regular backups.
    expect(assessmentListCsv(listed, new Map([[id, stored!.assessment.assessments]])).split('\r\n')[1]).toBe(
      `Before Pty Ltd,Ada,ada@before.example,${longAustralianDate(1795000000000)},completed,1.5,1,${id},Quick check,2,1,1,1,3,1,2,1,,,,,,,,,Maturity Level One,New,Not stated,,,,,,,,,,,,Not started,,,,`,
    );
  });
});
