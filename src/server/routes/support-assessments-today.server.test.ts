import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { DetailedReport } from '../../domain/detailed-report';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import { buildApp } from '../app.server';
import { refreshLapsedLevels } from '../lapsed-reviews.server';
import { findAssessmentById } from '../store/assessments.server';
import type { ReportRenderer } from '../pdf-export/report-renderer.server';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { createSupportUser, signIn } from '../../../tests/support/support-user';

const backupRequirement = REQUIREMENTS.find((requirement) => requirement.strategy === 'regular-backups' && requirement.levels.includes(1))?.id ?? '';

/** 25 November 2026, 09:00 UTC (8 pm in Sydney): when the assessment is submitted. */
const SUBMITTED_AT = Date.UTC(2026, 10, 25, 9);
/** 1 December 2026, 13:30 UTC: half past midnight on 2 December in Sydney (AEDT), still 1 December in Perth and in UTC. */
const JUST_AFTER_MIDNIGHT_IN_SYDNEY = Date.parse('2026-12-01T13:30:00Z');

function detailedBody(): Record<string, unknown> {
  const { assessments: _ratings, ...details } = completedAssessmentBody();
  const answers: RequirementAnswers = Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'effective', evidence: '' }]));
  answers[backupRequirement] = { outcome: 'alternate-control', evidence: '', justification: 'Copies are kept by the provider.', reviewBy: '2026-12-01', approvedBy: 'Head of IT' };
  return { ...details, kind: 'detailed', requirementOutcomes: answers };
}

/** A renderer that keeps the report the server built, as the PDF would print it, and answers with a stand-in PDF. */
function keepingRenderer(reports: DetailedReport[]): ReportRenderer {
  return {
    renderDetailedPdf: async (report) => {
      reports.push(report);
      return Buffer.from('%PDF-stand-in');
    },
    close: async () => undefined,
  };
}

describe.each(DATABASES)('one "today" for the portal and the reports on $name', ({ open }) => {
  const database = useTestDatabase(open);
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** The app in a zone, with an alternate control due for review on 1 December submitted, its clock then set just after midnight in Sydney. */
  async function lapseDayIn(timeZone: string | undefined) {
    await database.empty('audit_events', 'sessions', 'support_users', 'assessment_controls', 'assessments');
    await createSupportUser(database.db);
    let clock = SUBMITTED_AT;
    const reports: DetailedReport[] = [];
    app = await buildApp({ db: database.db, now: () => clock, reportRenderer: keepingRenderer(reports), ...(timeZone ? { timeZone } : {}) });
    const created = await app.inject({ method: 'POST', url: '/api/assessments', payload: detailedBody() });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect(created.json().assessments['regular-backups']).toBe(3);
    clock = JUST_AFTER_MIDNIGHT_IN_SYDNEY;
    const cookie = await signIn(app);
    const get = (url: string) => (app as FastifyInstance).inject({ method: 'GET', url, headers: { cookie } });
    const portal = (await get(`/api/assessments/${id}`)).json<{ assessments: Record<string, number> }>();
    const exported = await get(`/api/assessments/${id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const report = reports[0];
    const entry = report?.exceptions.find((each) => each.requirementId === backupRequirement);
    const csv = await get('/api/assessments/export.csv');
    return { id, portal, report, entry, csv, clock };
  }

  it('lapses an alternate control on the same Sydney day in the assessment view, the detailed report and the stored levels, and dates the CSV that day', async () => {
    const { id, portal, report, entry, csv, clock } = await lapseDayIn(undefined);
    // 2 December in Sydney, the default zone: the review date of 1 December has passed, for the portal and the report alike.
    expect(portal.assessments['regular-backups']).toBe(0);
    expect(report?.controls.find((control) => control.id === 'regular-backups')?.currentLevel).toBe(0);
    expect(entry).toMatchObject({ pastReview: true, outcome: 'Alternate control past its review date (1 December 2026)', reviewBy: '1 December 2026' });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="assessments-2026-12-02.csv"');
    // The daily refresh lowers the stored levels (the list, the dashboard, the CSV's rows) on the same day.
    expect(await refreshLapsedLevels(database.db, clock, 'Australia/Sydney')).toBe(1);
    expect((await findAssessmentById(database.db, id))?.assessment.assessments['regular-backups']).toBe(0);
  });

  it("keeps the alternate control in force in Perth, where it is still 1 December, in the portal and the report alike", async () => {
    const { portal, report, entry, csv, clock } = await lapseDayIn('Australia/Perth');
    expect(portal.assessments['regular-backups']).toBe(3);
    expect(report?.controls.find((control) => control.id === 'regular-backups')?.currentLevel).toBe(3);
    expect(entry).toMatchObject({ pastReview: false, outcome: 'Alternate control', reviewBy: '1 December 2026' });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="assessments-2026-12-01.csv"');
    expect(await refreshLapsedLevels(database.db, clock, 'Australia/Perth')).toBe(0);
  });
});
