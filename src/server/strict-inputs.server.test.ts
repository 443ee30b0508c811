import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.server';
import { DATABASES, useTestDatabase } from '../../tests/support/databases';
import { completedAssessmentBody } from '../../tests/support/assessments';
import { createSupportUser, signIn, SUPPORT_PASSWORD } from '../../tests/support/support-user';

const EXTRA = { unexpected: 'anything' };
const NEW_PASSWORD = 'An0ther-Long-Passphrase!';

describe.each(DATABASES)('every input is strict on $name', ({ open }) => {
  const database = useTestDatabase(open);
  let app: FastifyInstance;
  let cookie = '';
  let assessment = { id: '', accessKey: '' };
  let consultantId = '';

  beforeAll(async () => {
    app = await buildApp({ db: database.db });
    await createSupportUser(database.db);
    await createSupportUser(database.db, 'consultant.one', SUPPORT_PASSWORD, 'consultant');
    const consultant = await database.db.selectFrom('support_users').select('id').where('username', '=', 'consultant.one').executeTakeFirstOrThrow();
    consultantId = consultant.id;
    cookie = await signIn(app);
    assessment = (await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json();
  });
  afterAll(async () => {
    await app.close();
  });

  /**
   * How many changes the audit log holds: a failed check of the current password is recorded (and counted
   * toward the lockout) whatever made it fail, so only other rows show that something happened.
   */
  const changesRecorded = async () =>
    Number((await database.db.selectFrom('audit_events').where('action', '!=', 'sign-in-failed').select(({ fn }) => fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);

  /** Each route that takes a body, with one that would do but for the field no route knows. */
  const withBodies = (): [string, 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown>][] => [
    ['an assessment', 'POST', '/api/assessments', completedAssessmentBody(EXTRA)],
    ['sign-in', 'POST', '/api/auth/login', { username: 'Support', password: SUPPORT_PASSWORD, rememberMe: false, ...EXTRA }],
    ['a reset request', 'POST', '/api/auth/password-reset/request', { username: 'Support', ...EXTRA }],
    ['a reset', 'POST', '/api/auth/password-reset/confirm', { token: 'a'.repeat(43), password: NEW_PASSWORD, ...EXTRA }],
    ['a password change', 'POST', '/api/account/password', { currentPassword: SUPPORT_PASSWORD, newPassword: NEW_PASSWORD, ...EXTRA }],
    ['an authenticator set-up', 'POST', '/api/account/authenticator/setup', { currentPassword: SUPPORT_PASSWORD, ...EXTRA }],
    ['an invitation', 'POST', '/api/support/invitations', { username: 'new.person', email: '', role: 'consultant', ...EXTRA }],
    ['an invitation lookup', 'POST', '/api/invitations/lookup', { token: 'a'.repeat(43), ...EXTRA }],
    ['an invitation accepted with a role of its own', 'POST', '/api/invitations/accept', { token: 'a'.repeat(43), password: NEW_PASSWORD, role: 'administrator' }],
    ['a role change', 'PUT', `/api/support/accounts/${consultantId}/role`, { role: 'consultant', ...EXTRA }],
    ['a follow-up status', 'PUT', `/api/assessments/${assessment.id}/follow-up`, { status: 'contacted', ...EXTRA }],
    ['a note', 'POST', `/api/assessments/${assessment.id}/notes`, { text: 'Called them.', ...EXTRA }],
    ['an export note', 'POST', `/api/assessments/${assessment.id}/exports`, { format: 'docx', ...EXTRA }],
  ];

  it.each([...Array(13).keys()])('refuses an unknown field with 400 naming it, and changes nothing (route %i)', async (index) => {
    const [what, method, url, payload] = withBodies()[index] ?? ['', 'POST', '', {}];
    // Signed in afresh: a sign-in that gets through would end the session before.
    cookie = await signIn(app);
    const before = await changesRecorded();
    const response = await app.inject({ method, url, payload, headers: { cookie } });
    expect(response.statusCode, what).toBe(400);
    const unknown = 'unexpected' in payload ? 'unexpected' : 'role';
    expect(response.json().error.fields, what).toMatchObject({ [unknown]: `Unknown field "${unknown}"` });
    expect(await changesRecorded(), what).toBe(before);
  });

  const noBodyRoutes: ['POST' | 'DELETE', () => string][] = [
    ['POST', () => `/api/support/accounts/${consultantId}/disable`],
    ['POST', () => `/api/support/accounts/${consultantId}/enable`],
    ['POST', () => `/api/support/accounts/${consultantId}/reset-factors`],
    ['POST', () => '/api/auth/passkey/options'],
    ['DELETE', () => `/api/support/invitations/someone`],
    ['DELETE', () => `/api/account/sessions/${randomUUID()}`],
    ['POST', () => '/api/account/sessions/end-others'],
    ['DELETE', () => `/api/assessments/${assessment.id}`],
    ['POST', () => '/api/auth/logout'],
  ];

  it.each(noBodyRoutes)('refuses a body with fields where %s %s takes none', async (method, url) => {
    cookie = await signIn(app);
    const response = await app.inject({ method, url: url(), payload: EXTRA, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'invalid_input', message: 'This request takes no fields', fields: { unexpected: 'Unknown field "unexpected"' } });
    // Nothing happened: the assessment is still there and the session still works.
    expect((await app.inject({ method: 'GET', url: `/api/assessments/${assessment.id}`, headers: { cookie } })).statusCode).toBe(200);
  });

  it('refuses a re-assessment asked for with fields, and takes one asked for without', async () => {
    const headers = { 'x-access-key': assessment.accessKey };
    const refused = await app.inject({ method: 'POST', url: `/api/assessments/${assessment.id}/reassessments`, payload: EXTRA, headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ unexpected: 'Unknown field "unexpected"' });
    expect((await app.inject({ method: 'POST', url: `/api/assessments/${assessment.id}/reassessments`, headers })).statusCode).toBe(201);
  });
});
