import { beforeEach, describe, expect, it } from 'vitest';
import { evidenceRequestSchema, newEvidenceRequestSchema, respondentEvidenceRequestListSchema } from '../../domain/review/evidence-requests';
import type { PlainTextNotice } from '../../domain/review/evidence-request-notice';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { auditRows } from '../../../tests/support/audit-rows';
import { DATABASES } from '../../../tests/support/databases';
import { TINY_PDF } from '../../../tests/support/evidence-fixtures';
import { multipartBody } from '../../../tests/support/multipart';
import { OTHER_REQUIREMENT, REVIEWED_REQUIREMENT, submitDetailed } from '../../../tests/support/review';
import { CONSULTANT, CONSULTANT_PASSWORD, REVIEW_START } from '../../../tests/support/review-app';
import { useOtherApp, useTestApp } from '../../../tests/support/test-app';
import { BackgroundTasks } from '../background-tasks.server';
import { deleteAssessmentsCreatedBefore } from '../store/assessments.server';
import { countEvidenceRequests } from '../store/evidence-requests.server';

/** A requirement the model lists under four strategies: its first entry, and another of its entries. */
const SHARED_FIRST = 'application-control-event-logs-protected';
const SHARED_OTHER = 'multi-factor-authentication-event-logs-protected';
const WANTED = 'The AppLocker policy as exported from Group Policy, and the event log settings.';
const ANSWER = 'The policy is attached; the log settings are in the same export. Sam can walk you through it.';
const DUE = '2026-12-10';

