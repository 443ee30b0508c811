import type { RouteOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { declaredResponses } from '../contract.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { createSupportUser, signIn, SUPPORT_USERNAME } from '../../../tests/support/support-user';
import { accountsAnswerSchema, type AccountsAnswer, type AccountSummary } from '../../domain/account-schemas';
import { disableAccountUnlessLastAdministrator, findSupportUserByUsername, setAccountRoleUnlessLastAdministrator } from '../store/support-users.server';
import { secondFactorsOf } from '../store/second-factors.server';

const START = Date.UTC(2026, 10, 23, 6, 0);
const CONSULTANT = 'Casey';
const CONSULTANT_PASSWORD = 'Casey-Passw0rd!Long';
const LAST_ADMIN = /^Support is the last active administrator\. Make another account an administrator first\.$/;

describe.each(DATABASES)('managing accounts on $name', ({ open }) => {
  const routes: RouteOptions[] = [];
  const suite = useTestApp(open, {
    start: START,
    empty: ['audit_events', 'login_attempts', 'sessions', 'passkeys', 'recovery_codes', 'webauthn_challenges', 'invitations', 'support_users'],
    app: { onRoute: (route) => routes.push(route) },
  });
  /** The response schemas a route declares, by status. */
  const declared = (method: string, url: string) => declaredResponses(routes.find((route) => route.method === method && route.url === url));
  const { database } = suite;
  let admin = '';

  beforeEach(async () => {
    await createSupportUser(database.db);
    await createSupportUser(database.db, CONSULTANT, CONSULTANT_PASSWORD, 'consultant');
    admin = await signIn(suite.app);
  });

  const idOf = async (username: string) => {
    const user = await findSupportUserByUsername(database.db, username);
    if (!user) throw new Error(`no user ${username}`);
    return user.id;
  };
  const act = (cookie: string, method: 'POST' | 'PUT', path: string, payload?: Record<string, unknown>) =>
    suite.app.inject({ method, url: path, headers: { cookie }, ...(payload ? { payload } : {}) });
  const accounts = async (): Promise<AccountsAnswer> => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/support/accounts', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return response.json<AccountsAnswer>();
  };
  const accountNamed = async (username: string): Promise<AccountSummary | undefined> => (await accounts()).accounts.find((account) => account.username === username);

  it('gives a consultant 403 in words on every account and invitation route, and changes nothing', async () => {
    const consultant = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
    const adminId = await idOf(SUPPORT_USERNAME);
    const routes = [
      { method: 'GET', url: '/api/support/accounts' },
      { method: 'POST', url: `/api/support/accounts/${adminId}/disable` },
      { method: 'POST', url: `/api/support/accounts/${adminId}/enable` },
      { method: 'POST', url: `/api/support/accounts/${adminId}/reset-factors` },
      { method: 'PUT', url: `/api/support/accounts/${adminId}/role`, payload: { role: 'consultant' } },
      { method: 'POST', url: '/api/support/invitations', payload: { username: 'Mallory', role: 'administrator' } },
      { method: 'DELETE', url: '/api/support/invitations/Mallory' },
    ] as const;
    for (const route of routes) {
      const response = await suite.app.inject({ ...route, headers: { cookie: consultant } });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'administrators_only', message: 'Only an administrator can do this. Ask an administrator of your team.' } });
      const anonymous = await suite.app.inject(route);
      expect(anonymous.statusCode, `${route.method} ${route.url} without a session`).toBe(401);
    }
    // Every administrator route of this feature is in the list above: read from Fastify's route tree.
    const registered: string[] = [];
    const stack: string[] = [];
    for (const line of suite.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      stack[depth] = match[2] ?? '';
      const path = stack.slice(0, depth + 1).join('');
      if (!/^\/api\/support\/(accounts|invitations)/.test(path)) continue;
      for (const method of (match[3] ?? '').split(', ').filter((name) => name !== 'HEAD')) registered.push(`${method} ${path}`);
    }
    const listed = routes.map((route) => `${route.method} ${route.url.replace(adminId, ':id').replace('/Mallory', '/:username')}`);
    expect(registered.sort()).toEqual(listed.sort());
    expect(await accountNamed(SUPPORT_USERNAME)).toMatchObject({ role: 'administrator', disabled: false });
    expect((await accounts()).invitations).toEqual([]);
  });

  it('lists accounts with role, state, last sign-in and second step, never a hash or a secret', async () => {
    const id = await idOf(CONSULTANT);
    await database.db.updateTable('support_users').set({ totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).where('id', '=', id).execute();
    await database.db
      .insertInto('passkeys')
      .values({ id: 'credential-1', user_id: id, name: 'Laptop', public_key: 'public-key-bytes', counter: 0, created_at: START })
      .execute();
    const response = await suite.app.inject({ method: 'GET', url: '/api/support/accounts', headers: { cookie: admin } });
    expect(response.body).not.toMatch(/argon2|password|hash|JBSWY3DP|public-key-bytes|secret/i);
    const answer = response.json<AccountsAnswer>();
    expect(answer.mailAvailable).toBe(false);
    expect(answer.accounts).toEqual([
      expect.objectContaining({ username: SUPPORT_USERNAME, role: 'administrator', disabled: false, lastSignInAt: START, factors: { passkeys: 0, authenticatorApp: false } }),
      expect.objectContaining({ id, username: CONSULTANT, email: null, role: 'consultant', disabled: false, lastSignInAt: null, factors: { passkeys: 1, authenticatorApp: true } }),
    ]);
    expect(Object.keys(answer.accounts[0] ?? {}).sort()).toEqual(['createdAt', 'disabled', 'email', 'factors', 'id', 'lastSignInAt', 'role', 'username']);
  });

  it('declares the list with the schema the accounts page reads it with, and sends exactly that; each change answers 204 with no body', async () => {
    expect(declared('GET', '/api/support/accounts')?.[200]).toBe(accountsAnswerSchema);
    const id = await idOf(CONSULTANT);
    await database.db.updateTable('support_users').set({ email: 'casey@example.com', last_sign_in_at: START }).where('id', '=', id).execute();
    await suite.app.inject({ method: 'POST', url: '/api/support/invitations', headers: { cookie: admin }, payload: { username: 'Drew', email: 'drew@example.com', role: 'consultant' } });
    // The page's schema is strict: an account or invitation with a field it does not name would not parse.
    const answer = (await suite.app.inject({ method: 'GET', url: '/api/support/accounts', headers: { cookie: admin } })).json();
    expect(accountsAnswerSchema.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ accounts: [{}, { email: 'casey@example.com', lastSignInAt: START }], invitations: [{ username: 'Drew', email: 'drew@example.com' }] });
    for (const [method, path, payload] of [
      ['POST', 'disable'],
      ['POST', 'enable'],
      ['POST', 'reset-factors'],
      ['PUT', 'role', { role: 'administrator' }],
    ] as const) {
      const response = await act(admin, method, `/api/support/accounts/${id}/${path}`, payload);
      expect([response.statusCode, response.body], path).toEqual([204, '']);
    }
  });

  it("disabling a consultant ends their existing session at once; enabled again they sign in afresh, the old session gone", async () => {
    const consultant = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
    expect((await suite.app.inject({ method: 'GET', url: '/api/assessments', headers: { cookie: consultant } })).statusCode).toBe(200);
    const id = await idOf(CONSULTANT);

    expect((await act(admin, 'POST', `/api/support/accounts/${id}/disable`)).statusCode).toBe(204);
    expect((await suite.app.inject({ method: 'GET', url: '/api/assessments', headers: { cookie: consultant } })).statusCode).toBe(401);
    // Its session is kept, refused, until the account is enabled again (so a review's routes can say it was disabled).
    expect(await database.db.selectFrom('sessions').select('token_hash').where('user_id', '=', id).execute()).toHaveLength(1);
    const refused = await suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: CONSULTANT, password: CONSULTANT_PASSWORD } });
    expect(refused.statusCode).toBe(403);
    expect(await accountNamed(CONSULTANT)).toMatchObject({ disabled: true });

    expect((await act(admin, 'POST', `/api/support/accounts/${id}/enable`)).statusCode).toBe(204);
    expect(await accountNamed(CONSULTANT)).toMatchObject({ disabled: false });
    // Enabled again, the session it held before is gone: it signs in afresh.
    expect(await database.db.selectFrom('sessions').select('token_hash').where('user_id', '=', id).execute()).toEqual([]);
    expect((await suite.app.inject({ method: 'GET', url: '/api/assessments', headers: { cookie: consultant } })).statusCode).toBe(401);
    const again = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
    expect((await suite.app.inject({ method: 'GET', url: '/api/assessments', headers: { cookie: again } })).statusCode).toBe(200);

    const events = await database.db.selectFrom('audit_events').select(['actor', 'action', 'account', 'address']).where('account', '=', CONSULTANT).orderBy('at').execute();
    expect(events).toEqual([
      { actor: SUPPORT_USERNAME, action: 'account-disabled', account: CONSULTANT, address: '127.0.0.1' },
      { actor: SUPPORT_USERNAME, action: 'account-enabled', account: CONSULTANT, address: '127.0.0.1' },
    ]);
  });

  it('never disables or demotes the last active administrator, even by themselves; once another admin exists it can', async () => {
    const adminId = await idOf(SUPPORT_USERNAME);
    const disable = await act(admin, 'POST', `/api/support/accounts/${adminId}/disable`);
    expect(disable.statusCode).toBe(409);
    expect(disable.json().error).toMatchObject({ code: 'last_administrator', message: expect.stringMatching(LAST_ADMIN) });
    const demote = await act(admin, 'PUT', `/api/support/accounts/${adminId}/role`, { role: 'consultant' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.code).toBe('last_administrator');
    expect(await accountNamed(SUPPORT_USERNAME)).toMatchObject({ role: 'administrator', disabled: false });

    // A disabled administrator is not an active one.
    const caseyId = await idOf(CONSULTANT);
    expect((await act(admin, 'PUT', `/api/support/accounts/${caseyId}/role`, { role: 'administrator' })).statusCode).toBe(204);
    expect((await act(admin, 'POST', `/api/support/accounts/${caseyId}/disable`)).statusCode).toBe(204);
    expect((await act(admin, 'PUT', `/api/support/accounts/${adminId}/role`, { role: 'consultant' })).statusCode).toBe(409);
    expect((await act(admin, 'POST', `/api/support/accounts/${caseyId}/enable`)).statusCode).toBe(204);

    // With Casey an active administrator, Support may demote themselves, and then is a consultant at once.
    expect((await act(admin, 'PUT', `/api/support/accounts/${adminId}/role`, { role: 'consultant' })).statusCode).toBe(204);
    expect((await suite.app.inject({ method: 'GET', url: '/api/support/accounts', headers: { cookie: admin } })).statusCode).toBe(403);
    const casey = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
    const caseyAlone = await act(casey, 'POST', `/api/support/accounts/${caseyId}/disable`);
    expect(caseyAlone.statusCode).toBe(409);
    expect(caseyAlone.json().error.message).toBe('Casey is the last active administrator. Make another account an administrator first.');
    expect((await act(casey, 'POST', `/api/support/accounts/${adminId}/disable`)).statusCode).toBe(204);

    const changes = await database.db.selectFrom('audit_events').select(['action', 'account', 'details']).where('action', '=', 'role-changed').orderBy('at').execute();
    expect(changes).toEqual([
      { action: 'role-changed', account: CONSULTANT, details: 'consultant → administrator' },
      { action: 'role-changed', account: SUPPORT_USERNAME, details: 'administrator → consultant' },
    ]);
  });

  it('lets only one of two administrators disabling each other at the same moment succeed', async () => {
    const caseyId = await idOf(CONSULTANT);
    const adminId = await idOf(SUPPORT_USERNAME);
    await act(admin, 'PUT', `/api/support/accounts/${caseyId}/role`, { role: 'administrator' });
    const casey = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
    const answers = await Promise.all([act(admin, 'POST', `/api/support/accounts/${caseyId}/disable`), act(casey, 'POST', `/api/support/accounts/${adminId}/disable`)]);
    // The loser is refused as the last administrator (409), or, if the winner committed before its
    // session was read, as already disabled (401); never do both succeed.
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(204);
    expect([401, 409]).toContain(statuses[1]);
    const active = (await database.db.selectFrom('support_users').select('username').where('role', '=', 'administrator').where('disabled_at', 'is', null).execute()).length;
    expect(active).toBe(1);
  });

  it('keeps one active administrator when two are disabled or demoted in the same instant, again and again', async () => {
    const [adminId, caseyId] = [await idOf(SUPPORT_USERNAME), await idOf(CONSULTANT)];
    for (let round = 0; round < 10; round += 1) {
      await database.db.updateTable('support_users').set({ role: 'administrator', disabled_at: null }).execute();
      const changes =
        round % 2 === 0
          ? [disableAccountUnlessLastAdministrator(database.db, adminId, START), disableAccountUnlessLastAdministrator(database.db, caseyId, START)]
          : [setAccountRoleUnlessLastAdministrator(database.db, adminId, 'consultant', START), disableAccountUnlessLastAdministrator(database.db, caseyId, START)];
      expect((await Promise.all(changes)).filter(Boolean)).toHaveLength(1);
      const active = await database.db.selectFrom('support_users').select('id').where('role', '=', 'administrator').where('disabled_at', 'is', null).execute();
      expect(active).toHaveLength(1);
    }
  });

  it("resets a user's second factors: passkeys, authenticator app and recovery codes go, and their sessions end", async () => {
    const id = await idOf(CONSULTANT);
    const consultant = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
    await database.db.updateTable('support_users').set({ totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totp_last_step: 5 }).where('id', '=', id).execute();
    await database.db.insertInto('passkeys').values({ id: 'credential-1', user_id: id, name: 'Laptop', public_key: 'key', counter: 3, created_at: START }).execute();
    await database.db.insertInto('recovery_codes').values({ id: crypto.randomUUID(), user_id: id, code_hash: 'c'.repeat(64), created_at: START }).execute();
    expect(await secondFactorsOf(database.db, id)).toEqual({ passkeys: 1, authenticatorApp: true, recoveryCodes: 1 });

    expect((await act(admin, 'POST', `/api/support/accounts/${id}/reset-factors`)).statusCode).toBe(204);
    expect(await secondFactorsOf(database.db, id)).toEqual({ passkeys: 0, authenticatorApp: false, recoveryCodes: 0 });
    expect((await suite.app.inject({ method: 'GET', url: '/api/assessments', headers: { cookie: consultant } })).statusCode).toBe(401);
    expect(await accountNamed(CONSULTANT)).toMatchObject({ factors: { passkeys: 0, authenticatorApp: false } });
    const event = await database.db.selectFrom('audit_events').select(['actor', 'account']).where('action', '=', 'factors-reset').executeTakeFirst();
    expect(event).toEqual({ actor: SUPPORT_USERNAME, account: CONSULTANT });
    // The administrator's own session is untouched.
    expect((await suite.app.inject({ method: 'GET', url: '/api/assessments', headers: { cookie: admin } })).statusCode).toBe(200);
  });

  it('answers 404 for an account that does not exist and 400 in words for an unknown role', async () => {
    expect((await act(admin, 'POST', '/api/support/accounts/not-a-uuid/disable')).statusCode).toBe(404);
    expect((await act(admin, 'POST', `/api/support/accounts/${crypto.randomUUID()}/enable`)).statusCode).toBe(404);
    const badRole = await act(admin, 'PUT', `/api/support/accounts/${await idOf(CONSULTANT)}/role`, { role: 'owner' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.message).toBe('Choose a role: administrator or consultant');
  });
});
