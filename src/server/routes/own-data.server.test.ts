import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/constants';
import { DEFAULT_BRANDING } from '../../domain/branding';
import { buildApp } from '../app.server';
import { DATABASES, freshSqlite, useTestDatabase } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody, DETAILED_ACHIEVED_LEVELS, detailedAssessmentBody, detailedOutcomes } from '../../../tests/support/assessments';
import { createSupportUser, signIn, SUPPORT_PASSWORD, SUPPORT_USERNAME } from '../../../tests/support/support-user';

const START = Date.UTC(2026, 10, 23, 1, 0);
const GONE = /^This assessment was not found: the link or its access key is wrong, or it was a saved draft that has expired\. Drafts are kept for 30 days after their last save\.$/;

describe.each(DATABASES)("the respondent's delete and data download on $name", ({ open }) => {
  const suite = useTestApp(open, { start: START, empty: ['audit_events', 'sessions', 'support_users', 'assessment_notes', 'assessment_controls', 'assessments'], signedIn: true, app: { retentionMonths: 24 } });
  const { database } = suite;

  async function submit(body: Record<string, unknown> = completedAssessmentBody({ organizationName: 'Own Data Pty Ltd' })): Promise<{ id: string; accessKey: string }> {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: body });
    expect(response.statusCode).toBe(201);
    suite.clock += 1000;
    return response.json();
  }
  const remove = (id: string, headers: Record<string, string>) => suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}`, headers });
  const download = (id: string, headers: Record<string, string>) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/data`, headers });
  const history = async (id: string) => (await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/history`, headers: { cookie: suite.cookie } })).json().events;
  const supportRead = (id: string) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { cookie: suite.cookie } });

  it('deletes with the access key, records it as by the respondent with the organisation, then answers 404', async () => {
    const { id, accessKey } = await submit();
    const deleted = await remove(id, { 'x-access-key': accessKey });
    expect(deleted.statusCode).toBe(204);
    expect((await supportRead(id)).statusCode).toBe(404);
    const events = await history(id);
    expect(events[0]).toEqual({ at: START + 1000, actor: null, action: 'delete', assessmentId: id, details: 'Own Data Pty Ltd' });
    const again = await remove(id, { 'x-access-key': accessKey });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(GONE);
  });

  it('refuses a delete with the key sent from another site', async () => {
    const { id, accessKey } = await submit();
    expect((await remove(id, { 'x-access-key': accessKey, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await supportRead(id)).statusCode).toBe(200);
  });

  it('deletes a draft with its key too', async () => {
    const { id, accessKey } = await submit({ status: 'draft', organizationName: 'Draft Pty Ltd' });
    expect((await remove(id, { 'x-access-key': accessKey })).statusCode).toBe(204);
    expect((await history(id))[0]).toMatchObject({ actor: null, action: 'delete', details: 'Draft Pty Ltd' });
  });

  it("refuses another assessment's key with the one not-found message and deletes nothing", async () => {
    const mine = await submit();
    const theirs = await submit(completedAssessmentBody({ organizationName: 'Someone Else Pty Ltd' }));
    const refused = await remove(theirs.id, { 'x-access-key': mine.accessKey });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toMatch(GONE);
    expect((await supportRead(theirs.id)).statusCode).toBe(200);
    expect((await supportRead(mine.id)).statusCode).toBe(200);
    expect((await history(theirs.id)).filter((event: { action: string }) => event.action === 'delete')).toEqual([]);
  });

  it('answers 401 without a key and without a session, and deletes nothing', async () => {
    const { id } = await submit();
    const refused = await remove(id, {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('Please sign in to continue');
    expect((await supportRead(id)).statusCode).toBe(200);
  });

  it('refuses a body with fields only once the sender may delete: a stranger is told to sign in, not what the route takes', async () => {
    const { id, accessKey } = await submit();
    const fields = { payload: { reason: 'none' } };
    const stranger = await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}`, ...fields });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().error.message).toBe('Please sign in to continue');
    for (const headers of [{ cookie: suite.cookie }, { 'x-access-key': accessKey }]) {
      const refused = await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}`, headers, ...fields });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: { code: 'invalid_input', message: 'This request takes no fields', fields: { reason: 'Unknown field "reason"' } } });
    }
    expect((await supportRead(id)).statusCode).toBe(200);
  });

  it('answers an id that is not one with the not-found words of whoever asks, and a delete with 204 and no body', async () => {
    const bySupport = await remove('not-an-id', { cookie: suite.cookie });
    expect(bySupport.statusCode).toBe(404);
    expect(bySupport.json()).toEqual({ error: { code: 'not_found', message: 'Assessment not found' } });
    const byKey = await remove('not-an-id', { 'x-access-key': 'guess' });
    expect(byKey.statusCode).toBe(404);
    expect(byKey.json().error.message).toMatch(GONE);
    const { id } = await submit();
    const deleted = await remove(id, { cookie: suite.cookie });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
  });

  it('still lets a support user delete without a key, recorded by name', async () => {
    const { id } = await submit();
    expect((await remove(id, { cookie: suite.cookie })).statusCode).toBe(204);
    expect((await history(id))[0]).toMatchObject({ actor: SUPPORT_USERNAME, action: 'delete', details: 'Own Data Pty Ltd' });
  });

  it('gives everything held as a JSON attachment: answers, series, follow-up, the count of internal notes and events, and never the key or its hash', async () => {
    const { id, accessKey } = await submit();
    expect((await supportRead(id)).statusCode).toBe(200);
    await suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}/follow-up`, headers: { cookie: suite.cookie }, payload: { status: 'contacted' } });
    suite.clock += 1000;
    await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/notes`, headers: { cookie: suite.cookie }, payload: { text: 'Called the IT manager about patching.' } });
    suite.clock += 1000;
    const response = await download(id, { 'x-access-key': accessKey });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="essential-eight-data-Own-Data-Pty-Ltd-2026-11-23.json"; filename*=UTF-8''essential-eight-data-Own-Data-Pty-Ltd-2026-11-23.json`,
    );
    const data = response.json();
    // The file as the route declares it: the handler's indented JSON text, sent as it is, not serialised again as a string.
    expect(response.body).toBe(JSON.stringify(data, null, 2));
    expect(data.assessment).toMatchObject({ id, status: 'completed', organizationName: 'Own Data Pty Ltd', assessments: completedAssessmentBody().assessments });
    expect(data.seriesId).toBe(id);
    expect(data.followUp).toEqual({
      status: 'contacted',
      statusInWords: 'Contacted',
      internalNoteCount: 1,
      internalNotes: expect.stringContaining(`${DEFAULT_BRANDING.companyName} keeps 1 internal note about this assessment`),
    });
    expect(data.auditEvents.map((event: { action: string; by: string }) => [event.action, event.by])).toEqual([
      ['export', 'the respondent'],
      ['note', 'a consultant'],
      ['follow-up', 'a consultant'],
      ['view', 'a consultant'],
    ]);
    expect(data.about).toMatchObject({ heldBy: DEFAULT_BRANDING.companyName, contact: DEFAULT_BRANDING.contactEmail, downloadedAt: new Date(START + 3000).toISOString() });
    expect(data.about.retention).toEqual([
      'An assessment is deleted 24 months after it was created.',
      'A saved draft is deleted 30 days after its last save.',
      expect.stringContaining('You can delete this assessment at any time from "Your assessments"'),
    ]);
    expect(response.body).not.toContain(accessKey);
    expect(response.body).not.toMatch(/hash/i);
    const stored = await database.db.selectFrom('assessments').select('access_key_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(response.body).not.toContain(stored.access_key_hash);
  });

  it("gives a detailed assessment's answers with their evidence quality and its levels supported by evidence", async () => {
    const graded = Object.fromEntries(Object.entries(detailedOutcomes()).map(([id, answer]) => [id, answer.outcome === 'effective' ? { ...answer, evidenceQuality: 'excellent' } : answer]));
    const { id, accessKey } = await submit(detailedAssessmentBody({ organizationName: 'Own Data Pty Ltd', requirementOutcomes: graded }));
    const data = (await download(id, { 'x-access-key': accessKey })).json();
    expect(data.assessment.evidenceLevels).toEqual(DETAILED_ACHIEVED_LEVELS);
    expect(data.assessment.requirementOutcomes['application-control-workstations']).toMatchObject({ outcome: 'effective', evidenceQuality: 'excellent' });
  });

  it("never gives the respondent a consultant's note, its author, or a staff member's username, email or address", async () => {
    const consultant = 'jo.whitfield';
    const consultantEmail = 'jo.whitfield@advisory.example';
    const noteText = 'Board is reluctant to fund MFA; the IT manager seemed unsure of the backups.';
    await createSupportUser(database.db, consultant, SUPPORT_PASSWORD, 'consultant');
    await database.db.updateTable('support_users').set({ email: consultantEmail }).where('username', '=', consultant).execute();
    const consultantCookie = await signIn(suite.app, consultant, SUPPORT_PASSWORD);
    const { id, accessKey } = await submit();
    const added = await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/notes`, headers: { cookie: consultantCookie }, payload: { text: noteText } });
    expect(added.statusCode).toBe(201);
    suite.clock += 1000;
    expect((await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { cookie: consultantCookie } })).statusCode).toBe(200);
    suite.clock += 1000;
    // The staff side still has everything: the note, its author and who did what.
    expect((await history(id)).map((event: { action: string; actor: string | null }) => [event.action, event.actor])).toEqual([
      ['view', consultant],
      ['note', consultant],
    ]);

    const response = await download(id, { 'x-access-key': accessKey });
    expect(response.statusCode).toBe(200);
    for (const staffDetail of [consultant, consultantEmail, noteText, 'IT manager', '127.0.0.1']) expect(response.body).not.toContain(staffDetail);
    const data = response.json();
    expect(data.followUp.internalNoteCount).toBe(1);
    expect(data.followUp.internalNotes).toBe(
      `${DEFAULT_BRANDING.companyName} keeps 1 internal note about this assessment, written by its consultants for their own work. The notes are not in this file: to ask about them, or for any personal information in them, contact ${DEFAULT_BRANDING.contactEmail}.`,
    );
    expect(data.auditEvents.map((event: { action: string; by: string }) => [event.action, event.by])).toEqual([
      ['export', 'the respondent'],
      ['view', 'a consultant'],
      ['note', 'a consultant'],
    ]);
  });

  it('needs the key for the download: 401 without, 404 with a wrong one, 404 for an expired draft', async () => {
    const { id } = await submit();
    const other = await submit();
    const without = await download(id, {});
    expect(without.statusCode).toBe(401);
    expect(without.json().error.message).toBe('An access key is needed to download this assessment');
    expect((await download(id, { cookie: suite.cookie })).statusCode).toBe(401);
    const wrong = await download(id, { 'x-access-key': other.accessKey });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toMatch(GONE);
    expect(wrong.body).not.toContain('Own Data Pty Ltd');

    const draft = await submit({ status: 'draft', organizationName: 'Expiring Pty Ltd' });
    expect((await download(draft.id, { 'x-access-key': draft.accessKey })).statusCode).toBe(200);
    suite.clock += 30 * DAY_MS + 1;
    const expired = await download(draft.id, { 'x-access-key': draft.accessKey });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toMatch(GONE);
    expect(expired.body).not.toContain('Expiring Pty Ltd');
    expect((await remove(draft.id, { 'x-access-key': draft.accessKey })).statusCode).toBe(404);
  });
});

describe("the respondent's delete and data download under rate limits", () => {
  const database = useTestDatabase(freshSqlite);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ db: database.db, rateLimits: true });
    await createSupportUser(database.db);
  });
  afterAll(async () => {
    await app.close();
  });

  it('limits deletes with a key like the other public writes, and leaves the support path unlimited', async () => {
    const cookie = await signIn(app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const bySupport = [];
    for (let i = 0; i < 35; i += 1) bySupport.push((await app.inject({ method: 'DELETE', url: `/api/assessments/${unknown}`, headers: { cookie } })).statusCode);
    expect(new Set(bySupport)).toEqual(new Set([404]));
    const byKey = [];
    for (let i = 0; i < 35; i += 1) byKey.push((await app.inject({ method: 'DELETE', url: `/api/assessments/${unknown}`, headers: { 'x-access-key': 'wrong' } })).statusCode);
    expect(byKey.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 404));
    expect(byKey.slice(30)).toEqual(Array.from({ length: 5 }, () => 429));
  });

  it('limits data downloads to 10 a minute, as each one writes an audit row', async () => {
    // An app of its own: the delete test has used up this address's allowance on the other.
    const fresh = await buildApp({ db: database.db, rateLimits: true });
    try {
      const created = await fresh.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() });
      const { id, accessKey } = created.json<{ id: string; accessKey: string }>();
      const download = () => fresh.inject({ method: 'GET', url: `/api/assessments/${id}/data`, headers: { 'x-access-key': accessKey } });
      const statuses = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await download()).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(statuses.slice(10)).toEqual([429, 429]);
      const refused = await download();
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error.message).toMatch(/^Too many downloads of this assessment’s data in the last minute\. Please wait \d+ seconds and try again\.$/);
    } finally {
      await fresh.close();
    }
  });
});
