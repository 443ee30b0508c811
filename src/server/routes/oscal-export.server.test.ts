import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import type { OscalAssessmentResults } from '../../domain/oscal/oscal-model';
import { completedAssessmentBody, detailedAssessmentBody } from '../../../tests/support/assessments';
import { DATABASES } from '../../../tests/support/databases';
import { TINY_PDF } from '../../../tests/support/evidence-fixtures';
import { multipartBody } from '../../../tests/support/multipart';
import { assessmentResultsErrors } from '../../../tests/support/oscal-schema';
import { findEverythingWithinTarget, findingBody, REVIEWED_REQUIREMENT, submitDetailed } from '../../../tests/support/review';
import { CONSULTANT, useReviewApp } from '../../../tests/support/review-app';
import { OSCAL_DRAFT_MESSAGE, OSCAL_EXPORT_DETAILS, OSCAL_QUICK_CHECK_MESSAGE } from './oscal-export.server';

describe.each(DATABASES)('OSCAL export on $name', ({ open }) => {
  const suite = useReviewApp(open);
  const exportOf = (id: string, withCookie = true) =>
    suite.app.inject({ method: 'GET', url: `/api/support/assessments/${id}/export.oscal.json`, headers: withCookie ? { cookie: suite.cookie } : {} });

  /** A completed detailed assessment with a file from the respondent and one from the assessor, and its review finished. */
  async function reviewedWithFiles(): Promise<string> {
    const { id, accessKey } = await submitDetailed(suite.app, { organizationName: 'Acme Widgets Pty Ltd' });
    const respondentFile = multipartBody({ requirementId: REVIEWED_REQUIREMENT }, { name: 'Allow list.pdf', content: TINY_PDF });
    const added = await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/evidence`, headers: { 'x-access-key': accessKey, 'content-type': respondentFile.contentType }, payload: respondentFile.payload });
    expect(added.statusCode, added.body).toBe(201);
    suite.clock += 1;
    const saved = await suite.app.inject({ method: 'PUT', url: `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, headers: { cookie: suite.cookie }, payload: findingBody() });
    expect(saved.statusCode, saved.body).toBe(200);
    await findEverythingWithinTarget(suite.database.db, id, { at: suite.clock });
    suite.clock += 1;
    expect((await suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/review/finish`, headers: { cookie: suite.cookie } })).statusCode).toBe(200);
    return id;
  }

  it('sends a completed, reviewed detailed assessment as OSCAL assessment results NIST’s schema accepts, named like the other exports', async () => {
    const id = await reviewedWithFiles();
    const response = await exportOf(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="assessment-Acme-Widgets-Pty-Ltd.oscal.json"; filename*=UTF-8''assessment-Acme-Widgets-Pty-Ltd.oscal.json`);
    const document = response.json<OscalAssessmentResults>();
    expect(assessmentResultsErrors(document)).toEqual([]);
    const [result] = document['assessment-results'].results;
    expect(result?.findings).toHaveLength(REQUIREMENTS.length);
    const finding = result?.observations?.find((each) => each.title.startsWith('The assessor’s finding') && each.props.some((one) => one.value === REVIEWED_REQUIREMENT));
    expect(finding?.methods).toEqual(['TEST']);
    const answer = result?.observations?.find((each) => each.title.startsWith('The respondent’s answer') && each.props.some((one) => one.value === REVIEWED_REQUIREMENT));
    expect(answer?.['relevant-evidence']?.[0]?.props).toContainEqual(expect.objectContaining({ name: 'sha256', value: createHash('sha256').update(TINY_PDF).digest('hex') }));
    expect(result?.props).toContainEqual(expect.objectContaining({ name: 'review-status', value: 'Finished' }));
    // Neither the consultant's account nor the respondent's email address goes out with the document.
    expect(response.body).not.toContain(CONSULTANT);
    expect(response.body).not.toContain(String(detailedAssessmentBody().respondentEmail));
  });

  it('exports the same document twice, and notes each export in the audit log', async () => {
    const id = await reviewedWithFiles();
    const first = await exportOf(id);
    suite.clock += 60_000;
    const second = await exportOf(id);
    expect(second.body).toBe(first.body);
    const events = await suite.database.db.selectFrom('audit_events').select(['action', 'details', 'actor']).where('assessment_id', '=', id).where('action', '=', 'export').execute();
    expect(events).toEqual([
      { action: 'export', details: OSCAL_EXPORT_DETAILS, actor: 'Casey' },
      { action: 'export', details: OSCAL_EXPORT_DETAILS, actor: 'Casey' },
    ]);
  });

  it('refuses a quick check and a draft in words, an unknown assessment with 404 and a stranger with 401', async () => {
    const quick = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json<{ id: string }>();
    const onQuick = await exportOf(quick.id);
    expect(onQuick.statusCode).toBe(409);
    expect(onQuick.json()).toEqual({ error: { code: 'not_detailed', message: OSCAL_QUICK_CHECK_MESSAGE } });
    const draft = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ status: 'draft' }) })).json<{ id: string }>();
    expect((await exportOf(draft.id)).json()).toEqual({ error: { code: 'not_completed', message: OSCAL_DRAFT_MESSAGE } });
    expect((await exportOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await exportOf('not-an-id')).statusCode).toBe(404);
    expect((await exportOf(quick.id, false)).statusCode).toBe(401);
    const exports = await suite.database.db.selectFrom('audit_events').select('action').where('action', '=', 'export').execute();
    expect(exports).toEqual([]);
  });

  it('exports an assessment nobody has reviewed with the respondent’s answers alone', async () => {
    const { id } = await submitDetailed(suite.app);
    const document = (await exportOf(id)).json<OscalAssessmentResults>();
    expect(assessmentResultsErrors(document)).toEqual([]);
    const [result] = document['assessment-results'].results;
    expect(result?.observations?.every((each) => each.title.startsWith('The respondent’s answer'))).toBe(true);
    expect(result?.props).toContainEqual(expect.objectContaining({ name: 'review-status', value: 'Not started' }));
  });
});
