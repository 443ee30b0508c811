import type { RouteOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { declaredResponses } from '../contract.server';
import { passwordChangedSchema } from '../../domain/auth-schemas';
import { REMEMBER_ME_LENGTH_MS, SESSION_LENGTH_MS } from '../../domain/constants';
import { endedSessionsSchema, ownSessionsSchema, type OwnSession } from '../../domain/own-sessions';
import { hashSecret } from '../secrets.server';
import { insertSession } from '../store/sessions.server';
import { findSupportUserByUsername } from '../store/support-users.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { SUPPORT_PASSWORD, SUPPORT_USERNAME, createSupportUser, signIn } from '../../../tests/support/support-user';
import { PASSWORD_CHANGED_MESSAGE, WRONG_CURRENT_PASSWORD, sessionHandle } from './own-account.server';

const MINUTE = 60_000;
const NEW_PASSWORD = 'Brand-New-Passw0rd!';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CASEY = { username: 'Casey', password: 'Casey-Consultant-Passw0rd!' };

describe.each(DATABASES)('one’s own password and sessions on $name', ({ open }) => {
  const routes: RouteOptions[] = [];
  const suite = useTestApp(open, {
    start: Date.UTC(2026, 10, 23, 6, 0),
    advance: 60 * MINUTE,
    empty: ['audit_events', 'login_attempts', 'password_reset_tokens', 'sessions', 'support_users'],
    user: true,
    app: { onRoute: (route) => routes.push(route) },
  });
  /** The response schemas a route declares, by status. */
  const declared = (method: string, url: string) => declaredResponses(routes.find((route) => route.method === method && route.url === url));
  const { database } = suite;
  beforeEach(async () => {
    await createSupportUser(database.db, CASEY.username, CASEY.password, 'consultant');
  });

  /** Signs in from a browser of a given User-Agent and address; the Cookie header of the new session. */
  const signInFrom = async (userAgent: string, options: { username?: string; password?: string; remoteAddress?: string; rememberMe?: boolean } = {}) => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      payload: { username: options.username ?? SUPPORT_USERNAME, password: options.password ?? SUPPORT_PASSWORD, rememberMe: options.rememberMe ?? false },
    });
    expect(response.statusCode).toBe(200);
    return `e8_session=${response.cookies.find((entry) => entry.name === 'e8_session')!.value}`;
  };
  const changePassword = (cookie: string, payload: object, remoteAddress = '127.0.0.1') =>
    suite.app.inject({ method: 'POST', url: '/api/account/password', headers: { cookie }, payload, remoteAddress });
  /** A sign-in of the support account still waiting for its second step, from the given browser; answers the account's id. */
  const insertPendingSignIn = async (userAgent: string): Promise<string> => {
    const user = await findSupportUserByUsername(database.db, SUPPORT_USERNAME);
    await insertSession(database.db, {
      tokenHash: hashSecret('pending'),
      userId: user!.id,
      stage: 'second-step',
      rememberMe: false,
      createdAt: suite.clock,
      lastAccessAt: suite.clock,
      expiresAt: suite.clock + 10 * MINUTE,
      address: '127.0.0.1',
      userAgent,
    });
    return user!.id;
  };
  const listSessions = (cookie: string) => suite.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie } });
  const sessionsOf = async (cookie: string): Promise<OwnSession[]> => {
    const response = await listSessions(cookie);
    expect(response.statusCode).toBe(200);
    return ownSessionsSchema.parse(response.json()).sessions;
  };
  const endSession = (cookie: string, id: string) => suite.app.inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: { cookie } });
  const endOthers = (cookie: string) => suite.app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: { cookie } });
  const signedIn = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{ authenticated: boolean }>().authenticated;
  const login = (password: string, username = SUPPORT_USERNAME) => suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const auditOf = (action: string) =>
    database.db.selectFrom('audit_events').select(['actor', 'details', 'address']).where('action', '=', action).orderBy('at').execute();
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies.find((entry) => entry.name === 'e8_session');
    return cookie ? `e8_session=${cookie.value}` : undefined;
  };

  it('changes the password: every other session ends at once, this browser goes on in a new session, and only the new password signs in', async () => {
    const here = await signInFrom(FIREFOX_ON_WINDOWS, { rememberMe: true });
    const elsewhere = await signIn(suite.app);
    const response = await changePassword(here, { currentPassword: SUPPORT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE, expiresAt: suite.clock + REMEMBER_ME_LENGTH_MS });
    const renewed = cookieOf(response);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(here);
    // The remember-me choice of the session it replaces is kept.
    expect(response.cookies.find((entry) => entry.name === 'e8_session')!.maxAge).toBe(REMEMBER_ME_LENGTH_MS / 1000);
    expect((await listSessions(elsewhere)).statusCode).toBe(401);
    expect((await listSessions(here)).statusCode).toBe(401);
    expect(await signedIn(renewed!)).toBe(true);
    expect((await sessionsOf(renewed!)).map((session) => session.current)).toEqual([true]);
    expect((await login(SUPPORT_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    expect(await auditOf('password-changed')).toEqual([{ actor: SUPPORT_USERNAME, details: 'Every other session signed out', address: '127.0.0.1' }]);
  });

  it('cancels outstanding reset links when the password changes', async () => {
    const cookie = await signIn(suite.app);
    const user = await findSupportUserByUsername(database.db, SUPPORT_USERNAME);
    await database.db
      .insertInto('password_reset_tokens')
      .values({ token_hash: hashSecret('a-reset-token'), user_id: user!.id, created_at: suite.clock, expires_at: suite.clock + SESSION_LENGTH_MS })
      .execute();
    expect((await changePassword(cookie, { currentPassword: SUPPORT_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const reset = await suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: 'a-reset-token', password: 'Another-Passw0rd!' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.message).toBe('Invalid or expired reset token');
  });

  it('refuses a wrong current password in words, counts it as a failed password, and locks out after five', async () => {
    const cookie = await signIn(suite.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await changePassword(cookie, { currentPassword: `not-it-${attempt}`, newPassword: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toEqual({ code: 'wrong_password', message: WRONG_CURRENT_PASSWORD, fields: { currentPassword: WRONG_CURRENT_PASSWORD } });
      suite.clock += MINUTE;
    }
    // Locked: even the right current password is refused, and sign-in from this address with it too.
    const locked = await changePassword(cookie, { currentPassword: SUPPORT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('600');
    expect(locked.json().error.message).toBe('Too many login attempts. Please try again in 10 minutes.');
    suite.clock += 1000;
    expect((await login(SUPPORT_PASSWORD)).statusCode).toBe(429);
    // Nothing changed meanwhile: the session still works and the old password is still the one.
    expect(await signedIn(cookie)).toBe(true);
    const failures = await auditOf('sign-in-failed');
    expect(failures.map((event) => event.details)).toEqual([
      ...Array.from({ length: 5 }, () => 'Password change: the current password was not right'),
      'Password change: locked out',
      'Locked out',
    ]);
    suite.clock += 10 * MINUTE - 1000;
    expect((await changePassword(cookie, { currentPassword: SUPPORT_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('asks for a new password that differs from the current one and meets the rule, before any password check', async () => {
    const cookie = await signIn(suite.app);
    const same = await changePassword(cookie, { currentPassword: SUPPORT_PASSWORD, newPassword: SUPPORT_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toMatchObject({ message: 'Choose a new password that differs from your current one', fields: { newPassword: 'Choose a new password that differs from your current one' } });
    const weak = await changePassword(cookie, { currentPassword: SUPPORT_PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ newPassword: 'Password does not meet requirements: length, uppercase, numbers, special' });
    const missing = await changePassword(cookie, {});
    expect(missing.json().error.fields).toEqual({ currentPassword: 'Current password is required', newPassword: 'Password is required' });
    expect(await database.db.selectFrom('login_attempts').selectAll().execute()).toEqual([]);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('lists the signed-in sessions, newest activity first, with this browser marked, its address and browser in words, and an id that is not the cookie', async () => {
    const phone = await signInFrom(SAFARI_ON_IPHONE, { rememberMe: true });
    suite.clock += 5 * MINUTE;
    const here = await signInFrom(FIREFOX_ON_WINDOWS);
    const sessions = await sessionsOf(here);
    expect(sessions).toEqual([
      { id: expect.any(String), current: true, startedAt: suite.clock, lastActiveAt: suite.clock, expiresAt: suite.clock + SESSION_LENGTH_MS, rememberMe: false, address: '127.0.0.1', device: 'Firefox on Windows' },
      {
        id: expect.any(String),
        current: false,
        startedAt: suite.clock - 5 * MINUTE,
        lastActiveAt: suite.clock - 5 * MINUTE,
        expiresAt: suite.clock - 5 * MINUTE + REMEMBER_ME_LENGTH_MS,
        rememberMe: true,
        address: '127.0.0.1',
        device: 'Safari on iPhone',
      },
    ]);
    const stored = await database.db.selectFrom('sessions').select('token_hash').execute();
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{64}$/);
      expect([phone, here].map((cookie) => cookie.replace('e8_session=', ''))).not.toContain(session.id);
      expect(stored.map((row) => row.token_hash)).not.toContain(session.id);
    }
    // Using the phone's session makes it the most recently active.
    suite.clock += 2 * MINUTE;
    expect((await sessionsOf(phone)).map((session) => [session.device, session.current])).toEqual([
      ['Safari on iPhone', true],
      ['Firefox on Windows', false],
    ]);
  });

  it('leaves out expired sessions, sign-ins waiting for a second step, and other accounts’ sessions', async () => {
    const remembered = await signInFrom(SAFARI_ON_IPHONE, { rememberMe: true });
    await signIn(suite.app);
    await signIn(suite.app, CASEY.username, CASEY.password);
    await insertPendingSignIn(FIREFOX_ON_WINDOWS);
    expect(await sessionsOf(remembered)).toHaveLength(2);
    suite.clock += SESSION_LENGTH_MS;
    expect((await sessionsOf(remembered)).map((session) => session.device)).toEqual(['Safari on iPhone']);
  });

  it('ends another of one’s own sessions: it stops at once, and ending it again is not found', async () => {
    const other = await signInFrom(SAFARI_ON_IPHONE, { remoteAddress: '203.0.113.9' });
    const here = await signInFrom(FIREFOX_ON_WINDOWS);
    const target = (await sessionsOf(here)).find((session) => !session.current)!;
    expect(target).toMatchObject({ address: '203.0.113.9', device: 'Safari on iPhone' });
    const ended = await endSession(here, target.id);
    expect(ended.statusCode).toBe(204);
    expect(await signedIn(other)).toBe(false);
    expect((await listSessions(other)).statusCode).toBe(401);
    expect(await signedIn(here)).toBe(true);
    expect((await sessionsOf(here)).map((session) => session.current)).toEqual([true]);
    const again = await endSession(here, target.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('That session was not found among yours: it may have ended already.');
    expect(await auditOf('session-ended')).toEqual([{ actor: SUPPORT_USERNAME, details: 'Safari on iPhone from 203.0.113.9', address: '127.0.0.1' }]);
  });

  it('never ends another account’s session: its id, an unknown id or a malformed one are all not found', async () => {
    const casey = await signIn(suite.app, CASEY.username, CASEY.password);
    const here = await signIn(suite.app);
    const caseysSession = (await sessionsOf(casey))[0]!;
    for (const id of [caseysSession.id, sessionHandle(hashSecret('nobody')), 'not-a-session', caseysSession.id.toUpperCase()]) {
      const response = await endSession(here, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect(await signedIn(casey)).toBe(true);
    expect(await auditOf('session-ended')).toEqual([]);
  });

  it('ends the current session: this browser is signed out and its cookie cleared', async () => {
    const other = await signIn(suite.app);
    const here = await signIn(suite.app);
    const current = (await sessionsOf(here)).find((session) => session.current)!;
    const response = await endSession(here, current.id);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((entry) => entry.name === 'e8_session')).toMatchObject({ value: '' });
    expect(await signedIn(here)).toBe(false);
    expect(await signedIn(other)).toBe(true);
    expect((await auditOf('session-ended'))[0]!.details).toBe('Unknown browser from 127.0.0.1 (this browser)');
  });

  it('signs out everywhere else, pending sign-ins too, and leaves only this session', async () => {
    const others = [await signInFrom(SAFARI_ON_IPHONE), await signInFrom(FIREFOX_ON_WINDOWS, { rememberMe: true })];
    const casey = await signIn(suite.app, CASEY.username, CASEY.password);
    const here = await signIn(suite.app);
    const userId = await insertPendingSignIn('');
    const response = await endOthers(here);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 3 });
    for (const cookie of others) expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(casey)).toBe(true);
    expect((await sessionsOf(here)).map((session) => session.current)).toEqual([true]);
    expect(await database.db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute()).toHaveLength(1);
    suite.clock += 1000;
    expect((await endOthers(here)).json()).toEqual({ ended: 0 });
    expect((await auditOf('session-ended')).map((event) => event.details)).toEqual([
      'Signed out everywhere else: 3 other sessions ended',
      'Signed out everywhere else: 0 other sessions ended',
    ]);
  });

  it('lets a consultant use every one of these routes for their own account', async () => {
    const elsewhere = await signInFrom(SAFARI_ON_IPHONE, CASEY);
    const third = await signInFrom(FIREFOX_ON_WINDOWS, CASEY);
    const here = await signIn(suite.app, CASEY.username, CASEY.password);
    const sessions = await sessionsOf(here);
    expect(sessions).toHaveLength(3);
    expect((await endSession(here, sessions.find((session) => session.device === 'Safari on iPhone')!.id)).statusCode).toBe(204);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await endOthers(here)).json()).toEqual({ ended: 1 });
    expect(await signedIn(third)).toBe(false);
    const changed = await changePassword(here, { currentPassword: CASEY.password, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(await signedIn(cookieOf(changed)!)).toBe(true);
    expect((await login(NEW_PASSWORD, CASEY.username)).statusCode).toBe(200);
    expect((await auditOf('password-changed')).map((event) => event.actor)).toEqual([CASEY.username]);
  });

  it('declares each answer with the schema the account page reads it with, and sends exactly that', async () => {
    expect(declared('POST', '/api/account/password')?.[200]).toBe(passwordChangedSchema);
    expect(declared('GET', '/api/account/sessions')?.[200]).toBe(ownSessionsSchema);
    expect(declared('POST', '/api/account/sessions/end-others')?.[200]).toBe(endedSessionsSchema);
    const other = await signInFrom(SAFARI_ON_IPHONE);
    const here = await signInFrom(FIREFOX_ON_WINDOWS);
    // The page's schemas are strict: an answer with a field they do not name would not parse.
    const listed = (await listSessions(here)).json();
    expect(ownSessionsSchema.parse(listed)).toEqual(listed);
    const otherId = ownSessionsSchema.parse(listed).sessions.find((session) => !session.current)!.id;
    const ended = await endSession(here, otherId);
    expect([ended.statusCode, ended.body]).toEqual([204, '']);
    expect(await signedIn(other)).toBe(false);
    const endedOthers = (await endOthers(here)).json();
    expect(endedSessionsSchema.parse(endedOthers)).toEqual({ ended: 0 });
    const changed = await changePassword(here, { currentPassword: SUPPORT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(passwordChangedSchema.parse(changed.json())).toEqual({ message: PASSWORD_CHANGED_MESSAGE, expiresAt: suite.clock + SESSION_LENGTH_MS });
  });

  it('answers 401 to every route without a signed-in session', async () => {
    const cookie = 'e8_session=nothing';
    expect((await changePassword(cookie, { currentPassword: SUPPORT_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(401);
    expect((await listSessions(cookie)).statusCode).toBe(401);
    expect((await endSession(cookie, sessionHandle(hashSecret('x')))).statusCode).toBe(401);
    expect((await endOthers(cookie)).statusCode).toBe(401);
    expect((await login(SUPPORT_PASSWORD)).statusCode).toBe(200);
  });
});
