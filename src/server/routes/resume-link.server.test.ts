import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.server';
import { DATABASES } from '../../../tests/support/databases';
import { useOtherApp, useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { DAY_MS } from '../../domain/constants';
import { resumeLinkMailText, type ResumeLinkMailDetails } from '../mail/resume-link-mail.server';
import { hasAnyAnswer } from '../../domain/assessment';
import { emailedResumeLinkSchema } from '../../domain/emailed-resume-link';
import { waitInWords } from '../../domain/format';
import { resumeLink } from './resume-link.server';

const START = Date.UTC(2026, 10, 23, 4, 10);
const HOUR = 60 * 60 * 1000;
/** One answer, so the draft has something to come back to. */
const ANSWERED = { targetAssessments: { 'application-control': 2 } };
const GONE = /^This assessment was not found: the link or its access key is wrong, or it was a saved draft that has expired\. Drafts are kept for 30 days after their last save\.$/;

describe.each(DATABASES)('emailing a resume link on $name', ({ open }) => {
  const sent: { to: string; link: string; details: ResumeLinkMailDetails }[] = [];
  const suite = useTestApp(open, {
    start: START,
    empty: ['resume_link_mails', 'assessment_controls', 'assessments'],
    app: { linkBase: 'https://e8.example.com/anything', resumeDelivery: { send: async (to, link, details) => void sent.push({ to, link, details }) } },
  });
  const { database } = suite;
  const refusing = {
    send: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    },
  };
  const failing = useOtherApp(suite, { resumeDelivery: refusing, logger: false });
  // On the real clock, as shipped.
  let withoutMail: FastifyInstance;
  beforeAll(async () => {
    withoutMail = await buildApp({ db: database.db, draftDays: 14 });
  });
  afterAll(async () => {
    await withoutMail.close();
  });
  beforeEach(() => {
    sent.length = 0;
  });

  const saveDraft = async (body: Record<string, unknown>) => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', ...ANSWERED, ...body } });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; accessKey: string }>();
  };
  const emailLink = (server: FastifyInstance, id: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    server.inject({ method: 'POST', url: `/api/assessments/${id}/resume-link`, headers, ...(payload ? { payload } : {}) });

  it('mails the resume link, built on the public URL with the key, to the address stored in the draft', async () => {
    const draft = await saveDraft({ respondentEmail: 'sam@example.com', resumeStep: 'current-2' });
    const response = await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentTo: 'sam@example.com' });
    expect(emailedResumeLinkSchema.safeParse(response.json()).error).toBeUndefined();
    expect(sent).toEqual([
      {
        to: 'sam@example.com',
        link: `https://e8.example.com/assessment/resume?id=${draft.id}#key=${draft.accessKey}`,
        details: { draftDays: 30, organisationName: '', requestedAt: START, site: 'https://e8.example.com' },
      },
    ]);
    expect(sent[0]?.link).toBe(resumeLink('https://e8.example.com', draft.id, draft.accessKey));
  });

  it('never mails an address sent in the request body: a body with fields is refused by name, an empty one is fine', async () => {
    const draft = await saveDraft({ respondentEmail: 'sam@example.com' });
    const response = await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey }, { to: 'stranger@example.com', respondentEmail: 'stranger@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid_input',
      message: 'This request takes no fields: the link goes to the address saved in the draft',
      fields: { to: 'Unknown field "to"', respondentEmail: 'Unknown field "respondentEmail"' },
    });
    expect(sent).toEqual([]);
    const empty = await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey }, {});
    expect(empty.statusCode).toBe(200);
    expect(sent.map((mail) => mail.to)).toEqual(['sam@example.com']);
  });

  it('needs the key: none is a 401, a wrong one or another draft\'s the one not-found message and no mail', async () => {
    const draft = await saveDraft({ respondentEmail: 'sam@example.com' });
    const other = await saveDraft({ respondentEmail: 'lee@example.com' });
    const keyless = await emailLink(suite.app, draft.id, {});
    expect(keyless.statusCode).toBe(401);
    for (const key of ['not-the-key', other.accessKey]) {
      const wrong = await emailLink(suite.app, draft.id, { 'x-access-key': key });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().error.message).toMatch(GONE);
      expect(wrong.body).not.toContain('sam@example.com');
    }
    expect(sent).toEqual([]);
  });

  it('asks for the key before it reads the body: a stranger sending an address is told about the key, not the address', async () => {
    const draft = await saveDraft({ respondentEmail: 'sam@example.com' });
    const keyless = await emailLink(suite.app, draft.id, {}, { to: 'stranger@example.com' });
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json().error.message).toBe('An access key is needed to open this assessment');
    const wrong = await emailLink(suite.app, draft.id, { 'x-access-key': 'not-the-key' }, { to: 'stranger@example.com' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toMatch(GONE);
    expect(sent).toEqual([]);
  });

  it('refuses in words when the draft has no email address, or is already completed', async () => {
    const draft = await saveDraft({ organizationName: 'Acme' });
    const noEmail = await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey });
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().error.message).toBe('This draft has no email address to send the link to. Enter yours under Organisation details and save again, or copy the link instead.');
    const completed = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${draft.id}`, headers: { 'x-access-key': draft.accessKey }, payload: completedAssessmentBody() });
    expect(completed.statusCode).toBe(200);
    const done = await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey });
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toMatch(/^This assessment is already completed/);
    expect(sent).toEqual([]);
  });

  it('says so when this server does not send email, and the settings tell the wizard beforehand', async () => {
    const created = await withoutMail.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', respondentEmail: 'sam@example.com', ...ANSWERED } });
    const draft = created.json<{ id: string; accessKey: string }>();
    const response = await emailLink(withoutMail, draft.id, { 'x-access-key': draft.accessKey });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This server does not send email. Copy the link and keep it somewhere safe instead.');
    expect((await withoutMail.inject({ method: 'GET', url: '/api/draft-settings' })).json()).toEqual({ draftDays: 14, emailAvailable: false });
    expect((await suite.app.inject({ method: 'GET', url: '/api/draft-settings' })).json()).toEqual({ draftDays: 30, emailAvailable: true });
  });

  it('tells the recipient which organisation the draft is for, when and where it was asked for, and to ignore it if they did not', async () => {
    const draft = await saveDraft({ respondentEmail: 'sam@example.com', organizationName: 'Acme Pty Ltd' });
    expect((await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey })).statusCode).toBe(200);
    const [mail] = sent;
    if (!mail) throw new Error('no email was sent');
    expect(mail.details).toEqual({ draftDays: 30, organisationName: 'Acme Pty Ltd', requestedAt: START, site: 'https://e8.example.com' });
    const text = resumeLinkMailText(mail.link, mail.details, 'E8 Check');
    expect(text).toContain('for the organisation "Acme Pty Ltd"');
    expect(text).toContain('on https://e8.example.com (E8 Check) on 23 November 2026 at 04:10 UTC');
    expect(text).toContain('If you did not ask for this, you can ignore this email: nothing was shared with you.');
    expect(text).toContain(`\n${mail.link}\n`);
  });

  it('refuses a draft with no answer yet in words, and mails nothing', async () => {
    const created = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', respondentEmail: 'sam@example.com', organizationName: 'Acme' } });
    const draft = created.json<{ id: string; accessKey: string }>();
    const response = await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Answer at least one question before asking for the link by email.');
    expect(sent).toEqual([]);
    expect(await database.db.selectFrom('resume_link_mails').select('id').execute()).toEqual([]);
  });

  it('mails one draft\'s link 3 times in 24 hours, refuses the 4th in words, and mails it again once the first is a day old', async () => {
    const draft = await saveDraft({ respondentEmail: 'sam@example.com' });
    for (let i = 0; i < 3; i += 1) {
      expect((await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey })).statusCode).toBe(200);
      suite.clock += HOUR;
    }
    const fourth = await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(
      "This draft's link has already been emailed 3 times in the last 24 hours. You can ask again in 21 hours, or use Copy link instead.",
    );
    expect(fourth.headers['retry-after']).toBe(String(21 * 60 * 60));
    expect(sent).toHaveLength(3);

    suite.clock = START + DAY_MS - 1;
    expect((await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey })).statusCode).toBe(429);
    suite.clock = START + DAY_MS;
    expect((await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey })).statusCode).toBe(200);
    expect(sent).toHaveLength(4);
  });

  it('mails one address 5 times in 24 hours across drafts, whatever its case, and refuses the 6th', async () => {
    const spellings = ['sam@example.com', 'Sam@Example.com', 'SAM@EXAMPLE.COM', 'sam@EXAMPLE.com', 'Sam@example.com'];
    for (const [index, address] of spellings.entries()) {
      const draft = await saveDraft({ respondentEmail: address });
      expect((await emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey })).statusCode, `send ${index + 1}`).toBe(200);
      suite.clock += 10 * 60 * 1000;
    }
    const sixth = await saveDraft({ respondentEmail: 'sAm@example.COM' });
    const refused = await emailLink(suite.app, sixth.id, { 'x-access-key': sixth.accessKey });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'This email address has already been sent 5 resume links in the last 24 hours, the most it is sent in a day. You can ask again in 23 hours and 10 minutes, or use Copy link instead.',
    );
    expect(sent).toHaveLength(5);

    const other = await saveDraft({ respondentEmail: 'lee@example.com' });
    expect((await emailLink(suite.app, other.id, { 'x-access-key': other.accessKey })).statusCode).toBe(200);
    suite.clock = START + DAY_MS;
    expect((await emailLink(suite.app, sixth.id, { 'x-access-key': sixth.accessKey })).statusCode).toBe(200);
  });

  it('answers a failed delivery with 502 in words, and counts it against the limit', async () => {
    const created = await failing.app.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', respondentEmail: 'sam@example.com', ...ANSWERED } });
    const draft = created.json<{ id: string; accessKey: string }>();
    for (let i = 0; i < 3; i += 1) {
      const response = await emailLink(failing.app, draft.id, { 'x-access-key': draft.accessKey });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.message).toBe('The email could not be sent just now. Copy the link instead, or try again later.');
    }
    expect((await emailLink(failing.app, draft.id, { 'x-access-key': draft.accessKey })).statusCode).toBe(429);
  });

  it('lets only 3 of 8 requests sent at once for one draft through', async () => {
    const draft = await saveDraft({ respondentEmail: 'sam@example.com' });
    const responses = await Promise.all(Array.from({ length: 8 }, () => emailLink(suite.app, draft.id, { 'x-access-key': draft.accessKey })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(sent).toHaveLength(3);
  });
});

describe('what counts as an answer, and waits in words', () => {
  it('counts a target level, a current level or a requirement outcome, and nothing else', () => {
    const none = { targetAssessments: {}, assessments: {}, requirementOutcomes: {} };
    expect(hasAnyAnswer(none)).toBe(false);
    expect(hasAnyAnswer({ ...none, targetAssessments: { 'patch-applications': 1 } })).toBe(true);
    expect(hasAnyAnswer({ ...none, assessments: { 'regular-backups': 0 } })).toBe(true);
    expect(hasAnyAnswer({ ...none, requirementOutcomes: { 'ML1-AC-01': { outcome: 'not-implemented', evidence: '' } } })).toBe(true);
  });

  it('rounds a wait up to the minute and says it in hours and minutes', () => {
    expect(waitInWords(1)).toBe('1 minute');
    expect(waitInWords(40 * 60 * 1000)).toBe('40 minutes');
    expect(waitInWords(60 * 60 * 1000)).toBe('1 hour');
    expect(waitInWords(60 * 60 * 1000 + 1)).toBe('1 hour and 1 minute');
    expect(waitInWords(DAY_MS - 50 * 60 * 1000)).toBe('23 hours and 10 minutes');
  });
});
