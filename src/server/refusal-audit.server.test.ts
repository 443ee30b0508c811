import { beforeEach, describe, expect, it } from 'vitest';
import { DATABASES } from '../../tests/support/databases';
import { useOtherApp, useTestApp } from '../../tests/support/test-app';
import { completedAssessmentBody } from '../../tests/support/assessments';
import { auditRows } from '../../tests/support/audit-rows';
import { createSupportUser, signIn, SUPPORT_PASSWORD } from '../../tests/support/support-user';

const START = Date.UTC(2026, 11, 1, 1, 0);
const MINUTE = 60_000;

describe.each(DATABASES)('refusals in the audit log on $name', ({ open }) => {
  const suite = useTestApp(open, {
    start: START,
    empty: ['audit_events', 'sessions', 'login_attempts', 'support_users', 'assessment_notes', 'assessment_controls', 'assessments'],
    user: true,
  });
  const { database } = suite;
  const strict = useOtherApp(suite, { requireMfa: true });
  beforeEach(async () => {
    await createSupportUser(database.db, 'Casey', SUPPORT_PASSWORD, 'consultant');
  });

  const refused = (actor: string, details: string) => ({ actor, action: 'refused', assessmentId: null, details, address: '127.0.0.1' });

  it('records a consultant refused an administrator route, once a minute for the same refusal', async () => {
    const cookie = await signIn(suite.app, 'Casey');
    await database.empty('audit_events');
    expect((await suite.app.inject({ method: 'GET', url: '/api/support/audit?action=view', headers: { cookie } })).statusCode).toBe(403);
    expect((await suite.app.inject({ method: 'GET', url: '/api/support/audit', headers: { cookie } })).statusCode).toBe(403);
    expect((await suite.app.inject({ method: 'GET', url: '/api/support/accounts', headers: { cookie } })).statusCode).toBe(403);
    expect(await auditRows(database.db)).toEqual([refused('Casey', 'GET /api/support/accounts: administrators only'), refused('Casey', 'GET /api/support/audit: administrators only')]);
    suite.clock += MINUTE + 1;
    expect((await suite.app.inject({ method: 'GET', url: '/api/support/audit', headers: { cookie } })).statusCode).toBe(403);
    expect((await auditRows(database.db)).filter((row) => row.details === 'GET /api/support/audit: administrators only')).toHaveLength(2);
  });

  it('records a request from another site: by the account whose cookie it carried, else as anonymous, with the route and never its id', async () => {
    const cookie = await signIn(suite.app);
    const { id } = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json();
    await database.empty('audit_events');
    const forged = await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/notes`, headers: { cookie, origin: 'https://evil.example' }, payload: { text: 'x' } });
    expect(forged.statusCode).toBe(403);
    const stranger = await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}`, headers: { origin: 'https://evil.example' } });
    expect(stranger.statusCode).toBe(403);
    const crossSiteRead = await suite.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSiteRead.statusCode).toBe(403);
    expect(await auditRows(database.db)).toEqual([
      refused('(anonymous)', 'DELETE /api/assessments/:id: the request came from another site'),
      refused('Support', 'GET /api/dashboard: the request came from another site'),
      refused('Support', 'POST /api/assessments/:id/notes: the request came from another site'),
    ]);
  });

  it('keeps one row a minute for a host that refreshes its IPv6 address within its /64 on every refused request', async () => {
    for (let host = 1; host <= 10; host += 1) {
      const response = await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${crypto.randomUUID()}`, headers: { origin: 'https://evil.example' }, remoteAddress: `2001:db8:1:2::${host.toString(16)}` });
      expect(response.statusCode).toBe(403);
    }
    expect(await auditRows(database.db)).toEqual([{ ...refused('(anonymous)', 'DELETE /api/assessments/:id: the request came from another site'), address: '2001:0db8:0001:0002::/64' }]);
  });

  it('records a sign-in half-way (the second step or enrolment not done) used where a full sign-in is needed', async () => {
    const login = await strict.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'Casey', password: SUPPORT_PASSWORD, rememberMe: false } });
    expect(login.json()).toMatchObject({ next: 'enrolment' });
    const pending = `e8_session=${login.cookies.find((entry) => entry.name === 'e8_session')?.value ?? ''}`;
    await database.empty('audit_events');
    const list = await strict.app.inject({ method: 'GET', url: '/api/assessments', headers: { cookie: pending } });
    expect(list.statusCode).toBe(401);
    // Without any session it is no event: an expired session after a night away is not worth a row.
    expect((await strict.app.inject({ method: 'GET', url: '/api/assessments' })).statusCode).toBe(401);
    expect(await auditRows(database.db)).toEqual([refused('Casey', 'GET /api/assessments: the sign-in is not finished (second step or enrolment)')]);
  });

  it("keeps one row for a disabled account's sign-in: the failed sign-in, not a refusal beside it", async () => {
    await database.db.updateTable('support_users').set({ disabled_at: START }).where('username', '=', 'Casey').execute();
    const login = await suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'Casey', password: SUPPORT_PASSWORD, rememberMe: false } });
    expect(login.statusCode).toBe(403);
    expect(await auditRows(database.db)).toEqual([{ actor: 'Casey', action: 'sign-in-failed', assessmentId: null, details: 'Account disabled', address: '127.0.0.1' }]);
  });
});
