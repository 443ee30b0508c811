import { describe, expect, it } from 'vitest';
import { SESSION_LENGTH_MS } from '../../domain/constants';
import { secondStepSignInSchema } from '../../domain/sign-in';
import { DATABASES } from '../../../tests/support/databases';
import { codeAt } from '../../../tests/support/authenticator-code';
import { useSecondFactorApp } from '../../../tests/support/second-factor-app';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { sessionCookieOf, SUPPORT_PASSWORD, SUPPORT_USERNAME } from '../../../tests/support/support-user';

const STEP_MS = 30_000;
const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
const USED_CODE = 'That code was just used. Wait for your authenticator app to show the next code, then type that one.';

describe.each(DATABASES)('the second step after a password on $name', ({ open }) => {
  // The start of a 30-second step, so a code "for the next step" is exactly one step ahead.
  const suite = useSecondFactorApp(open, Date.UTC(2026, 10, 23, 2, 0));
  const { database } = suite;

  const login = (password = SUPPORT_PASSWORD, remoteAddress = '127.0.0.1') =>
    suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: SUPPORT_USERNAME, password }, remoteAddress });
  const secondStep = (cookie: string, code: string, remoteAddress = '127.0.0.1') =>
    suite.app.inject({ method: 'POST', url: '/api/auth/second-step', payload: { code }, headers: { cookie }, remoteAddress });
  const session = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json();
  const actions = async () =>
    (await database.db.selectFrom('audit_events').select(['action', 'details', 'actor']).orderBy('at').orderBy('id').execute()).map(
      (row) => `${row.action}: ${row.details}`,
    );

  /** Signs in with the password alone (no factor yet) and sets up the authenticator app; its secret and recovery codes. */
  async function setUpApp(): Promise<{ cookie: string; secret: string; recoveryCodes: string[] }> {
    const signedIn = await login();
    expect(signedIn.json()).toMatchObject({ authenticated: true });
    const cookie = sessionCookieOf(signedIn);
    const setup = await suite.app.inject({ method: 'POST', url: '/api/account/authenticator/setup', headers: { cookie }, payload: { currentPassword: SUPPORT_PASSWORD } });
    expect(setup.statusCode).toBe(200);
    const { setupId, secret } = setup.json();
    const confirmed = await suite.app.inject({
      method: 'POST',
      url: '/api/account/authenticator',
      headers: { cookie },
      payload: { setupId, code: await codeAt(secret, suite.clock) },
    });
    expect(confirmed.statusCode).toBe(200);
    return { cookie, secret, recoveryCodes: confirmed.json().recoveryCodes };
  }

  /** The password of an account with a second factor: a pending session's cookie. */
  async function passwordStep(remoteAddress = '127.0.0.1'): Promise<string> {
    const response = await login(SUPPORT_PASSWORD, remoteAddress);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authenticated: false,
      username: SUPPORT_USERNAME,
      next: 'second-step',
      methods: { passkey: false, authenticatorApp: true, recoveryCode: true },
    });
    return sessionCookieOf(response);
  }

  it('asks for the second step after the password once an app is set up, and signs in with a code computed from its secret', async () => {
    const { secret } = await setUpApp();
    const pending = await passwordStep();
    expect(await session(pending)).toMatchObject({ authenticated: false, next: 'second-step', methods: { authenticatorApp: true } });
    // The code of the setting-up step was used; the app's next code (one step ahead, within the window) signs in.
    const answer = await secondStep(pending, await codeAt(secret, suite.clock + STEP_MS));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ authenticated: true, username: SUPPORT_USERNAME, role: 'administrator', expiresAt: suite.clock + SESSION_LENGTH_MS });
    const signedIn = sessionCookieOf(answer);
    expect(signedIn).not.toBe(pending);
    expect(await session(signedIn)).toMatchObject({ authenticated: true, username: SUPPORT_USERNAME });
    expect(await session(pending)).toEqual({ authenticated: false });
    expect(await actions()).toContain('sign-in: Password and authenticator app');
  });

  it('takes a code only once, and refuses one from a step already used', async () => {
    const { secret } = await setUpApp();
    const code = await codeAt(secret, suite.clock + STEP_MS);
    expect((await secondStep(await passwordStep(), code)).statusCode).toBe(200);
    // The same code again is refused, in words that say it was just used and ask for the next one.
    const pending = await passwordStep();
    const again = await secondStep(pending, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toEqual({ code: 'second_step_code_used', message: USED_CODE });
    // Nor is the code that confirmed the app (an earlier step) taken, and it is told apart the same way.
    const earlier = await secondStep(pending, await codeAt(secret, suite.clock));
    expect(earlier.json().error).toEqual({ code: 'second_step_code_used', message: USED_CODE });
    // A code that was never right still reads as wrong, and the sign-in still waits for its second step.
    const wrong = await secondStep(pending, code === '000000' ? '111111' : '000000');
    expect(wrong.json().error).toEqual({ code: 'second_step_failed', message: WRONG_CODE });
    expect(await session(pending)).toMatchObject({ authenticated: false, next: 'second-step' });
    // The app's next code signs in the waiting sign-in.
    suite.clock += 2 * STEP_MS;
    expect((await secondStep(pending, await codeAt(secret, suite.clock))).statusCode).toBe(200);
    expect(await actions()).toEqual(
      expect.arrayContaining(['second-step-failed: Authenticator code already used', 'second-step-failed: Wrong authenticator code']),
    );
  });

  it('lets only one of two simultaneous second steps with the same code sign in', async () => {
    const { secret } = await setUpApp();
    const code = await codeAt(secret, suite.clock + STEP_MS);
    const [first, second] = [await passwordStep(), await passwordStep()];
    const statuses = (await Promise.all([secondStep(first, code), secondStep(second, code)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('lets only one of two simultaneous second steps with the same recovery code sign in', async () => {
    const { recoveryCodes } = await setUpApp();
    const [first, second] = [await passwordStep(), await passwordStep()];
    const code = recoveryCodes[0] ?? '';
    const statuses = (await Promise.all([secondStep(first, code), secondStep(second, code)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('refuses a code of two steps ago or ahead', async () => {
    const { secret } = await setUpApp();
    suite.clock += 10 * STEP_MS;
    const pending = await passwordStep();
    expect((await secondStep(pending, await codeAt(secret, suite.clock - 2 * STEP_MS))).statusCode).toBe(401);
    expect((await secondStep(pending, await codeAt(secret, suite.clock + 2 * STEP_MS))).statusCode).toBe(401);
    expect((await secondStep(pending, await codeAt(secret, suite.clock - STEP_MS))).statusCode).toBe(200);
  });

  it('takes a recovery code once and only once, and says how many are left', async () => {
    const { recoveryCodes } = await setUpApp();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [first = '', second = ''] = recoveryCodes;
    // Typed in lower case and without its dash, it still counts.
    const used = await secondStep(await passwordStep(), first.toLowerCase().replace('-', ''));
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ authenticated: true, recoveryCodesLeft: 9 });
    const reused = await secondStep(await passwordStep(), first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe(WRONG_CODE);
    expect((await secondStep(await passwordStep(), second)).json()).toMatchObject({ recoveryCodesLeft: 8 });
    const log = await actions();
    expect(log).toContain('recovery-code-used: 9 left');
    expect(log).toContain('sign-in: Password and recovery code');
    expect(log).toContain('second-step-failed: Wrong recovery code');
  });

  it('answers a second step in its declared shape and nothing more: the session, and after a recovery code how many are left', async () => {
    const { secret, recoveryCodes } = await setUpApp();
    suite.clock += STEP_MS;
    const byApp = await secondStep(await passwordStep(), await codeAt(secret, suite.clock));
    const signedIn = { authenticated: true, username: SUPPORT_USERNAME, role: 'administrator', expiresAt: suite.clock + SESSION_LENGTH_MS };
    expect(byApp.json()).toEqual(signedIn);
    const byCode = await secondStep(await passwordStep(), recoveryCodes[0] ?? '');
    expect(byCode.json()).toEqual({ ...signedIn, recoveryCodesLeft: 9 });
    // The declared schema is strict: a field it does not name would be refused on the way out, not sent.
    expect(secondStepSignInSchema.safeParse({ ...signedIn, recoveryCodes: ['AAAAA-BBBBB'] }).success).toBe(false);
  });

  it('locks the second step after five wrong codes: the sixth try answers 429 with Retry-After, even with the right code', async () => {
    const { secret } = await setUpApp();
    const pending = await passwordStep();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await secondStep(pending, attempt % 2 ? '000000' : 'AAAAA-AAAAA');
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const locked = await secondStep(pending, await codeAt(secret, suite.clock + STEP_MS));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error.message).toMatch(/^Too many login attempts\. Please try again in 15 minutes\.$/);
    // The password is locked as well: signing in again does not reset the count.
    expect((await login()).statusCode).toBe(429);
    expect(await actions()).toContain('second-step-failed: Locked out');
    // From another address the owner still signs in.
    const elsewhere = await passwordStep('203.0.113.7');
    expect((await secondStep(elsewhere, await codeAt(secret, suite.clock + STEP_MS), '203.0.113.7')).statusCode).toBe(200);
  });

  it('counts failed second steps against the account from every address: the eleventh try is refused even with the right code, and the pending sign-in ends', async () => {
    const { secret } = await setUpApp();
    const pending = await passwordStep();
    // One pending cookie, guesses from many addresses: five from each of two (each address's own limit), ten in all.
    for (const address of ['198.51.100.1', '2001:db8:1:1::1']) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await secondStep(pending, '000000', address)).statusCode, `${address} attempt ${attempt}`).toBe(401);
      }
    }
    const locked = await secondStep(pending, await codeAt(secret, suite.clock + STEP_MS), '2001:db8:1:2::1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error.message).toBe('Too many login attempts. Please try again in 15 minutes.');
    // The pending sign-in is gone: the cookie reaches nothing any more.
    const after = await secondStep(pending, await codeAt(secret, suite.clock + STEP_MS), '203.0.113.50');
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('not_signed_in');
    expect(await database.db.selectFrom('sessions').select('token_hash').where('stage', '=', 'second-step').execute()).toEqual([]);
    expect(await actions()).toContain('second-step-failed: Locked out: too many failed second steps from any address; 1 pending sign-in ended');
    // The right password alone does not reset the count: from a fresh address the second step is still refused.
    const again = await passwordStep('203.0.113.60');
    expect((await secondStep(again, await codeAt(secret, suite.clock + STEP_MS), '203.0.113.60')).statusCode).toBe(429);
    // Once the window has moved on, the owner signs in.
    suite.clock += 15 * 60_000 + 1;
    const later = await passwordStep('203.0.113.60');
    expect((await secondStep(later, await codeAt(secret, suite.clock), '203.0.113.60')).statusCode).toBe(200);
  });

  it('does not clear the account-wide count of failed second steps on a success', async () => {
    const { secret } = await setUpApp();
    const pending = await passwordStep();
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await secondStep(pending, '000000', `198.51.100.${attempt}`)).statusCode, `attempt ${attempt}`).toBe(401);
    }
    expect((await secondStep(pending, await codeAt(secret, suite.clock + STEP_MS), '203.0.113.1')).statusCode).toBe(200);
    suite.clock += STEP_MS;
    const next = await passwordStep('203.0.113.2');
    expect((await secondStep(next, '000000', '203.0.113.2')).statusCode).toBe(401);
    // Ten failures from ten addresses within the window, one success between them: the account is locked.
    expect((await secondStep(next, await codeAt(secret, suite.clock + STEP_MS), '203.0.113.3')).statusCode).toBe(429);
  });

  it('keeps a session waiting for its second step away from every assessment route and account change', async () => {
    await setUpApp();
    const pending = await passwordStep();
    const created = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() });
    const { id } = created.json();
    for (const url of ['/api/assessments', '/api/dashboard', `/api/assessments/${id}`, `/api/assessments/${id}/history`, '/api/assessments/export.csv']) {
      expect((await suite.app.inject({ method: 'GET', url, headers: { cookie: pending } })).statusCode, url).toBe(401);
    }
    for (const [method, url] of [
      ['POST', '/api/account/authenticator/setup'],
      ['DELETE', '/api/account/authenticator'],
      ['POST', '/api/account/recovery-codes'],
      ['GET', '/api/account/factors'],
    ] as const) {
      expect((await suite.app.inject({ method, url, headers: { cookie: pending } })).statusCode, url).toBe(401);
    }
  });

  it('ends a waiting session after 10 minutes', async () => {
    const { secret } = await setUpApp();
    const pending = await passwordStep();
    suite.clock += 10 * 60_000;
    const late = await secondStep(pending, await codeAt(secret, suite.clock));
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('not_signed_in');
  });

  it('keeps the remember-me choice through the second step', async () => {
    const { secret } = await setUpApp();
    const response = await suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD, rememberMe: true } });
    const answer = await secondStep(sessionCookieOf(response), await codeAt(secret, suite.clock + STEP_MS));
    expect(answer.json().expiresAt).toBe(suite.clock + 30 * 24 * 60 * 60_000);
  });
});
