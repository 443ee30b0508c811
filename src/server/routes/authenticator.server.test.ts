import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../../domain/branding';
import { LOCKOUT_WINDOW_MS } from '../../domain/constants';
import { authenticatorAddedSchema, authenticatorSetupSchema, factorsSchema, recoveryCodesSchema } from '../../domain/second-factors';
import { DATABASES } from '../../../tests/support/databases';
import { codeAt } from '../../../tests/support/authenticator-code';
import { useOtherApp } from '../../../tests/support/test-app';
import { useSecondFactorApp } from '../../../tests/support/second-factor-app';
import { createSupportUser, sessionCookieOf, SUPPORT_PASSWORD, SUPPORT_USERNAME } from '../../../tests/support/support-user';

const STEP_MS = 30_000;

describe.each(DATABASES)('the authenticator app, recovery codes and E8_REQUIRE_MFA on $name', ({ open }) => {
  // One database, two servers: one as shipped, one with a second factor required.
  const suite = useSecondFactorApp(open, Date.UTC(2026, 10, 23, 3, 0));
  const { database } = suite;
  const strict = useOtherApp(suite, { requireMfa: true });

  const login = (server: FastifyInstance) =>
    server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD } });
  const call = (server: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    server.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const session = async (server: FastifyInstance, cookie: string) => (await call(server, 'GET', '/api/auth/session', cookie)).json();
  const actions = async () => (await database.db.selectFrom('audit_events').select(['action', 'account']).orderBy('at').orderBy('id').execute()).map((row) => row.action);

  /** Sets up the app in a session; its secret, the answer, and the cookie the browser holds afterwards. */
  async function setUp(server: FastifyInstance, cookie: string): Promise<{ secret: string; answer: Record<string, unknown>; cookie: string }> {
    const setup = await call(server, 'POST', '/api/account/authenticator/setup', cookie, { currentPassword: SUPPORT_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { setupId, secret } = setup.json();
    const confirmed = await call(server, 'POST', '/api/account/authenticator', cookie, { setupId, code: await codeAt(secret, suite.clock) });
    expect(confirmed.statusCode).toBe(200);
    const renewed = confirmed.cookies.find((entry) => entry.name === 'e8_session' && entry.value !== '');
    return { secret, answer: confirmed.json(), cookie: renewed ? `e8_session=${renewed.value}` : cookie };
  }

  it('hands out a secret with its otpauth address and a QR code, and confirms it only with a right code', async () => {
    const cookie = sessionCookieOf(await login(suite.app));
    const setup = await call(suite.app, 'POST', '/api/account/authenticator/setup', cookie, { currentPassword: SUPPORT_PASSWORD });
    const { setupId, secret, uri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const issuer = encodeURIComponent(DEFAULT_BRANDING.productName);
    expect(uri).toBe(`otpauth://totp/${issuer}:${SUPPORT_USERNAME}?secret=${secret}&issuer=${issuer}`);
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\s*$/s);
    expect(qrSvg).not.toMatch(/<script|on\w+=/i);
    const wrong = await call(suite.app, 'POST', '/api/account/authenticator', cookie, { setupId, code: (Number(await codeAt(secret, suite.clock)) ^ 1).toString().padStart(6, '0') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('That code is not right. Check that the app shows this account and type its current code.');
    const badShape = await call(suite.app, 'POST', '/api/account/authenticator', cookie, { setupId, code: '12ab' });
    expect(badShape.json().error.fields).toEqual({ code: 'Enter the 6-digit code your authenticator app shows' });
    expect((await call(suite.app, 'GET', '/api/account/factors', cookie)).json()).toEqual({ passkeys: 0, authenticatorApp: false, recoveryCodes: 0, requireMfa: false });
    const right = await call(suite.app, 'POST', '/api/account/authenticator', cookie, { setupId, code: await codeAt(secret, suite.clock) });
    expect(right.statusCode).toBe(200);
    expect(right.json().recoveryCodes).toHaveLength(10);
    expect((await call(suite.app, 'GET', '/api/account/factors', cookie)).json()).toEqual({ passkeys: 0, authenticatorApp: true, recoveryCodes: 10, requireMfa: false });
    // A set-up is used once.
    expect((await call(suite.app, 'POST', '/api/account/authenticator', cookie, { setupId, code: await codeAt(secret, suite.clock) })).statusCode).toBe(409);
    expect((await actions()).sort()).toEqual(['authenticator-added', 'recovery-codes-made', 'sign-in']);
  });

  it('answers in the shapes the account page reads with its schemas, whole: the factors, a set-up, the app confirmed, new recovery codes', async () => {
    /** An answer as the account page reads it: every field kept, nothing refused. */
    const readWhole = (schema: { parse: (body: unknown) => unknown }, body: unknown) => expect(schema.parse(body)).toEqual(body);
    const enrolling = sessionCookieOf(await login(strict.app));
    readWhole(factorsSchema, (await call(strict.app, 'GET', '/api/account/factors', enrolling)).json());
    const setup = (await call(strict.app, 'POST', '/api/account/authenticator/setup', enrolling, {})).json();
    expect(Object.keys(setup).sort()).toEqual(['qrSvg', 'secret', 'setupId', 'uri']);
    readWhole(authenticatorSetupSchema, setup);
    // At enrolment the app signs in: the session and the first recovery codes, in one object.
    const enrolled = await call(strict.app, 'POST', '/api/account/authenticator', enrolling, { setupId: setup.setupId, code: await codeAt(setup.secret, suite.clock) });
    expect(Object.keys(enrolled.json()).sort()).toEqual(['authenticated', 'expiresAt', 'recoveryCodes', 'role', 'username']);
    readWhole(authenticatorAddedSchema, enrolled.json());
    const cookie = `e8_session=${enrolled.cookies.find((entry) => entry.name === 'e8_session' && entry.value !== '')?.value ?? ''}`;
    readWhole(factorsSchema, (await call(strict.app, 'GET', '/api/account/factors', cookie)).json());
    // A second app replaces the first: no codes and no session this time, an empty answer.
    const again = (await call(strict.app, 'POST', '/api/account/authenticator/setup', cookie, { currentPassword: SUPPORT_PASSWORD })).json();
    const replaced = await call(strict.app, 'POST', '/api/account/authenticator', cookie, { setupId: again.setupId, code: await codeAt(again.secret, suite.clock) });
    expect(replaced.json()).toEqual({});
    readWhole(authenticatorAddedSchema, replaced.json());
    const codes = (await call(strict.app, 'POST', '/api/account/recovery-codes', cookie, { currentPassword: SUPPORT_PASSWORD })).json();
    expect(Object.keys(codes)).toEqual(['recoveryCodes']);
    readWhole(recoveryCodesSchema, codes);
    // The schemas are strict: a field they do not name would be refused on the way out, not sent.
    expect(authenticatorSetupSchema.safeParse({ ...setup, userId: 'x' }).success).toBe(false);
    expect(authenticatorAddedSchema.safeParse({ recoveryCodes: [], secret: 'x' }).success).toBe(false);
  });

  it('lets a set-up wait 10 minutes, and only the latest set-up of the account be confirmed', async () => {
    const cookie = sessionCookieOf(await login(suite.app));
    const first = (await call(suite.app, 'POST', '/api/account/authenticator/setup', cookie, { currentPassword: SUPPORT_PASSWORD })).json();
    const second = (await call(suite.app, 'POST', '/api/account/authenticator/setup', cookie, { currentPassword: SUPPORT_PASSWORD })).json();
    const replaced = await call(suite.app, 'POST', '/api/account/authenticator', cookie, { setupId: first.setupId, code: await codeAt(first.secret, suite.clock) });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().error.message).toMatch(/^This set-up has expired or was replaced\. Start the set-up again/);
    suite.clock += 10 * 60_000;
    expect((await call(suite.app, 'POST', '/api/account/authenticator', cookie, { setupId: second.setupId, code: await codeAt(second.secret, suite.clock) })).statusCode).toBe(409);
  });

  it("refuses another account's set-up", async () => {
    await createSupportUser(database.db, 'Other', SUPPORT_PASSWORD);
    const mine = sessionCookieOf(await login(suite.app));
    const theirs = sessionCookieOf(await suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'Other', password: SUPPORT_PASSWORD } }));
    const setup = (await call(suite.app, 'POST', '/api/account/authenticator/setup', theirs, { currentPassword: SUPPORT_PASSWORD })).json();
    expect((await call(suite.app, 'POST', '/api/account/authenticator', mine, { setupId: setup.setupId, code: await codeAt(setup.secret, suite.clock) })).statusCode).toBe(409);
  });

  it("ends the account's other sessions when the app is added or removed, and keeps this browser signed in", async () => {
    const here = sessionCookieOf(await login(suite.app));
    const elsewhere = sessionCookieOf(await login(suite.app));
    const { secret } = await setUp(suite.app, here);
    expect(await session(suite.app, elsewhere)).toEqual({ authenticated: false });
    expect(await session(suite.app, here)).toMatchObject({ authenticated: true });
    const there = sessionCookieOf(await suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD } }));
    const third = await suite.app.inject({ method: 'POST', url: '/api/auth/second-step', payload: { code: await codeAt(secret, suite.clock + STEP_MS) }, headers: { cookie: there } });
    const thirdCookie = sessionCookieOf(third);
    expect((await call(suite.app, 'DELETE', '/api/account/authenticator', here, { currentPassword: SUPPORT_PASSWORD })).statusCode).toBe(204);
    expect(await session(suite.app, thirdCookie)).toEqual({ authenticated: false });
    expect(await session(suite.app, here)).toMatchObject({ authenticated: true });
    // With the last factor gone, the recovery codes went too, and the password alone signs in again.
    expect((await call(suite.app, 'GET', '/api/account/factors', here)).json()).toEqual({ passkeys: 0, authenticatorApp: false, recoveryCodes: 0, requireMfa: false });
    expect((await login(suite.app)).json()).toMatchObject({ authenticated: true });
    expect(await actions()).toContain('authenticator-removed');
    expect((await call(suite.app, 'DELETE', '/api/account/authenticator', here, { currentPassword: SUPPORT_PASSWORD })).statusCode).toBe(404);
  });

  it('asks for the current password before removing the app: none or a wrong one refused in words and counted toward the lockout, the right one removes it', async () => {
    const { cookie } = await setUp(suite.app, sessionCookieOf(await login(suite.app)));
    const missing = await call(suite.app, 'DELETE', '/api/account/authenticator', cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'current_password_required', fields: { currentPassword: 'Enter your current password' } });
    const wrong = await call(suite.app, 'DELETE', '/api/account/authenticator', cookie, { currentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'wrong_password', message: 'Your current password is not right', fields: { currentPassword: 'Your current password is not right' } });
    for (let attempt = 3; attempt <= 5; attempt += 1) {
      expect((await call(suite.app, 'DELETE', '/api/account/authenticator', cookie, { currentPassword: `wrong-${attempt}` })).statusCode, `attempt ${attempt}`).toBe(400);
    }
    // Five failures: now even the right password waits out the lockout, and the app stays.
    expect((await call(suite.app, 'DELETE', '/api/account/authenticator', cookie, { currentPassword: SUPPORT_PASSWORD })).statusCode).toBe(429);
    expect((await call(suite.app, 'GET', '/api/account/factors', cookie)).json()).toMatchObject({ authenticatorApp: true, recoveryCodes: 10 });
    const failures = await database.db.selectFrom('audit_events').select('details').where('action', '=', 'sign-in-failed').execute();
    expect(failures.map((row) => row.details).sort()).toEqual([
      'Removing the authenticator app: locked out',
      'Removing the authenticator app: no current password given',
      'Removing the authenticator app: the current password was not right',
      'Removing the authenticator app: the current password was not right',
      'Removing the authenticator app: the current password was not right',
      'Removing the authenticator app: the current password was not right',
    ]);
    suite.clock += LOCKOUT_WINDOW_MS + 1;
    expect((await call(suite.app, 'DELETE', '/api/account/authenticator', cookie, { currentPassword: SUPPORT_PASSWORD })).statusCode).toBe(204);
    expect((await call(suite.app, 'GET', '/api/account/factors', cookie)).json()).toMatchObject({ authenticatorApp: false });
  });

  it('makes ten new recovery codes on request, and the old ones stop working; none without a second factor', async () => {
    const cookie = sessionCookieOf(await login(suite.app));
    const none = await call(suite.app, 'POST', '/api/account/recovery-codes', cookie, { currentPassword: SUPPORT_PASSWORD });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('Recovery codes stand in for a second step: add a passkey or an authenticator app first.');
    const { answer } = await setUp(suite.app, cookie);
    const old = answer.recoveryCodes as string[];
    const made = await call(suite.app, 'POST', '/api/account/recovery-codes', cookie, { currentPassword: SUPPORT_PASSWORD });
    expect(made.statusCode).toBe(200);
    const fresh: string[] = made.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.every((code) => /^[A-Z0-9]{5}-[A-Z0-9]{5}$/.test(code))).toBe(true);
    const pending = sessionCookieOf(await login(suite.app));
    expect((await suite.app.inject({ method: 'POST', url: '/api/auth/second-step', payload: { code: old[0] }, headers: { cookie: pending } })).statusCode).toBe(401);
    expect((await suite.app.inject({ method: 'POST', url: '/api/auth/second-step', payload: { code: fresh[0] }, headers: { cookie: pending } })).statusCode).toBe(200);
    expect((await actions()).filter((action) => action === 'recovery-codes-made')).toHaveLength(2);
  });

  it('asks a signed-in browser for the current password before setting up the app or making recovery codes, and counts each missing or wrong one', async () => {
    const cookie = sessionCookieOf(await login(suite.app));
    const missing = await call(suite.app, 'POST', '/api/account/authenticator/setup', cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'current_password_required', fields: { currentPassword: 'Enter your current password' } });
    const wrong = await call(suite.app, 'POST', '/api/account/authenticator/setup', cookie, { currentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_password', message: 'Your current password is not right', fields: { currentPassword: 'Your current password is not right' } });
    await setUp(suite.app, cookie);
    const noCodes = await call(suite.app, 'POST', '/api/account/recovery-codes', cookie, { currentPassword: 'not-the-password' });
    expect(noCodes.statusCode).toBe(400);
    expect(noCodes.json().error.fields).toEqual({ currentPassword: 'Your current password is not right' });
    expect((await call(suite.app, 'POST', '/api/account/recovery-codes', cookie)).statusCode).toBe(400);
    // Four failures so far (a right password is not counted): the fifth fails, then even the right one is locked out.
    expect((await call(suite.app, 'POST', '/api/account/recovery-codes', cookie, { currentPassword: 'still-not-it' })).statusCode).toBe(400);
    const locked = await call(suite.app, 'POST', '/api/account/recovery-codes', cookie, { currentPassword: SUPPORT_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error.message).toBe('Too many login attempts. Please try again in 15 minutes.');
    const failures = await database.db.selectFrom('audit_events').select('details').where('action', '=', 'sign-in-failed').execute();
    expect(failures.map((row) => row.details).sort()).toEqual([
      'Making new recovery codes: locked out',
      'Making new recovery codes: no current password given',
      'Making new recovery codes: the current password was not right',
      'Making new recovery codes: the current password was not right',
      'Setting up an authenticator app: no current password given',
      'Setting up an authenticator app: the current password was not right',
    ]);
    expect((await actions()).filter((action) => action === 'recovery-codes-made')).toHaveLength(1);
  });

  it('does not ask a browser at enrolment for its password again: it gave it moments ago', async () => {
    const enrolling = sessionCookieOf(await login(strict.app));
    expect((await call(strict.app, 'POST', '/api/account/authenticator/setup', enrolling, {})).statusCode).toBe(200);
  });

  it('sends an account without a factor to enrolment when E8_REQUIRE_MFA is on; it sets up an app and is signed in', async () => {
    const response = await login(strict.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false, username: SUPPORT_USERNAME, next: 'enrolment' });
    const enrolling = sessionCookieOf(response);
    expect(await session(strict.app, enrolling)).toEqual({ authenticated: false, username: SUPPORT_USERNAME, next: 'enrolment' });
    expect((await call(strict.app, 'GET', '/api/assessments', enrolling)).statusCode).toBe(401);
    expect((await call(strict.app, 'GET', '/api/dashboard', enrolling)).statusCode).toBe(401);
    expect((await call(strict.app, 'POST', '/api/account/recovery-codes', enrolling)).statusCode).toBe(401);
    expect((await call(strict.app, 'GET', '/api/account/factors', enrolling)).json()).toEqual({ passkeys: 0, authenticatorApp: false, recoveryCodes: 0, requireMfa: true });
    const { answer } = await setUp(strict.app, enrolling);
    expect(answer).toMatchObject({ authenticated: true, username: SUPPORT_USERNAME, role: 'administrator' });
    expect(answer.recoveryCodes).toHaveLength(10);
    // The enrolment session ended; the browser now holds a new, signed-in one.
    expect(await session(strict.app, enrolling)).toEqual({ authenticated: false });
    const signedIn = await database.db.selectFrom('sessions').select('stage').execute();
    expect(signedIn).toEqual([{ stage: 'signed-in' }]);
    expect((await database.db.selectFrom('audit_events').select('details').where('action', '=', 'sign-in').execute()).map((row) => row.details)).toEqual([
      'Enrolled an authenticator app',
    ]);
    // Next time, the second step.
    expect((await login(strict.app)).json()).toMatchObject({ next: 'second-step' });
  });

  it('refuses to remove the last second factor while E8_REQUIRE_MFA is on, in words', async () => {
    const { cookie } = await setUp(strict.app, sessionCookieOf(await login(strict.app)));
    expect(await session(strict.app, cookie)).toMatchObject({ authenticated: true });
    const refused = await call(strict.app, 'DELETE', '/api/account/authenticator', cookie, { currentPassword: SUPPORT_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'last_second_factor',
      message:
        'Your team requires a second step at sign-in, and the authenticator app is the only one this account has. Add a passkey or set up another app first.',
    });
    expect((await call(strict.app, 'GET', '/api/account/factors', cookie)).json()).toMatchObject({ authenticatorApp: true, recoveryCodes: 10 });
    expect(await actions()).not.toContain('authenticator-removed');
  });
});
