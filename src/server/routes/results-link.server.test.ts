import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DATABASES } from '../../../tests/support/databases';
import { useOtherApp, useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { auditRows } from '../../../tests/support/audit-rows';
import { createSupportUser, signIn, SUPPORT_PASSWORD, SUPPORT_USERNAME } from '../../../tests/support/support-user';
import { DAY_MS } from '../../domain/constants';
import { freshResultsLinkSchema, replacedAccessKeySchema } from '../../domain/results-link-schemas';
import { resultsLinkEventDetails } from '../../domain/results-link';
import type { ResultsLinkMailDetails } from '../mail/results-link-mail.server';
import { findSupportUserByUsername } from '../store/support-users.server';
import { resultsLink } from './results-link.server';

const START = Date.UTC(2026, 10, 23, 4, 10);
const LINK_BASE = 'https://e8.example.com/anything';
const CONSULTANT = 'Casey';
const CONSULTANT_PASSWORD = 'Consultant-Passw0rd!';
const GONE = /^This assessment was not found: the link or its access key is wrong/;

describe.each(DATABASES)('results links on $name', ({ open }) => {
  const sent: { to: string; link: string; details: ResultsLinkMailDetails }[] = [];
  const suite = useTestApp(open, {
    start: START,
    empty: ['audit_events', 'sessions', 'support_users', 'resume_link_mails', 'assessment_controls', 'assessments'],
    app: { linkBase: LINK_BASE, resultsLinkDelivery: { send: async (to, link, details) => void sent.push({ to, link, details }) } },
  });
  const { database } = suite;
  const withoutMail = useOtherApp(suite, {});
  const failing = useOtherApp(suite, {
    logger: false,
    resultsLinkDelivery: {
      send: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    },
  });
  let consultant = '';
  beforeEach(async () => {
    sent.length = 0;
    await createSupportUser(database.db, CONSULTANT, CONSULTANT_PASSWORD, 'consultant');
    consultant = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
  });

  const submit = async (body: Record<string, unknown> = {}) => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(body) });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; accessKey: string }>();
  };
  const read = (id: string, accessKey: string) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } });
  const emailOwnLink = (id: string, accessKey: string, app: FastifyInstance = suite.app, payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/assessments/${id}/results-link`, headers: { 'x-access-key': accessKey }, ...(payload ? { payload } : {}) });
  const replaceKey = (id: string, accessKey: string) => suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/access-key`, headers: { 'x-access-key': accessKey } });
  const freshLink = (id: string, send: string, cookie = consultant, app: FastifyInstance = suite.app) =>
    app.inject({ method: 'POST', url: `/api/support/assessments/${id}/results-link`, headers: { cookie }, payload: { send } });
  /** A completed assessment without an address (the form requires one; a seeded or imported row may have none). */
  const submitWithoutAddress = async () => {
    const saved = await submit();
    await database.db.updateTable('assessments').set({ respondent_email: '' }).where('id', '=', saved.id).execute();
    return saved;
  };
  /** Every column of every audit row, as text: a secret must be in none of them. */
  const everyAuditRow = async () => JSON.stringify(await database.db.selectFrom('audit_events').selectAll().execute());

  it('replaces the key: the old one opens nothing at once, the new one opens the results, and the log says so without either key', async () => {
    const { id, accessKey } = await submit();
    const response = await replaceKey(id, accessKey);
    expect(response.statusCode).toBe(200);
    const { accessKey: newKey } = replacedAccessKeySchema.parse(response.json());
    expect(newKey).not.toBe(accessKey);
    expect(newKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const old = await read(id, accessKey);
    expect(old.statusCode).toBe(404);
    // A replaced key reads exactly as a wrong key and an unknown id do.
    const unknown = await read('00000000-0000-4000-8000-000000000000', newKey);
    expect(old.json()).toEqual(unknown.json());
    expect(old.json().error.message).toMatch(GONE);
    expect((await read(id, newKey)).statusCode).toBe(200);
    // Replacing again needs the current key: the old one is refused as a wrong key.
    expect((await replaceKey(id, accessKey)).statusCode).toBe(404);
    expect((await replaceKey(id, 'not-the-key')).statusCode).toBe(404);
    expect((await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/access-key` })).statusCode).toBe(401);

    expect((await auditRows(database.db)).filter((row) => row.action !== 'sign-in')).toEqual([{ actor: null, action: 'results-link-replaced', assessmentId: id, details: resultsLinkEventDetails('replace', null), address: null }]);
    const rows = await everyAuditRow();
    expect(rows).not.toContain(accessKey);
    expect(rows).not.toContain(newKey);
  });

  it('lets only one of two replaces at once keep its key: the other is answered as a wrong key', async () => {
    const { id, accessKey } = await submit();
    const answers = await Promise.all([replaceKey(id, accessKey), replaceKey(id, accessKey)]);
    const kept = answers.filter((answer) => answer.statusCode === 200);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect((await read(id, kept[0]?.json().accessKey)).statusCode).toBe(200);
  });

  it('mails the results link, built on the public URL with the key in the fragment, to the stored address only', async () => {
    const { id, accessKey } = await submit({ respondentEmail: 'jane@acme.example' });
    const response = await emailOwnLink(id, accessKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentTo: 'jane@acme.example' });
    expect(sent).toEqual([
      {
        to: 'jane@acme.example',
        link: `https://e8.example.com/assessment/results?id=${id}#key=${accessKey}`,
        details: { organisationName: 'Acme Widgets Pty Ltd', askedBy: 'respondent', companyName: 'Essential Eight Advisory', requestedAt: START, site: 'https://e8.example.com' },
      },
    ]);
    expect(resultsLink(LINK_BASE, id, accessKey)).toBe(sent[0]?.link);
    // An address in the body is refused, not quietly ignored.
    const named = await emailOwnLink(id, accessKey, suite.app, { to: 'mallory@example.com' });
    expect(named.statusCode).toBe(400);
    expect(sent).toHaveLength(1);
  });

  it('counts results-link emails with resume links: three per assessment and five per address a day, then 429 in words', async () => {
    const { id, accessKey } = await submit({ respondentEmail: 'jane@acme.example' });
    for (let count = 0; count < 3; count += 1) expect((await emailOwnLink(id, accessKey)).statusCode).toBe(200);
    const fourth = await emailOwnLink(id, accessKey);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe(String(DAY_MS / 1000));
    expect(fourth.json().error.message).toBe('The link to these results has already been emailed 3 times in the last 24 hours. You can ask again in 24 hours, or copy the link instead.');

    const other = await submit({ respondentEmail: ' JANE@acme.example ' });
    expect((await emailOwnLink(other.id, other.accessKey)).statusCode).toBe(200);
    expect((await emailOwnLink(other.id, other.accessKey)).statusCode).toBe(200);
    const sixth = await emailOwnLink(other.id, other.accessKey);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toMatch(/^This email address has already been sent 5 links in the last 24 hours/);
    expect(sent).toHaveLength(5);

    suite.clock += DAY_MS;
    expect((await emailOwnLink(id, accessKey)).statusCode).toBe(200);
  });

  it('says in words why a link cannot be emailed: no mail, no address, a draft, a failed send', async () => {
    const { id, accessKey } = await submit({ respondentEmail: 'jane@acme.example' });
    const noMail = await emailOwnLink(id, accessKey, withoutMail.app);
    expect(noMail.statusCode).toBe(409);
    expect(noMail.json().error).toEqual({ code: 'mail_not_configured', message: 'This server does not send email. Copy the link to these results instead.' });

    const noAddress = await submitWithoutAddress();
    expect((await emailOwnLink(noAddress.id, noAddress.accessKey)).json().error.code).toBe('no_email');

    const draft = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', respondentEmail: 'jane@acme.example', targetAssessments: { 'application-control': 2 } } })).json<{ id: string; accessKey: string }>();
    const drafted = await emailOwnLink(draft.id, draft.accessKey);
    expect(drafted.statusCode).toBe(409);
    expect(drafted.json().error.code).toBe('not_completed');

    const failed = await emailOwnLink(id, accessKey, failing.app);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe('The email could not be sent just now. Copy the link instead, or try again later.');
    expect((await emailOwnLink(id, 'wrong')).statusCode).toBe(404);
    expect(sent).toEqual([]);
  });

  it("gives a consultant a fresh link to copy: the respondent's old key stops working, the link opens the results, the log names no secret", async () => {
    const { id, accessKey } = await submit();
    const response = await freshLink(id, 'copy');
    expect(response.statusCode).toBe(200);
    const parsed = freshResultsLinkSchema.parse(response.json());
    if (!('link' in parsed)) throw new Error('A copy answers with the link');
    const match = new RegExp(`^https://e8\\.example\\.com/assessment/results\\?id=${id}#key=([A-Za-z0-9_-]{43})$`).exec(parsed.link);
    const newKey = match?.[1] ?? '';
    expect(newKey).not.toBe('');
    expect((await read(id, accessKey)).statusCode).toBe(404);
    expect((await read(id, newKey)).statusCode).toBe(200);
    expect(sent).toEqual([]);

    const events = (await auditRows(database.db)).filter((row) => row.action.startsWith('results-link'));
    expect(events).toEqual([{ actor: CONSULTANT, action: 'results-link-copied', assessmentId: id, details: resultsLinkEventDetails('copy', null), address: '127.0.0.1' }]);
    const rows = await everyAuditRow();
    for (const secret of [accessKey, newKey, parsed.link]) expect(rows).not.toContain(secret);
  });

  it('emails a fresh link only to the address the respondent gave, audited with the recipient and without the link', async () => {
    const { id, accessKey } = await submit({ respondentEmail: 'jane@acme.example' });
    const response = await freshLink(id, 'email');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentTo: 'jane@acme.example' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('jane@acme.example');
    expect(sent[0]?.details.askedBy).toBe('consultancy');
    const newKey = new URL(sent[0]?.link ?? '').hash.replace('#key=', '');
    expect((await read(id, accessKey)).statusCode).toBe(404);
    expect((await read(id, newKey)).statusCode).toBe(200);
    // A body naming another address is refused.
    const named = await suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/results-link`, headers: { cookie: consultant }, payload: { send: 'email', to: 'mallory@example.com' } });
    expect(named.statusCode).toBe(400);

    const events = (await auditRows(database.db)).filter((row) => row.action.startsWith('results-link'));
    expect(events).toEqual([{ actor: CONSULTANT, action: 'results-link-emailed', assessmentId: id, details: resultsLinkEventDetails('email', 'jane@acme.example'), address: '127.0.0.1' }]);
    expect(events[0]?.details).toContain('jane@acme.example');
    const rows = await everyAuditRow();
    for (const secret of [accessKey, newKey, sent[0]?.link ?? '']) expect(rows).not.toContain(secret);
  });

  it("is not limited by the respondent's mail limits, and says in words when it cannot email", async () => {
    const { id, accessKey } = await submit({ respondentEmail: 'jane@acme.example' });
    for (let count = 0; count < 3; count += 1) expect((await emailOwnLink(id, accessKey)).statusCode).toBe(200);
    expect((await freshLink(id, 'email')).statusCode).toBe(200);

    const noAddress = await submitWithoutAddress();
    const refused = await freshLink(noAddress.id, 'email');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('The respondent gave no email address. Copy a fresh link instead and send it to them yourself.');
    // Refused before anything changed: the respondent's key still works.
    expect((await read(noAddress.id, noAddress.accessKey)).statusCode).toBe(200);
    expect((await freshLink(id, 'email', consultant, withoutMail.app)).json().error.code).toBe('mail_not_configured');
    const failed = await freshLink(id, 'email', consultant, failing.app);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toMatch(/^The respondent's link was replaced, so their old link no longer works, but the email could not be sent just now\./);
  });

  it('refuses strangers (401), disabled accounts (403), drafts (409), unknown ids (404) and a bad body (400)', async () => {
    const { id, accessKey } = await submit();
    expect((await suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/results-link`, payload: { send: 'copy' } })).statusCode).toBe(401);
    expect((await freshLink('00000000-0000-4000-8000-000000000000', 'copy')).statusCode).toBe(404);
    expect((await freshLink('not-an-id', 'copy')).statusCode).toBe(404);
    expect((await freshLink(id, 'post')).statusCode).toBe(400);
    const draft = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', targetAssessments: { 'application-control': 2 } } })).json<{ id: string }>();
    expect((await freshLink(draft.id, 'copy')).json().error.code).toBe('not_completed');

    await createSupportUser(database.db, SUPPORT_USERNAME, SUPPORT_PASSWORD, 'administrator');
    const administrator = await signIn(suite.app, SUPPORT_USERNAME, SUPPORT_PASSWORD);
    // An administrator may give a fresh link too.
    expect((await freshLink(id, 'copy', administrator)).statusCode).toBe(200);
    const casey = await findSupportUserByUsername(database.db, CONSULTANT);
    expect((await suite.app.inject({ method: 'POST', url: `/api/support/accounts/${casey?.id}/disable`, headers: { cookie: administrator } })).statusCode).toBe(204);
    const disabled = await freshLink(id, 'copy');
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().error.code).toBe('account_disabled');
    // From another site, a signed-in browser changes nothing.
    const crossSite = await suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/results-link`, headers: { cookie: administrator, origin: 'https://evil.example' }, payload: { send: 'copy' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await auditRows(database.db)).filter((row) => row.action === 'results-link-copied')).toHaveLength(1);
    expect((await read(id, accessKey)).statusCode).toBe(404);
  });
});
