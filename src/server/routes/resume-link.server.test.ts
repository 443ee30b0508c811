import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.server';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { resumeLink } from './resume-link.server';

const GONE = /^This assessment was not found: the link or its access key is wrong, or it was a saved draft that has expired\. Drafts are kept for 30 days after their last save\.$/;

describe.each(DATABASES)('emailing a resume link on $name', ({ open }) => {
  const database = useTestDatabase(open);
  const sent: { to: string; link: string; days: number }[] = [];
  let app: FastifyInstance;
  let withoutMail: FastifyInstance;

  beforeAll(async () => {
    const delivery = { send: async (to: string, link: string, days: number) => void sent.push({ to, link, days }) };
    app = await buildApp({ db: database.db, linkBase: 'https://e8.example.com/anything', resumeDelivery: delivery });
    withoutMail = await buildApp({ db: database.db, draftDays: 14 });
  });
  afterAll(async () => {
    await app.close();
    await withoutMail.close();
  });
  beforeEach(async () => {
    sent.length = 0;
    await database.empty('assessment_controls', 'assessments');
  });

  const saveDraft = async (body: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', ...body } });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; accessKey: string }>();
  };
  const emailLink = (server: FastifyInstance, id: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    server.inject({ method: 'POST', url: `/api/assessments/${id}/resume-link`, headers, ...(payload ? { payload } : {}) });

  it('mails the resume link, built on the public URL with the key, to the address stored in the draft', async () => {
    const draft = await saveDraft({ respondentEmail: 'sam@example.com', resumeStep: 'current-2' });
    const response = await emailLink(app, draft.id, { 'x-access-key': draft.accessKey });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentTo: 'sam@example.com' });
    expect(sent).toEqual([{ to: 'sam@example.com', link: `https://e8.example.com/assessment/resume?id=${draft.id}#key=${draft.accessKey}`, days: 30 }]);
    expect(sent[0]?.link).toBe(resumeLink('https://e8.example.com', draft.id, draft.accessKey));
  });

  it('never mails an address sent in the request body', async () => {
    const draft = await saveDraft({ respondentEmail: 'sam@example.com' });
    const response = await emailLink(app, draft.id, { 'x-access-key': draft.accessKey }, { to: 'stranger@example.com', respondentEmail: 'stranger@example.com' });
    expect(response.statusCode).toBe(200);
    expect(sent.map((mail) => mail.to)).toEqual(['sam@example.com']);
  });

  it('needs the key: none is a 401, a wrong one or another draft\'s the one not-found message and no mail', async () => {
    const draft = await saveDraft({ respondentEmail: 'sam@example.com' });
    const other = await saveDraft({ respondentEmail: 'lee@example.com' });
    const keyless = await emailLink(app, draft.id, {});
    expect(keyless.statusCode).toBe(401);
    for (const key of ['not-the-key', other.accessKey]) {
      const wrong = await emailLink(app, draft.id, { 'x-access-key': key });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().error.message).toMatch(GONE);
      expect(wrong.body).not.toContain('sam@example.com');
    }
    expect(sent).toEqual([]);
  });

  it('refuses in words when the draft has no email address, or is already completed', async () => {
    const draft = await saveDraft({ organizationName: 'Acme' });
    const noEmail = await emailLink(app, draft.id, { 'x-access-key': draft.accessKey });
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().error.message).toBe('This draft has no email address to send the link to. Enter yours under Organisation details and save again, or copy the link instead.');
    const completed = await app.inject({ method: 'PUT', url: `/api/assessments/${draft.id}`, headers: { 'x-access-key': draft.accessKey }, payload: completedAssessmentBody() });
    expect(completed.statusCode).toBe(200);
    const done = await emailLink(app, draft.id, { 'x-access-key': draft.accessKey });
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toMatch(/^This assessment is already completed/);
    expect(sent).toEqual([]);
  });

  it('says so when this server does not send email, and the settings tell the wizard beforehand', async () => {
    const created = await withoutMail.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', respondentEmail: 'sam@example.com' } });
    const draft = created.json<{ id: string; accessKey: string }>();
    const response = await emailLink(withoutMail, draft.id, { 'x-access-key': draft.accessKey });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This server does not send email. Copy the link and keep it somewhere safe instead.');
    expect((await withoutMail.inject({ method: 'GET', url: '/api/draft-settings' })).json()).toEqual({ draftDays: 14, emailAvailable: false });
    expect((await app.inject({ method: 'GET', url: '/api/draft-settings' })).json()).toEqual({ draftDays: 30, emailAvailable: true });
  });
});
