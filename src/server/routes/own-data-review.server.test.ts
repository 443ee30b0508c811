import { describe, expect, it } from 'vitest';
import { HELD_BACK_DETAILS } from '../../domain/own-data-review';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { DATABASES } from '../../../tests/support/databases';
import { TINY_PDF, TINY_PNG } from '../../../tests/support/evidence-fixtures';
import { multipartBody } from '../../../tests/support/multipart';
import { findEverythingWithinTarget, findingBody, submitDetailed } from '../../../tests/support/review';
import { useReviewApp } from '../../../tests/support/review-app';

const FOUND = 'patch-applications-scan-online-services-daily';
const ASSESSORS_FILE = 'E8MVT results.png';

describe.each(DATABASES)("a review in the respondent's own data on $name", ({ open }) => {
  // `suite.cookie` is the consultant Casey's session.
  const suite = useReviewApp(open);

  const upload = (url: string, headers: Record<string, string>, file: { name: string; content: Buffer }) => {
    const { payload, contentType } = multipartBody({ requirementId: FOUND }, file);
    suite.clock += 1;
    return suite.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });
  };
  const support = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => suite.app.inject({ method, url, headers: { cookie: suite.cookie }, ...(payload ? { payload } : {}) });
  const step = (id: string, path: 'finish' | 'reopen' | 'share', method: 'POST' | 'DELETE' = 'POST') => support(method, `/api/support/assessments/${id}/review/${path}`);
  const ownData = async (id: string, accessKey: string) => {
    suite.clock += 1;
    const response = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/data`, headers: { 'x-access-key': accessKey } });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, data: response.json<{ about: { heldBack: string | null }; auditEvents: { action: string; details: string }[]; evidenceFiles: { fileName: string }[] }>() };
  };

  it('holds back the findings, the assessor’s files and their names until the review is shared, and again once withdrawn or reopened', async () => {
    const { id, accessKey } = await submitDetailed(suite.app, { organizationName: 'Held Back Pty Ltd' });
    expect((await upload(`/api/assessments/${id}/evidence`, { 'x-access-key': accessKey }, { name: 'Scan policy.pdf', content: TINY_PDF })).statusCode).toBe(201);
    expect((await support('PUT', `/api/support/assessments/${id}/findings/${FOUND}`, findingBody({ outcome: 'ineffective' }))).statusCode).toBe(200);
    const added = await upload(`/api/support/assessments/${id}/evidence`, { cookie: suite.cookie }, { name: ASSESSORS_FILE, content: TINY_PNG });
    expect(added.statusCode, added.body).toBe(201);
    expect((await support('GET', `/api/assessments/${id}/evidence/${added.json().id}`)).statusCode).toBe(200);
    await findEverythingWithinTarget(suite.database.db, id);
    expect((await step(id, 'finish')).statusCode).toBe(200);

    const held = await ownData(id, accessKey);
    for (const detail of [`${FOUND}: Ineffective`, ASSESSORS_FILE]) expect(held.body).not.toContain(detail);
    expect(held.data.evidenceFiles.map((file) => file.fileName)).toEqual(['Scan policy.pdf']);
    // The trail keeps that a consultant acted, and when, but not what they found.
    const reviewEvents = held.data.auditEvents.filter((event) => ['finding-saved', 'assessor-evidence-added', 'review-finished'].includes(event.action));
    expect(reviewEvents.map((event) => event.details)).toEqual([HELD_BACK_DETAILS, HELD_BACK_DETAILS, HELD_BACK_DETAILS]);
    expect(held.data.auditEvents.find((event) => event.action === 'evidence-read')?.details).toBe(HELD_BACK_DETAILS);
    expect(held.data.about.heldBack).toMatch(/^Held back until .+ shares its review of this assessment with you: the details of 4 audit events of a consultant's review .+, and 1 evidence file the assessor added\./);

    expect((await step(id, 'share')).statusCode).toBe(200);
    const shared = await ownData(id, accessKey);
    expect(shared.data.about.heldBack).toBeNull();
    expect(shared.data.auditEvents).toContainEqual(expect.objectContaining({ action: 'finding-saved', details: `${FOUND}: Ineffective` }));
    expect(shared.data.evidenceFiles.map((file) => file.fileName)).toEqual(['Scan policy.pdf', ASSESSORS_FILE]);

    expect((await step(id, 'share', 'DELETE')).statusCode).toBe(200);
    expect((await ownData(id, accessKey)).body).not.toContain(ASSESSORS_FILE);
    await step(id, 'share');
    expect((await step(id, 'reopen')).statusCode).toBe(200);
    const reopened = await ownData(id, accessKey);
    for (const detail of [`${FOUND}: Ineffective`, ASSESSORS_FILE]) expect(reopened.body).not.toContain(detail);
    expect(reopened.data.about.heldBack).not.toBeNull();
  });

  it('holds back the review copy made of a quick check, and holds nothing back of an assessment without a review', async () => {
    const quick = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: 'Quick Copy Pty Ltd' }) })).json<{ id: string; accessKey: string }>();
    expect((await ownData(quick.id, quick.accessKey)).data.about.heldBack).toBeNull();
    const copy = (await support('POST', `/api/support/assessments/${quick.id}/review-copy`)).json<{ id: string }>();
    const held = await ownData(quick.id, quick.accessKey);
    expect(held.body).not.toContain(copy.id);
    expect(held.data.auditEvents).toContainEqual(expect.objectContaining({ action: 'review-copy-made', details: HELD_BACK_DETAILS }));
    expect(held.data.about.heldBack).toContain('a copy made for review');
  });
});
