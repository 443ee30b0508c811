import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_LENGTH_MS, REMEMBER_ME_LENGTH_MS } from '../../domain/constants';
import { passwordSignInSchema, sessionSchema } from '../../domain/sign-in';
import { BackgroundTasks } from '../background-tasks.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { SUPPORT_PASSWORD, SUPPORT_USERNAME, signIn } from '../../../tests/support/support-user';

const MINUTE = 60_000;

describe.each(DATABASES)('sign-in, sessions, lockout and password reset on $name', ({ open }) => {
  const links: string[] = [];
  // A reset request is answered before its work runs; the tests wait for that work where they read its effects.
  const tasks = new BackgroundTasks((error) => {
    throw error;
  });
  const suite = useTestApp(open, {
    start: Date.UTC(2026, 10, 22, 0, 0),
    advance: 60 * MINUTE,
    empty: ['audit_events', 'login_attempts', 'password_reset_tokens', 'sessions', 'support_users'],
    user: true,
    app: { backgroundTasks: tasks, resetDelivery: { send: async (_to, link) => void links.push(link) } },
  });
  const { database } = suite;
  beforeEach(() => {
    links.length = 0;
  });

  const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    suite.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress });
  const requestReset = async (username: string, headers: Record<string, string> = {}) => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { username }, headers });
    await tasks.idle();
    return response;
  };
  const tokenOf = (link: string | undefined) => new URL(link ?? 'http://missing/').searchParams.get('token') ?? '';
  const session = (cookie?: string) => suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

  it('signs in with the username in any case, sets an HttpOnly cookie, and stores only its hash', async () => {
    const response = await login({ username: 'SUPPORT', password: SUPPORT_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authenticated: true, username: SUPPORT_USERNAME, expiresAt: suite.clock + SESSION_LENGTH_MS });
    const cookie = response.cookies.find((entry) => entry.name === 'e8_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(SESSION_LENGTH_MS / 1000);
    const rows = await database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(cookie.value);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await session(`e8_session=${cookie.value}`)).json()).toMatchObject({ authenticated: true, username: SUPPORT_USERNAME });
  });

  it('keeps a remember-me session for 30 days and an ordinary one for 8 hours', async () => {
    const remembered = await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD, rememberMe: true });
    expect(remembered.json().expiresAt).toBe(suite.clock + REMEMBER_ME_LENGTH_MS);
    expect(remembered.cookies[0]!.maxAge).toBe(REMEMBER_ME_LENGTH_MS / 1000);
    const cookie = await signIn(suite.app);
    suite.clock += SESSION_LENGTH_MS - MINUTE;
    expect((await session(cookie)).json().authenticated).toBe(true);
    suite.clock += 2 * MINUTE;
    expect((await session(cookie)).json()).toEqual({ authenticated: false });
    expect((await session(`e8_session=${remembered.cookies[0]!.value}`)).json().authenticated).toBe(true);
  });

  it('refreshes last access on use, to the minute, and ends the session on logout', async () => {
    const cookie = await signIn(suite.app);
    suite.clock += 5 * MINUTE;
    await session(cookie);
    const lastAccess = async () => Number((await database.db.selectFrom('sessions').select('last_access_at').executeTakeFirstOrThrow()).last_access_at);
    expect(await lastAccess()).toBe(suite.clock);
    const refreshed = suite.clock;
    suite.clock += 30_000;
    await session(cookie);
    expect(await lastAccess()).toBe(refreshed);
    suite.clock += 30_000;
    await session(cookie);
    expect(await lastAccess()).toBe(suite.clock);
    const logout = await suite.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect((await session(cookie)).json()).toEqual({ authenticated: false });
    expect(await database.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('answers the sign-in and the session in their declared shapes and nothing more: signed in, waiting for a second step, signed out', async () => {
    const signedIn = await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD });
    const session1 = { authenticated: true, username: SUPPORT_USERNAME, role: 'administrator', expiresAt: suite.clock + SESSION_LENGTH_MS };
    expect(signedIn.json()).toEqual(session1);
    const cookie = `e8_session=${signedIn.cookies[0]!.value}`;
    expect((await session(cookie)).json()).toEqual(session1);
    const loggedOut = await suite.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie } });
    expect(loggedOut.statusCode).toBe(204);
    expect(loggedOut.body).toBe('');
    expect((await session(cookie)).json()).toEqual({ authenticated: false });

    // An account with the authenticator app: the password alone leaves the sign-in waiting.
    await database.db.updateTable('support_users').set({ totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).execute();
    const pending = await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD });
    const waiting = { authenticated: false, username: SUPPORT_USERNAME, next: 'second-step', methods: { passkey: false, authenticatorApp: true, recoveryCode: false } };
    expect(pending.json()).toEqual(waiting);
    expect((await session(`e8_session=${pending.cookies[0]!.value}`)).json()).toEqual(waiting);

    // The schemas the routes declare are strict: a field they do not name would be refused on the way out, not sent.
    expect(passwordSignInSchema.safeParse({ ...session1, passwordHash: 'x' }).success).toBe(false);
    expect(sessionSchema.safeParse({ ...waiting, userId: 'x' }).success).toBe(false);
    expect(sessionSchema.safeParse({ authenticated: false, reason: 'expired' }).success).toBe(false);
  });

  it('answers a wrong password or unknown user alike, and a missing field with 400', async () => {
    const wrong = await login({ username: SUPPORT_USERNAME, password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid username or password');
    const unknown = await login({ username: 'nobody', password: 'nope' });
    expect(unknown.json().error.message).toBe('Invalid username or password');
    const missing = await login({ username: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('locks a username after 5 failures in 15 minutes, even for the right password, and says for how long', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ username: 'support', password: `wrong-${attempt}` })).statusCode).toBe(401);
      suite.clock += MINUTE;
    }
    // The first failure was 5 minutes ago: 10 minutes remain.
    const locked = await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many login attempts. Please try again in 10 minutes.');
    expect(locked.headers['retry-after']).toBe('600');
    suite.clock += 9 * MINUTE + 30_000;
    expect((await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD })).json().error.message).toBe(
      'Too many login attempts. Please try again in 1 minutes.',
    );
    suite.clock += MINUTE;
    expect((await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD })).statusCode).toBe(200);
  });

  it('lets at most five of a burst of parallel guesses reach the password check', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, (_, index) => login({ username: 'support', password: `guess-${index}` })));
    const statuses = burst.map((response) => response.statusCode);
    for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await login({ username: 'support', password: 'more' })).statusCode);
    // However the guesses arrive, no more than five are checked in the window; the rest are refused.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    expect((await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD })).statusCode).toBe(429);
  });

  it('refuses a state-changing request from another site with 403', async () => {
    const response = await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden_origin');
    const sameSite = await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD }, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(sameSite.statusCode).toBe(200);
  });

  it('resets a password with a single-use token sent out of band, and ends every session', async () => {
    const cookie = await signIn(suite.app);
    const request = await requestReset('support');
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({ message: 'Password reset requested. Please check your email for the reset token.' });
    expect(links).toHaveLength(1);
    const token = new URL(links[0]!).searchParams.get('token')!;
    expect(links[0]).toMatch(/\/reset-password\?token=/);
    expect(request.body).not.toContain(token);
    const stored = await database.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const weak = await suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'weakpassword' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('Password does not meet requirements: uppercase, numbers, special');
    const common = await suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'Welcome2024!' } });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toEqual({ password: 'This password is too common: it appears in lists of leaked passwords. Choose another.' });

    const confirm = await suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'N3w-Passw0rd!!' } });
    expect(confirm.statusCode).toBe(200);
    expect((await session(cookie)).json().authenticated).toBe(false);
    expect((await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD })).statusCode).toBe(401);
    expect((await login({ username: SUPPORT_USERNAME, password: 'N3w-Passw0rd!!' })).statusCode).toBe(200);

    const again = await suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'An0ther-Passw0rd!' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Invalid or expired reset token');
  });

  it('lets only one of two simultaneous confirmations use a token', async () => {
    await requestReset(SUPPORT_USERNAME);
    const token = tokenOf(links[0]);
    const confirm = (password: string) => suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
    const results = await Promise.all([confirm('First-Passw0rd!!'), confirm('Second-Passw0rd!!')]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('builds reset links from the configured public URL, never from the Host header', async () => {
    await requestReset(SUPPORT_USERNAME, { host: 'evil.example' });
    expect(links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  });

  it('expires a reset token after 8 hours', async () => {
    await requestReset(SUPPORT_USERNAME);
    const token = tokenOf(links[0]);
    suite.clock += SESSION_LENGTH_MS + 1;
    const late = await suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'N3w-Passw0rd!!' } });
    expect(late.json().error.message).toBe('Invalid or expired reset token');
  });

  it('never counts reset requests toward the lockout, so nobody can lock an account by asking for resets', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await requestReset(SUPPORT_USERNAME);
      expect(response.statusCode).toBe(200);
      suite.clock += 3 * MINUTE;
    }
    expect((await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD })).statusCode).toBe(200);
    expect(await database.db.selectFrom('login_attempts').select('id').execute()).toEqual([]);
  });

  it('answers a reset request for an unknown user the same way, sends nothing, and locks nothing', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await requestReset('ghost');
      expect(response.json()).toEqual({ message: 'Password reset requested. Please check your email for the reset token.' });
    }
    expect(links).toEqual([]);
    expect((await login({ username: 'ghost', password: 'anything' })).statusCode).toBe(401);
  });

  it('answers a reset request before looking the username up, so its time tells nothing', async () => {
    const count = async (table: 'password_reset_tokens' | 'audit_events') => (await database.db.selectFrom(table).selectAll().execute()).length;
    for (const username of [SUPPORT_USERNAME, 'ghost']) {
      const [tokensBefore, auditBefore] = [await count('password_reset_tokens'), await count('audit_events')];
      const release = tasks.hold();
      try {
        const response = await suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { username } });
        expect(response.json()).toEqual({ message: 'Password reset requested. Please check your email for the reset token.' });
        // Answered while the lookup, the token and the audit entry are all still to come.
        expect([await count('password_reset_tokens'), await count('audit_events')]).toEqual([tokensBefore, auditBefore]);
      } finally {
        release();
      }
      await tasks.idle();
      expect(await count('audit_events')).toBe(auditBefore + 1);
    }
    expect(links).toHaveLength(1);
    expect(await database.db.selectFrom('password_reset_tokens').select('token_hash').execute()).toHaveLength(1);
  });

  it('replaces an older reset link with a newer one, and sends at most one every 15 minutes per account', async () => {
    await requestReset(SUPPORT_USERNAME);
    suite.clock += 14 * MINUTE;
    await requestReset(SUPPORT_USERNAME);
    expect(links).toHaveLength(1);
    suite.clock += 2 * MINUTE;
    await requestReset(SUPPORT_USERNAME);
    expect(links).toHaveLength(2);
    const older = await suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: tokenOf(links[0]), password: 'N3w-Passw0rd!!' } });
    expect(older.json().error.message).toBe('Invalid or expired reset token');
    const newer = await suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: tokenOf(links[1]), password: 'N3w-Passw0rd!!' } });
    expect(newer.statusCode).toBe(200);
  });

  it('takes a username typed in fullwidth letters as the plain one, to sign in and to ask for a reset link', async () => {
    const fullwidth = '\uFF33\uFF55\uFF50\uFF50\uFF4F\uFF52\uFF54';
    expect((await login({ username: fullwidth, password: SUPPORT_PASSWORD })).statusCode).toBe(200);
    await requestReset(fullwidth);
    expect(links).toHaveLength(1);
  });

  it('leaves one valid link, and sends one, when requests for an account arrive at the same moment', async () => {
    await Promise.all(Array.from({ length: 5 }, () => suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { username: SUPPORT_USERNAME } })));
    await tasks.idle();
    expect(links).toHaveLength(1);
    expect(await database.db.selectFrom('password_reset_tokens').select('token_hash').execute()).toHaveLength(1);
  });

  it('locks a username only from the address that failed, so a stranger cannot lock its owner out', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ username: SUPPORT_USERNAME, password: `wrong-${attempt}` }, {}, '203.0.113.9')).statusCode).toBe(401);
    }
    const stranger = await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD }, {}, '203.0.113.9');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.message).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect((await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD }, {}, '198.51.100.2')).statusCode).toBe(200);
    // An IPv6 stranger counts by its /64: a fresh address per guess changes nothing.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login({ username: SUPPORT_USERNAME, password: `wrong-${attempt}` }, {}, `2001:db8:5:6::${attempt}`)).statusCode).toBe(401);
    }
    expect((await login({ username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD }, {}, '2001:db8:5:6::99')).statusCode).toBe(429);
    // The stranger's lock holds until its window ends, whatever the owner does.
    expect((await login({ username: SUPPORT_USERNAME, password: 'wrong-again' }, {}, '203.0.113.9')).statusCode).toBe(429);
  });
});