describe.each(DATABASES)('requests for evidence on $name', ({ open }) => {
  const mailed: { to: string; notice: PlainTextNotice }[] = [];
  const tasks = new BackgroundTasks((error) => {
    throw error;
  });
  const suite = useTestApp(open, {
    start: REVIEW_START,
    empty: ['audit_events', 'sessions', 'evidence_requests', 'assessment_findings', 'assessment_reviews', 'evidence_files', 'assessment_notes', 'assessment_controls', 'assessments', 'support_users'],
    user: { username: CONSULTANT, password: CONSULTANT_PASSWORD, role: 'consultant' },
    signedIn: true,
    app: { linkBase: 'https://e8.example', backgroundTasks: tasks, evidenceRequestDelivery: { send: async (to, notice) => void mailed.push({ to, notice }) } },
  });
  const withoutMail = useOtherApp(suite, {});
  const { database } = suite;
  beforeEach(() => {
    mailed.length = 0;
  });

  const portal = (method: 'GET' | 'POST', url: string, payload?: object, app = suite.app) =>
    app.inject({ method, url: `/api/support/assessments/${url}`, headers: { cookie: suite.cookie }, ...(payload ? { payload } : {}) });
  const ask = (id: string, body: object = {}, app = suite.app) => portal('POST', `${id}/evidence-requests`, { requirementIds: [SHARED_OTHER, REVIEWED_REQUIREMENT], wanted: WANTED, dueOn: DUE, ...body }, app);
  const asked = async (id: string) => newEvidenceRequestSchema.parse((await ask(id)).json()).request;
  const respondentList = async (id: string, accessKey: string) =>
    respondentEvidenceRequestListSchema.parse((await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence-requests`, headers: { 'x-access-key': accessKey } })).json()).requests;
  const answer = (id: string, accessKey: string, requestId: string, text = ANSWER) =>
    suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/evidence-requests/${requestId}/answer`, headers: { 'x-access-key': accessKey }, payload: { answer: text } });
  const upload = (id: string, accessKey: string, requirementId: string) => {
    const { payload, contentType } = multipartBody({ requirementId }, { name: 'applocker.pdf', content: TINY_PDF });
    return suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/evidence`, headers: { 'x-access-key': accessKey, 'content-type': contentType }, payload });
  };

  it('goes through its life: asked and mailed, seen and answered in words and by a file by the respondent, accepted by the consultant, each step audited', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    const created = await ask(id);
    expect(created.statusCode, created.body).toBe(201);
    const { request, noticeMailed } = newEvidenceRequestSchema.parse(created.json());
    // A shared requirement is kept once, under its first entry, whichever entry was named.
    expect(request).toMatchObject({ requirementIds: [SHARED_FIRST, REVIEWED_REQUIREMENT], wanted: WANTED, dueOn: DUE, state: 'open', askedBy: CONSULTANT, askedAt: REVIEW_START, answer: '', uploadCount: 0 });
    expect(noticeMailed).toBe(true);
    await tasks.idle();
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.to).toBe('jane@acme.example');
    expect(mailed[0]?.notice.text).toContain(`https://e8.example/assessment/results?id=${id}`);
    expect(mailed[0]?.notice.text).toContain(WANTED);
    expect(mailed[0]?.notice.text).not.toContain(CONSULTANT);

    const seen = await respondentList(id, accessKey);
    expect(seen).toEqual([expect.objectContaining({ id: request.id, wanted: WANTED, state: 'open' })]);
    expect(JSON.stringify(seen)).not.toContain(CONSULTANT);

    suite.clock += 60_000;
    const answered = await answer(id, accessKey, request.id);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ state: 'answered', answer: ANSWER, answeredAt: REVIEW_START + 60_000 });

    // A file for any entry of the shared requirement counts for the request; one for a requirement it does not name does not.
    suite.clock += 60_000;
    expect((await upload(id, accessKey, 'user-application-hardening-event-logs-protected')).statusCode).toBe(201);
    expect((await upload(id, accessKey, OTHER_REQUIREMENT)).statusCode).toBe(201);
    const listed = (await portal('GET', `${id}/evidence-requests`)).json<{ requests: unknown[] }>().requests.map((each) => evidenceRequestSchema.parse(each));
    expect(listed).toEqual([expect.objectContaining({ state: 'answered', answer: ANSWER, uploadCount: 1, answeredAt: REVIEW_START + 120_000 })]);

    suite.clock += 60_000;
    const accepted = await portal('POST', `${id}/evidence-requests/${request.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'accepted', acceptedBy: CONSULTANT, acceptedAt: REVIEW_START + 180_000 });
    const late = await answer(id, accessKey, request.id, 'One more thing.');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('request_closed');
    expect((await respondentList(id, accessKey))[0]).toMatchObject({ state: 'accepted', answer: ANSWER });

    const events = (await auditRows(database.db)).filter((row) => row.action.startsWith('evidence-request'));
    expect(events).toEqual([
      { actor: CONSULTANT, action: 'evidence-requested', assessmentId: id, details: `${request.id}: ${SHARED_FIRST} ${REVIEWED_REQUIREMENT}; due ${DUE}`, address: '127.0.0.1' },
      { actor: null, action: 'evidence-request-answered', assessmentId: id, details: `${request.id}: in words`, address: null },
      { actor: null, action: 'evidence-request-answered', assessmentId: id, details: `${request.id}: file applocker.pdf (user-application-hardening-event-logs-protected)`, address: null },
      { actor: CONSULTANT, action: 'evidence-request-accepted', assessmentId: id, details: `${request.id}: ${SHARED_FIRST} ${REVIEWED_REQUIREMENT}; due ${DUE}`, address: '127.0.0.1' },
    ]);
    expect(JSON.stringify(await auditRows(database.db))).not.toContain('walk you through');
  });

  it('withdraws an open or answered request, never an accepted or withdrawn one, and accepts only an answered one', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    const open = await asked(id);
    const acceptOpen = await portal('POST', `${id}/evidence-requests/${open.id}/accept`);
    expect(acceptOpen.statusCode).toBe(409);
    expect(acceptOpen.json().error).toEqual({ code: 'request_not_answered', message: expect.stringMatching(/^Only an answered request can be accepted/) });
    const withdrawn = await portal('POST', `${id}/evidence-requests/${open.id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ state: 'withdrawn', withdrawnBy: CONSULTANT });
    expect((await portal('POST', `${id}/evidence-requests/${open.id}/withdraw`)).json().error.code).toBe('request_closed');
    expect((await answer(id, accessKey, open.id)).statusCode).toBe(409);
    // A withdrawn request takes no upload either.
    await upload(id, accessKey, REVIEWED_REQUIREMENT);
    expect((await respondentList(id, accessKey))[0]).toMatchObject({ state: 'withdrawn', uploadCount: 0 });
    expect((await auditRows(database.db)).filter((row) => row.action === 'evidence-request-withdrawn')).toHaveLength(1);
  });

  it('refuses a bad request by its fields, a past day included, and keeps nothing', async () => {
    const { id } = await submitDetailed(suite.app);
    const refused = await ask(id, { requirementIds: [], wanted: '  ', dueOn: '2026-11-24' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'invalid_input',
      message: 'The request for evidence is not valid',
      fields: { requirementIds: 'Choose at least one requirement the evidence is for', wanted: 'Say what evidence is wanted, in words the respondent will understand', dueOn: 'The due day must be today (25 November 2026) or later' },
    });
    expect((await ask(id, { requirementIds: ['no-such-requirement'] })).json().error.fields).toEqual({ 'requirementIds.0': 'This is not a requirement of the catalogue' });
    expect(await countEvidenceRequests(database.db)).toBe(0);
  });

  it('is for signed-in staff on a completed detailed assessment, and the respondent’s with the key alone', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    const request = await asked(id);
    const stranger = await suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/evidence-requests`, payload: { requirementIds: [REVIEWED_REQUIREMENT], wanted: 'x', dueOn: DUE } });
    expect(stranger.statusCode).toBe(401);
    expect((await suite.app.inject({ method: 'GET', url: `/api/support/assessments/${id}/evidence-requests` })).statusCode).toBe(401);
    expect((await portal('GET', '00000000-0000-4000-8000-000000000000/evidence-requests')).statusCode).toBe(404);
    expect((await portal('GET', 'not-an-id/evidence-requests')).statusCode).toBe(404);
    expect((await portal('POST', `${id}/evidence-requests/00000000-0000-4000-8000-000000000000/accept`)).statusCode).toBe(404);
    const quick = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json<{ id: string }>();
    expect((await ask(quick.id)).json().error.code).toBe('not_reviewable');

    const noKey = await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/evidence-requests/${request.id}/answer`, payload: { answer: 'x' } });
    expect(noKey.statusCode).toBe(401);
    // A consultant's session does not answer for the respondent.
    const asStaff = await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/evidence-requests/${request.id}/answer`, headers: { cookie: suite.cookie }, payload: { answer: 'x' } });
    expect(asStaff.statusCode).toBe(401);
    const wrongKey = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence-requests`, headers: { 'x-access-key': 'x'.repeat(43) } });
    expect(wrongKey.statusCode).toBe(404);
    // Another assessment's key does not reach this one's request.
    const other = await submitDetailed(suite.app);
    expect((await answer(other.id, other.accessKey, request.id)).statusCode).toBe(404);
    expect((await answer(id, accessKey, request.id, '   ')).json().error.fields).toEqual({ answer: 'Write your answer before sending it' });
    expect((await respondentList(id, accessKey))[0]?.state).toBe('open');
  });

  it('is not asked on the firm’s copy of a quick check, which the respondent cannot open: refused in words, nothing kept, mailed or audited', async () => {
    const quick = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json<{ id: string }>();
    const made = await portal('POST', `${quick.id}/review-copy`);
    expect(made.statusCode, made.body).toBe(201);
    const copy = made.json<{ id: string }>().id;
    const eventsBefore = (await auditRows(database.db)).length;

    const refused = await ask(copy);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'review_copy',
      message: 'This is the firm’s copy of a quick check; the respondent cannot open it, so evidence cannot be asked for here.',
    });
    expect(await countEvidenceRequests(database.db)).toBe(0);
    expect((await auditRows(database.db)).length).toBe(eventsBefore);
    await tasks.idle();
    expect(mailed).toEqual([]);
    // Its list reads, empty.
    expect((await portal('GET', `${copy}/evidence-requests`)).json()).toEqual({ requests: [] });
  });

  it('is deleted with its assessment, by the respondent or by retention', async () => {
    const first = await submitDetailed(suite.app);
    await asked(first.id);
    await asked(first.id);
    const deleted = await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${first.id}`, headers: { 'x-access-key': first.accessKey } });
    expect(deleted.statusCode).toBe(204);
    expect(await countEvidenceRequests(database.db)).toBe(0);

    const second = await submitDetailed(suite.app);
    await asked(second.id);
    expect(await countEvidenceRequests(database.db)).toBe(1);
    expect(await deleteAssessmentsCreatedBefore(database.db, REVIEW_START + 1)).toBe(1);
    expect(await countEvidenceRequests(database.db)).toBe(0);
  });

  it('is in the respondent’s own data download with its answer and its events, though the review is not shared, naming no consultant', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    const request = await asked(id);
    suite.clock += 60_000;
    await answer(id, accessKey, request.id);
    const download = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/data`, headers: { 'x-access-key': accessKey } });
    expect(download.statusCode).toBe(200);
    const data = JSON.parse(download.body) as { evidenceRequests: unknown[]; auditEvents: { action: string; by: string; details: string }[]; about: { heldBack: string | null } };
    expect(data.evidenceRequests).toEqual([expect.objectContaining({ id: request.id, wanted: WANTED, answer: ANSWER, state: 'answered' })]);
    // Newest first, as the download lists events; neither held back, as a request is addressed to the respondent.
    expect(data.auditEvents.filter((event) => event.action.startsWith('evidence-request'))).toEqual([
      expect.objectContaining({ action: 'evidence-request-answered', by: 'the respondent', details: `${request.id}: in words` }),
      expect.objectContaining({ action: 'evidence-requested', by: 'a consultant', details: expect.stringContaining(request.id) }),
    ]);
    expect(data.about.heldBack).toBeNull();
    expect(download.body).not.toContain(CONSULTANT);
  });

  it('says when no notice went: no mail set up', async () => {
    const { id } = await submitDetailed(suite.app);
    const created = await ask(id, {}, withoutMail.app);
    expect(created.statusCode).toBe(201);
    expect(created.json().noticeMailed).toBe(false);
    await tasks.idle();
    expect(mailed).toEqual([]);
  });
});
