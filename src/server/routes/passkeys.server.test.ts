import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../../domain/branding';
import { LOCKOUT_WINDOW_MS, PENDING_SIGN_IN_MS, RECOVERY_CODE_COUNT, SESSION_LENGTH_MS } from '../../domain/constants';
import { passkeyAddedSchema, passkeyListSchema, passkeyRegistrationCeremonySchema, passkeySignInCeremonySchema } from '../../domain/passkeys';
import type { SessionStage } from '../../domain/roles';
import { buildApp } from '../app.server';
import { CHALLENGE_LIFETIME_MS } from '../auth/webauthn.server';
import { hashSecret, newSecret } from '../secrets.server';
import { insertSession } from '../store/sessions.server';
import { findSupportUserByUsername } from '../store/support-users.server';
import { DATABASES } from '../../../tests/support/databases';
import { useOtherApp, useTestApp } from '../../../tests/support/test-app';
import { SoftwareAuthenticator } from '../../../tests/support/software-authenticator';
import { createSupportUser, sessionCookieOf, signIn, SUPPORT_PASSWORD, SUPPORT_USERNAME } from '../../../tests/support/support-user';

const START = Date.UTC(2026, 10, 23, 6, 0);
/** The origin app.inject's requests come from (its Host is localhost:80), which the origin check accepts as the app's own. */
const ORIGIN = 'http://localhost:80';
const NOT_ACCEPTED = 'That passkey was not accepted. Try again, or sign in with your password.';
const CONSULTANT = 'Casey';
const CONSULTANT_PASSWORD = 'Casey-Passw0rd!Long';

describe.each(DATABASES)('passkeys on $name', ({ open }) => {
  const suite = useTestApp(open, { start: START, empty: ['audit_events', 'login_attempts', 'webauthn_challenges', 'recovery_codes', 'passkeys', 'sessions', 'support_users'], signedIn: true });
  const { database } = suite;
  const strict = useOtherApp(suite, { requireMfa: true });
  let authenticator: SoftwareAuthenticator;
  beforeEach(async () => {
    await createSupportUser(database.db, CONSULTANT, CONSULTANT_PASSWORD, 'consultant');
    authenticator = new SoftwareAuthenticator(ORIGIN);
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, server = suite.app) =>
    server.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { origin: ORIGIN, ...headers } });
  const userIdOf = async (username: string): Promise<string> => {
    const user = await findSupportUserByUsername(database.db, username);
    if (!user) throw new Error(`No user ${username}`);
    return user.id;
  };
  /** A session of a stage made directly in the store, as the password sign-in makes one when a second step is due. */
  const pendingSession = async (username: string, stage: SessionStage, rememberMe = false): Promise<string> => {
    const token = newSecret();
    await insertSession(database.db, {
      tokenHash: hashSecret(token),
      userId: await userIdOf(username),
      stage,
      rememberMe,
      createdAt: suite.clock,
      lastAccessAt: suite.clock,
      expiresAt: suite.clock + PENDING_SIGN_IN_MS,
      address: '127.0.0.1',
      userAgent: 'test',
    });
    return `e8_session=${token}`;
  };
  /** The registration options for a session; a signed-in one gives the account's current password (a session at enrolment need not). */
  const registrationOptions = async (sessionCookie: string, server = suite.app, currentPassword = SUPPORT_PASSWORD) => {
    const response = await post('/api/account/passkeys/options', { currentPassword }, { cookie: sessionCookie }, server);
    expect(response.statusCode).toBe(200);
    return response.json<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }>();
  };
  /** Adds a passkey through the API with the test's authenticator; answers the response and the cookie this browser now holds. */
  const addPasskey = async (sessionCookie: string, name = 'Laptop', server = suite.app, currentPassword = SUPPORT_PASSWORD) => {
    const { challengeId, options } = await registrationOptions(sessionCookie, server, currentPassword);
    const response = await post('/api/account/passkeys', { challengeId, response: authenticator.register(options), name }, { cookie: sessionCookie }, server);
    expect(response.statusCode, response.body).toBe(201);
    return { response, cookie: sessionCookieOf(response) };
  };
  const signInOptions = async () => {
    const response = await post('/api/auth/passkey/options', {});
    expect(response.statusCode).toBe(200);
    return response.json<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>();
  };
  const listPasskeys = async (sessionCookie: string) => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/account/passkeys', headers: { cookie: sessionCookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ passkeys: { id: string; name: string; createdAt: number; lastUsedAt: number | null }[] }>().passkeys;
  };
  const isSignedIn = async (sessionCookie: string) =>
    (await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: sessionCookie } })).json<{ authenticated: boolean }>().authenticated;
  const auditRows = () => database.db.selectFrom('audit_events').select(['actor', 'action', 'details', 'account']).orderBy('at').execute();

  it('answers in the shapes the browser reads with its schemas, whole: every option of the WebAuthn library kept, the passkeys, the session', async () => {
    /** An answer as the browser reads it: every field kept, nothing refused. */
    const readWhole = (schema: { parse: (body: unknown) => unknown }, body: unknown) => expect(schema.parse(body)).toEqual(body);
    const enrolment = await pendingSession(SUPPORT_USERNAME, 'enrolment');
    const registration = await registrationOptions(enrolment);
    readWhole(passkeyRegistrationCeremonySchema, registration);
    // The library's own fields go to the browser though the schema does not name them.
    expect(registration.options).toMatchObject({ rp: { id: 'localhost' }, timeout: expect.any(Number), attestation: 'none', authenticatorSelection: { residentKey: 'required' } });
    const added = await post('/api/account/passkeys', { challengeId: registration.challengeId, response: authenticator.register(registration.options), name: 'Laptop' }, { cookie: enrolment });
    expect(added.statusCode).toBe(201);
    expect(Object.keys(added.json()).sort()).toEqual(['passkey', 'recoveryCodes', 'session']);
    expect(added.json().session).toEqual({ authenticated: true, username: SUPPORT_USERNAME, role: 'administrator', expiresAt: START + SESSION_LENGTH_MS });
    readWhole(passkeyAddedSchema, added.json());
    const cookie = sessionCookieOf(added);
    const listed = await suite.app.inject({ method: 'GET', url: '/api/account/passkeys', headers: { cookie } });
    readWhole(passkeyListSchema, listed.json());

    const signIn = await signInOptions();
    readWhole(passkeySignInCeremonySchema, signIn);
    expect(signIn.options).toMatchObject({ rpId: 'localhost', userVerification: 'required', timeout: expect.any(Number) });
    const signedIn = await post('/api/auth/passkey', { challengeId: signIn.challengeId, response: authenticator.assert(signIn.options) });
    expect(signedIn.json()).toEqual({ authenticated: true, username: SUPPORT_USERNAME, role: 'administrator', expiresAt: START + SESSION_LENGTH_MS });

    const pending = await pendingSession(SUPPORT_USERNAME, 'second-step');
    const secondStep = (await post('/api/auth/second-step/passkey/options', {}, { cookie: pending })).json<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>();
    readWhole(passkeySignInCeremonySchema, secondStep);
    expect(secondStep.options.allowCredentials?.[0]).toMatchObject({ id: authenticator.credentials[0]?.id, type: 'public-key' });
    const confirmed = await post('/api/auth/second-step/passkey', { challengeId: secondStep.challengeId, response: authenticator.assert(secondStep.options) }, { cookie: pending });
    expect(confirmed.json()).toEqual({ authenticated: true, username: SUPPORT_USERNAME, role: 'administrator', expiresAt: START + SESSION_LENGTH_MS });
    // The passkey schemas are strict where the shape is ours: a field they do not name would be refused on the way out.
    expect(passkeyListSchema.safeParse({ passkeys: [{ ...added.json().passkey, publicKey: 'x' }] }).success).toBe(false);
  });

  describe('adding a passkey', () => {
    it('stores it under its name, lists it, and gives ten recovery codes with the first second factor only', async () => {
      const first = await addPasskey(suite.cookie, '  Work laptop  ');
      const body = first.response.json<{ passkey: { id: string; name: string; createdAt: number; lastUsedAt: null }; recoveryCodes: string[] }>();
      expect(body.passkey).toEqual({ id: authenticator.credentials[0]?.id, name: 'Work laptop', createdAt: START, lastUsedAt: null });
      expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
      expect(await listPasskeys(first.cookie)).toEqual([body.passkey]);

      const { options } = await registrationOptions(first.cookie);
      expect(options.excludeCredentials?.map((credential) => credential.id)).toEqual([body.passkey.id]);
      expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
      expect(options.rp).toEqual({ id: 'localhost', name: DEFAULT_BRANDING.productName });
      expect(options.user.name).toBe(SUPPORT_USERNAME);

      suite.clock += 1000;
      const second = await addPasskey(first.cookie, 'Phone');
      expect(second.response.json()).not.toHaveProperty('recoveryCodes');
      expect((await listPasskeys(second.cookie)).map((passkey) => passkey.name)).toEqual(['Work laptop', 'Phone']);
      const added = (await auditRows()).filter((row) => row.action === 'passkey-added');
      expect(added).toEqual([
        { actor: SUPPORT_USERNAME, action: 'passkey-added', details: 'Work laptop', account: SUPPORT_USERNAME },
        { actor: SUPPORT_USERNAME, action: 'passkey-added', details: 'Phone', account: SUPPORT_USERNAME },
      ]);
    });

    it("ends the account's other sessions and keeps this browser signed in in a new session", async () => {
      const elsewhere = await signIn(suite.app);
      const consultant = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
      const added = await addPasskey(suite.cookie);
      expect(added.cookie).not.toBe(suite.cookie);
      expect(await isSignedIn(added.cookie)).toBe(true);
      expect(await isSignedIn(suite.cookie)).toBe(false);
      expect(await isSignedIn(elsewhere)).toBe(false);
      expect(await isSignedIn(consultant)).toBe(true);
    });

    it('refuses a bad name in words, with the field named', async () => {
      const { challengeId, options } = await registrationOptions(suite.cookie);
      const response = await post('/api/account/passkeys', { challengeId, response: authenticator.register(options), name: 'x'.repeat(61) }, { cookie: suite.cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'invalid_input', message: 'Passkey name at most 60 characters', fields: { name: 'Passkey name at most 60 characters' } });
      const blank = await post('/api/account/passkeys', { challengeId, response: authenticator.register(options), name: '   ' }, { cookie: suite.cookie });
      expect(blank.json().error.fields).toEqual({ name: 'Name the passkey' });
    });

    it('refuses an answer to another challenge, a used or expired challenge, another origin, and an unverified user', async () => {
      const notAdded = async (payload: Record<string, unknown>) => {
        const response = await post('/api/account/passkeys', { name: 'Laptop', ...payload }, { cookie: suite.cookie });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error.code).toBe('passkey_not_added');
      };
      const first = await registrationOptions(suite.cookie);
      const other = await registrationOptions(suite.cookie);
      await notAdded({ challengeId: first.challengeId, response: authenticator.register(other.options) });
      // That answer used up the first challenge, even though it failed.
      await notAdded({ challengeId: first.challengeId, response: authenticator.register(first.options) });
      const third = await registrationOptions(suite.cookie);
      await notAdded({ challengeId: third.challengeId, response: authenticator.register(third.options, { origin: 'https://evil.example' }) });
      const fourth = await registrationOptions(suite.cookie);
      await notAdded({ challengeId: fourth.challengeId, response: authenticator.register(fourth.options, { userVerified: false }) });
      const fifth = await registrationOptions(suite.cookie);
      suite.clock += CHALLENGE_LIFETIME_MS;
      await notAdded({ challengeId: fifth.challengeId, response: authenticator.register(fifth.options) });
      expect(await database.db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
    });

    it("refuses a challenge made for another account's registration", async () => {
      const consultant = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
      const theirs = await registrationOptions(consultant, suite.app, CONSULTANT_PASSWORD);
      const response = await post('/api/account/passkeys', { challengeId: theirs.challengeId, response: authenticator.register(theirs.options), name: 'Laptop' }, { cookie: suite.cookie });
      expect(response.statusCode).toBe(400);
    });

    it('lets an account in enrolment add one, which completes its sign-in', async () => {
      const enrolment = await pendingSession(SUPPORT_USERNAME, 'enrolment', true);
      expect((await suite.app.inject({ method: 'GET', url: '/api/account/passkeys', headers: { cookie: enrolment } })).statusCode).toBe(401);
      const added = await addPasskey(enrolment);
      const body = added.response.json<{ session: { authenticated: boolean; username: string; role: string }; recoveryCodes: string[] }>();
      expect(body.session).toMatchObject({ authenticated: true, username: SUPPORT_USERNAME, role: 'administrator' });
      expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(await isSignedIn(added.cookie)).toBe(true);
      expect((await auditRows()).at(-1)).toEqual({ actor: SUPPORT_USERNAME, action: 'sign-in', details: 'Enrolled a passkey; Remember me', account: null });
    });

    it('asks a signed-in browser for its current password first, counts each missing or wrong one, and locks out after five', async () => {
      const cookie = await signIn(suite.app);
      const missing = await post('/api/account/passkeys/options', {}, { cookie });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual({ currentPassword: 'Enter your current password' });
      for (let attempt = 2; attempt <= 5; attempt += 1) {
        const wrong = await post('/api/account/passkeys/options', { currentPassword: `wrong-${attempt}` }, { cookie });
        expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
        expect(wrong.json().error).toMatchObject({ code: 'wrong_password', fields: { currentPassword: 'Your current password is not right' } });
      }
      const locked = await post('/api/account/passkeys/options', { currentPassword: SUPPORT_PASSWORD }, { cookie });
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBeDefined();
      expect(await database.db.selectFrom('webauthn_challenges').select('id').execute()).toEqual([]);
      expect((await auditRows()).filter((row) => row.action === 'sign-in-failed').map((row) => row.details).sort()).toEqual([
        'Adding a passkey: locked out',
        'Adding a passkey: no current password given',
        'Adding a passkey: the current password was not right',
        'Adding a passkey: the current password was not right',
        'Adding a passkey: the current password was not right',
        'Adding a passkey: the current password was not right',
      ]);
    });

    it('keeps only known transport names, and refuses in words a credential id longer than WebAuthn allows', async () => {
      const { challengeId, options } = await registrationOptions(suite.cookie);
      const transports = ['usb', 'internal', 'x'.repeat(300), 'usb', 'hybrid', 'carrier-pigeon'];
      const added = await post('/api/account/passkeys', { challengeId, response: authenticator.register(options, { transports }), name: 'Key' }, { cookie: suite.cookie });
      expect(added.statusCode, added.body).toBe(201);
      const stored = await database.db.selectFrom('passkeys').select('transports').execute();
      expect(stored).toEqual([{ transports: 'usb,internal,hybrid' }]);
      // 1,024 bytes are 1,366 base64url characters: one byte past the longest id WebAuthn allows.
      const next = await registrationOptions(sessionCookieOf(added));
      const tooLong = await post('/api/account/passkeys', { challengeId: next.challengeId, response: authenticator.register(next.options, { idBytes: 1024 }), name: 'Long' }, { cookie: sessionCookieOf(added) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error).toEqual({ code: 'passkey_id_too_long', message: 'That passkey could not be added: its id is longer than a passkey’s may be. Try another passkey.' });
      // The longest allowed id, 1,023 bytes, is stored.
      const last = await registrationOptions(sessionCookieOf(added));
      const longest = await post('/api/account/passkeys', { challengeId: last.challengeId, response: authenticator.register(last.options, { idBytes: 1023 }), name: 'Longest' }, { cookie: sessionCookieOf(added) });
      expect(longest.statusCode, longest.body).toBe(201);
      expect(await database.db.selectFrom('passkeys').select('id').execute()).toHaveLength(2);
    });

    it('is not open to a browser that is not signed in or waits for its second step', async () => {
      const secondStep = await pendingSession(SUPPORT_USERNAME, 'second-step');
      for (const headers of [{}, { cookie: secondStep }] as Record<string, string>[]) {
        expect((await post('/api/account/passkeys/options', {}, headers)).statusCode).toBe(401);
        expect((await post('/api/account/passkeys', { challengeId: crypto.randomUUID(), response: {}, name: 'x' }, headers)).statusCode).toBe(401);
        expect((await suite.app.inject({ method: 'GET', url: '/api/account/passkeys', headers })).statusCode).toBe(401);
      }
    });
  });

  describe('signing in with a passkey', () => {
    it('signs in with no username, records the use, and notes it in the audit log', async () => {
      const { cookie: holder } = await addPasskey(suite.cookie);
      suite.clock += 60_000;
      const { challengeId, options } = await signInOptions();
      expect(options.allowCredentials).toBeUndefined();
      expect(options.userVerification).toBe('required');
      expect(options.rpId).toBe('localhost');
      const response = await post('/api/auth/passkey', { challengeId, response: authenticator.assert(options), rememberMe: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ authenticated: true, username: SUPPORT_USERNAME, role: 'administrator' });
      expect(await isSignedIn(sessionCookieOf(response))).toBe(true);
      expect((await listPasskeys(holder))[0]?.lastUsedAt).toBe(START + 60_000);
      const stored = await database.db.selectFrom('passkeys').select('counter').executeTakeFirstOrThrow();
      expect(Number(stored.counter)).toBe(1);
      expect((await auditRows()).at(-1)).toEqual({ actor: SUPPORT_USERNAME, action: 'sign-in', details: 'Passkey; Remember me', account: null });
    });

    it('accepts each challenge once only, and none after five minutes', async () => {
      await addPasskey(suite.cookie);
      const { challengeId, options } = await signInOptions();
      const answer = authenticator.assert(options);
      expect((await post('/api/auth/passkey', { challengeId, response: answer })).statusCode).toBe(200);
      const again = await post('/api/auth/passkey', { challengeId, response: answer });
      expect(again.statusCode).toBe(401);
      expect(again.json().error).toEqual({ code: 'passkey_not_accepted', message: NOT_ACCEPTED });

      const late = await signInOptions();
      suite.clock += CHALLENGE_LIFETIME_MS;
      expect((await post('/api/auth/passkey', { challengeId: late.challengeId, response: authenticator.assert(late.options) })).statusCode).toBe(401);
    });

    it('clears expired challenges when it stores a new one', async () => {
      await signInOptions();
      await signInOptions();
      suite.clock += CHALLENGE_LIFETIME_MS;
      const { challengeId } = await signInOptions();
      expect(await database.db.selectFrom('webauthn_challenges').select(['id', 'purpose', 'user_id']).execute()).toEqual([{ id: challengeId, purpose: 'sign-in', user_id: null }]);
    });

    it('answers two sends of one answer at once with one sign-in only', async () => {
      await addPasskey(suite.cookie);
      const { challengeId, options } = await signInOptions();
      const answer = authenticator.assert(options);
      const statuses = await Promise.all([1, 2, 3].map(() => post('/api/auth/passkey', { challengeId, response: answer }).then((response) => response.statusCode)));
      expect(statuses.sort()).toEqual([200, 401, 401]);
    });

    it('refuses a signature for another challenge or origin, an unverified user, a counter gone back, a foreign user handle and an unknown passkey', async () => {
      await addPasskey(suite.cookie);
      const refused = async (tamper: Parameters<SoftwareAuthenticator['assert']>[1], using = authenticator) => {
        const { challengeId, options } = await signInOptions();
        const response = await post('/api/auth/passkey', { challengeId, response: using.assert(options, tamper) });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.message).toBe(NOT_ACCEPTED);
      };
      const other = await signInOptions();
      await refused({ challenge: other.options.challenge });
      await refused({ origin: 'https://evil.example' });
      await refused({ userVerified: false });
      const counted = await signInOptions();
      expect((await post('/api/auth/passkey', { challengeId: counted.challengeId, response: authenticator.assert(counted.options, { counter: 5 }) })).statusCode).toBe(200);
      // A copy of the key that is behind the original: its counter is not ahead of the stored one.
      await refused({ counter: 5 });
      await refused({ counter: 3 });
      await refused({ userHandle: Buffer.from(await userIdOf(CONSULTANT)).toString('base64url') });
      const stranger = new SoftwareAuthenticator(ORIGIN);
      stranger.register((await registrationOptions(await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD), suite.app, CONSULTANT_PASSWORD)).options);
      await refused({}, stranger);
      const failures = (await auditRows()).filter((row) => row.action === 'sign-in-failed');
      expect(failures.map((row) => row.actor)).toEqual([...Array<string>(6).fill(SUPPORT_USERNAME), '(unknown passkey)']);
      expect(new Set(failures.map((row) => row.details))).toEqual(new Set(['Passkey not accepted']));
    });

    it('refuses a malformed request in the same words', async () => {
      for (const payload of [{}, { challengeId: 'nope', response: {} }, { challengeId: crypto.randomUUID(), response: 'x' }]) {
        const response = await post('/api/auth/passkey', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(NOT_ACCEPTED);
      }
      const { challengeId } = await signInOptions();
      expect((await post('/api/auth/passkey', { challengeId, response: { id: 'x', response: {} } })).statusCode).toBe(401);
    });

    it('refuses a disabled account in the words of the password sign-in', async () => {
      await addPasskey(suite.cookie);
      await database.db.updateTable('support_users').set({ disabled_at: START }).where('username', '=', SUPPORT_USERNAME).execute();
      const { challengeId, options } = await signInOptions();
      const response = await post('/api/auth/passkey', { challengeId, response: authenticator.assert(options) });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'account_disabled', message: 'This account is disabled. Ask an administrator of your team to enable it.' });
    });
  });

  describe('a passkey as the second step', () => {
    it("offers only the account's own passkeys and completes the sign-in with its remember-me", async () => {
      await addPasskey(suite.cookie);
      const consultantKeys = new SoftwareAuthenticator(ORIGIN);
      consultantKeys.register((await registrationOptions(await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD), suite.app, CONSULTANT_PASSWORD)).options);
      const pending = await pendingSession(SUPPORT_USERNAME, 'second-step', true);
      const optionsResponse = await post('/api/auth/second-step/passkey/options', {}, { cookie: pending });
      expect(optionsResponse.statusCode).toBe(200);
      const { challengeId, options } = optionsResponse.json<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>();
      expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentials[0]?.id]);
      expect(await isSignedIn(pending)).toBe(false);
      const response = await post('/api/auth/second-step/passkey', { challengeId, response: authenticator.assert(options) }, { cookie: pending });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ authenticated: true, username: SUPPORT_USERNAME });
      expect(await isSignedIn(sessionCookieOf(response))).toBe(true);
      expect(await isSignedIn(pending)).toBe(false);
      expect((await auditRows()).at(-1)).toEqual({ actor: SUPPORT_USERNAME, action: 'sign-in', details: 'Password and passkey; Remember me', account: null });
    });

    it("refuses another account's passkey and a sign-in challenge, and counts each failure", async () => {
      await addPasskey(suite.cookie);
      const consultantKeys = new SoftwareAuthenticator(ORIGIN);
      consultantKeys.register((await registrationOptions(await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD), suite.app, CONSULTANT_PASSWORD)).options);
      const pending = await pendingSession(SUPPORT_USERNAME, 'second-step');
      const mine = (await post('/api/auth/second-step/passkey/options', {}, { cookie: pending })).json<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>();
      const foreign = await post('/api/auth/second-step/passkey', { challengeId: mine.challengeId, response: consultantKeys.assert(mine.options, { credentialId: consultantKeys.credentials[0]?.id }) }, { cookie: pending });
      expect(foreign.statusCode).toBe(401);
      expect(foreign.json().error.code).toBe('passkey_not_accepted');
      const signInChallenge = await signInOptions();
      const crossed = await post('/api/auth/second-step/passkey', { challengeId: signInChallenge.challengeId, response: authenticator.assert(signInChallenge.options) }, { cookie: pending });
      expect(crossed.statusCode).toBe(401);
      const failures = (await auditRows()).filter((row) => row.action === 'second-step-failed');
      expect(failures).toEqual([
        { actor: SUPPORT_USERNAME, action: 'second-step-failed', details: 'Passkey not accepted', account: null },
        { actor: SUPPORT_USERNAME, action: 'second-step-failed', details: 'Passkey not accepted', account: null },
      ]);
      // Each failure counts twice: from this address, and against the account from any address.
      const attempts = await database.db.selectFrom('login_attempts').select('address').execute();
      expect(attempts.map((row) => row.address).sort()).toEqual(['*', '*', '127.0.0.1', '127.0.0.1']);
    });

    it('locks the account out after five failures, even for a good passkey, and the password sign-in with it', async () => {
      await addPasskey(suite.cookie);
      const pending = await pendingSession(SUPPORT_USERNAME, 'second-step');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const { challengeId, options } = (await post('/api/auth/second-step/passkey/options', {}, { cookie: pending })).json<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>();
        const response = await post('/api/auth/second-step/passkey', { challengeId, response: authenticator.assert(options, { userVerified: false }) }, { cookie: pending });
        expect(response.statusCode).toBe(401);
        suite.clock += 1000;
      }
      const { challengeId, options } = (await post('/api/auth/second-step/passkey/options', {}, { cookie: pending })).json<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>();
      const locked = await post('/api/auth/second-step/passkey', { challengeId, response: authenticator.assert(options) }, { cookie: pending });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.code).toBe('locked_out');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      const password = await post('/api/auth/login', { username: SUPPORT_USERNAME, password: 'Corr3ct-Horse!Battery' });
      expect(password.statusCode).toBe(429);
      expect((await auditRows()).at(-2)).toEqual({ actor: SUPPORT_USERNAME, action: 'second-step-failed', details: 'Locked out', account: null });
    });

    it('counts failed passkey second steps against the account from every address: the eleventh is refused even for a good passkey, and the pending sign-in ends', async () => {
      await addPasskey(suite.cookie);
      const pending = await pendingSession(SUPPORT_USERNAME, 'second-step');
      const attempt = async (remoteAddress: string, tamper: { userVerified?: boolean }) => {
        const { challengeId, options } = (await post('/api/auth/second-step/passkey/options', {}, { cookie: pending })).json<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>();
        return suite.app.inject({ method: 'POST', url: '/api/auth/second-step/passkey', payload: { challengeId, response: authenticator.assert(options, tamper) }, headers: { cookie: pending, origin: ORIGIN }, remoteAddress });
      };
      for (let index = 0; index < 10; index += 1) {
        // Five from each of two addresses: each address stays within its own limit.
        expect((await attempt(index < 5 ? '198.51.100.1' : '2001:db8:5:1::1', { userVerified: false })).statusCode, `attempt ${index + 1}`).toBe(401);
      }
      const locked = await attempt('2001:db8:5:2::1', {});
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(await database.db.selectFrom('sessions').select('stage').where('stage', '=', 'second-step').execute()).toEqual([]);
      expect((await post('/api/auth/second-step/passkey/options', {}, { cookie: pending })).statusCode).toBe(401);
      expect((await auditRows()).map((row) => row.details)).toContain('Locked out: too many failed second steps from any address; 1 pending sign-in ended');
    });

    it('counts and records a malformed second step as a failure, refused in the words of a refused passkey', async () => {
      await addPasskey(suite.cookie);
      const pending = await pendingSession(SUPPORT_USERNAME, 'second-step');
      const response = await post('/api/auth/second-step/passkey', { challengeId: 'nope', response: {} }, { cookie: pending });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid_input', message: 'That passkey was not accepted. Try again, or use another way to confirm it is you.' });
      expect((await auditRows()).filter((row) => row.action === 'second-step-failed')).toEqual([
        { actor: SUPPORT_USERNAME, action: 'second-step-failed', details: 'Passkey not accepted', account: null },
      ]);
      // Counted from this address and against the account from any, like a wrong passkey.
      const attempts = await database.db.selectFrom('login_attempts').select('address').execute();
      expect(attempts.map((row) => row.address).sort()).toEqual(['*', '127.0.0.1']);
    });

    it('is open only to a session waiting for its second step', async () => {
      for (const headers of [{}, { cookie: suite.cookie }, { cookie: await pendingSession(SUPPORT_USERNAME, 'enrolment') }] as Record<string, string>[]) {
        expect((await post('/api/auth/second-step/passkey/options', {}, headers)).statusCode).toBe(401);
        expect((await post('/api/auth/second-step/passkey', { challengeId: crypto.randomUUID(), response: {} }, headers)).statusCode).toBe(401);
      }
      expect(await database.db.selectFrom('login_attempts').selectAll().execute()).toEqual([]);
    });
  });

  describe("one's own passkeys", () => {
    it('lists only their own passkeys to each account', async () => {
      const mine = await addPasskey(suite.cookie, 'Mine');
      const consultant = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
      expect(await listPasskeys(consultant)).toEqual([]);
      const theirs = await addPasskey(consultant, 'Theirs', suite.app, CONSULTANT_PASSWORD);
      expect((await listPasskeys(theirs.cookie)).map((passkey) => passkey.name)).toEqual(['Theirs']);
      expect((await listPasskeys(mine.cookie)).map((passkey) => passkey.name)).toEqual(['Mine']);
    });

    it("removes one's own passkey, ends the other sessions and notes it; another's is not found", async () => {
      const added = await addPasskey(suite.cookie, 'Old phone');
      const passkeyId = authenticator.credentials[0]?.id ?? '';
      const consultant = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
      const notTheirs = await suite.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${passkeyId}`, payload: { currentPassword: CONSULTANT_PASSWORD }, headers: { cookie: consultant, origin: ORIGIN } });
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json().error).toEqual({ code: 'not_found', message: 'That passkey was not found on your account.' });
      const elsewhere = await signIn(suite.app);
      const removed = await suite.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${passkeyId}`, payload: { currentPassword: SUPPORT_PASSWORD }, headers: { cookie: added.cookie, origin: ORIGIN } });
      expect(removed.statusCode).toBe(204);
      const still = sessionCookieOf(removed);
      expect(await isSignedIn(still)).toBe(true);
      expect(await isSignedIn(elsewhere)).toBe(false);
      expect(await isSignedIn(consultant)).toBe(true);
      expect(await listPasskeys(still)).toEqual([]);
      expect((await auditRows()).at(-1)).toEqual({ actor: SUPPORT_USERNAME, action: 'passkey-removed', details: 'Old phone', account: SUPPORT_USERNAME });
      const again = await suite.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${passkeyId}`, payload: { currentPassword: SUPPORT_PASSWORD }, headers: { cookie: still, origin: ORIGIN } });
      expect(again.statusCode).toBe(404);
      const malformed = await suite.app.inject({ method: 'DELETE', url: '/api/account/passkeys/not%20an%20id', payload: { currentPassword: SUPPORT_PASSWORD }, headers: { cookie: still, origin: ORIGIN } });
      expect(malformed.statusCode).toBe(404);
      expect((await suite.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${passkeyId}`, headers: { origin: ORIGIN } })).statusCode).toBe(401);
    });

    it('asks for the current password before removing a passkey: none or a wrong one refused in words and counted toward the lockout, the right one removes it', async () => {
      const added = await addPasskey(suite.cookie, 'Old phone');
      const url = `/api/account/passkeys/${authenticator.credentials[0]?.id ?? ''}`;
      const remove = (payload?: Record<string, unknown>) =>
        suite.app.inject({ method: 'DELETE', url, headers: { cookie: added.cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });
      const missing = await remove();
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({ code: 'current_password_required', fields: { currentPassword: 'Enter your current password' } });
      const wrong = await remove({ currentPassword: 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toEqual({ code: 'wrong_password', message: 'Your current password is not right', fields: { currentPassword: 'Your current password is not right' } });
      for (let attempt = 3; attempt <= 5; attempt += 1) expect((await remove({ currentPassword: `wrong-${attempt}` })).statusCode, `attempt ${attempt}`).toBe(400);
      // Five failures: now even the right password waits out the lockout, and the passkey is still there.
      expect((await remove({ currentPassword: SUPPORT_PASSWORD })).statusCode).toBe(429);
      expect(await listPasskeys(added.cookie)).toHaveLength(1);
      expect((await auditRows()).filter((row) => row.action === 'sign-in-failed').map((row) => row.details).sort()).toEqual([
        'Removing a passkey: locked out',
        'Removing a passkey: no current password given',
        'Removing a passkey: the current password was not right',
        'Removing a passkey: the current password was not right',
        'Removing a passkey: the current password was not right',
        'Removing a passkey: the current password was not right',
      ]);
      suite.clock += LOCKOUT_WINDOW_MS + 1;
      const removed = await remove({ currentPassword: SUPPORT_PASSWORD });
      expect(removed.statusCode).toBe(204);
      expect(await listPasskeys(sessionCookieOf(removed))).toEqual([]);
    });

    it('refuses, with a second factor required, to remove the last one, and allows it while another remains', async () => {
      const first = await addPasskey(suite.cookie, 'Laptop', strict.app);
      const remove = (id: string, sessionCookie: string) =>
        strict.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${id}`, payload: { currentPassword: SUPPORT_PASSWORD }, headers: { cookie: sessionCookie, origin: ORIGIN } });
      const refused = await remove(authenticator.credentials[0]?.id ?? '', first.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('second_factor_required');
      expect(refused.json().error.message).toMatch(/^Your team requires a second factor/);
      const second = await addPasskey(first.cookie, 'Phone', strict.app);
      const removed = await remove(authenticator.credentials[0]?.id ?? '', second.cookie);
      expect(removed.statusCode).toBe(204);
      expect((await remove(authenticator.credentials[1]?.id ?? '', sessionCookieOf(removed))).statusCode).toBe(409);
      // Without the requirement the last one goes.
      expect((await suite.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${authenticator.credentials[1]?.id ?? ''}`, payload: { currentPassword: SUPPORT_PASSWORD }, headers: { cookie: sessionCookieOf(removed), origin: ORIGIN } })).statusCode).toBe(204);
    });

    it('removes only one of the app and the last passkey when both are removed at once with a second factor required', async () => {
      const added = await addPasskey(suite.cookie, 'Laptop', strict.app);
      // The account has the authenticator app too.
      await database.db.updateTable('support_users').set({ totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).where('id', '=', await userIdOf(SUPPORT_USERNAME)).execute();
      const headers = { cookie: added.cookie, origin: ORIGIN };
      const [passkey, app] = await Promise.all([
        strict.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${authenticator.credentials[0]?.id ?? ''}`, payload: { currentPassword: SUPPORT_PASSWORD }, headers }),
        strict.app.inject({ method: 'DELETE', url: '/api/account/authenticator', payload: { currentPassword: SUPPORT_PASSWORD }, headers }),
      ]);
      expect([passkey.statusCode, app.statusCode].sort()).toEqual([204, 409]);
      const left = await strict.app.inject({ method: 'GET', url: '/api/account/factors', headers: { cookie: passkey.statusCode === 204 ? sessionCookieOf(passkey) : added.cookie } });
      const factors = left.json<{ passkeys: number; authenticatorApp: boolean; recoveryCodes: number }>();
      expect(factors.passkeys + (factors.authenticatorApp ? 1 : 0)).toBe(1);
      expect(factors.recoveryCodes).toBe(RECOVERY_CODE_COUNT);
    });

    it('removes the recovery codes with the last passkey when no authenticator app is left either', async () => {
      const added = await addPasskey(suite.cookie);
      const userId = await userIdOf(SUPPORT_USERNAME);
      const codes = () => database.db.selectFrom('recovery_codes').select('user_id').where('user_id', '=', userId).execute();
      expect(await codes()).toHaveLength(RECOVERY_CODE_COUNT);
      const removed = await suite.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${authenticator.credentials[0]?.id ?? ''}`, payload: { currentPassword: SUPPORT_PASSWORD }, headers: { cookie: added.cookie, origin: ORIGIN } });
      expect(removed.statusCode).toBe(204);
      expect(await codes()).toEqual([]);
    });

    it('keeps the recovery codes when a passkey is removed and the authenticator app remains', async () => {
      const added = await addPasskey(suite.cookie);
      const userId = await userIdOf(SUPPORT_USERNAME);
      await database.db.updateTable('support_users').set({ totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).where('id', '=', userId).execute();
      const removed = await suite.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${authenticator.credentials[0]?.id ?? ''}`, payload: { currentPassword: SUPPORT_PASSWORD }, headers: { cookie: added.cookie, origin: ORIGIN } });
      expect(removed.statusCode).toBe(204);
      expect(await database.db.selectFrom('recovery_codes').select('user_id').where('user_id', '=', userId).execute()).toHaveLength(RECOVERY_CODE_COUNT);
    });
  });

  it('binds passkeys to E8_PUBLIC_URL when it is set, whatever the request says', async () => {
    const publicUrl = 'https://e8.example.com';
    const hosted = await buildApp({ db: database.db, now: () => suite.clock, publicUrl });
    try {
      const signedIn = await signIn(hosted);
      const headers = { origin: publicUrl, cookie: signedIn };
      const options = (await hosted.inject({ method: 'POST', url: '/api/account/passkeys/options', payload: { currentPassword: SUPPORT_PASSWORD }, headers })).json<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }>();
      expect(options.options.rp.id).toBe('e8.example.com');
      const local = await hosted.inject({ method: 'POST', url: '/api/account/passkeys', payload: { challengeId: options.challengeId, response: authenticator.register(options.options), name: 'Laptop' }, headers });
      expect(local.statusCode).toBe(400);
      const hostedKey = new SoftwareAuthenticator(publicUrl);
      const again = (await hosted.inject({ method: 'POST', url: '/api/account/passkeys/options', payload: { currentPassword: SUPPORT_PASSWORD }, headers })).json<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }>();
      const added = await hosted.inject({ method: 'POST', url: '/api/account/passkeys', payload: { challengeId: again.challengeId, response: hostedKey.register(again.options), name: 'Laptop' }, headers });
      expect(added.statusCode).toBe(201);
      // The same passkey, answered on the request's own origin without E8_PUBLIC_URL, is for another site.
      const { challengeId, options: signInWith } = await signInOptions();
      expect((await post('/api/auth/passkey', { challengeId, response: hostedKey.assert(signInWith) })).statusCode).toBe(401);
    } finally {
      await hosted.close();
    }
  });

  it('refuses passkey requests from another site before anything else', async () => {
    const response = await post('/api/auth/passkey/options', {}, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await database.db.selectFrom('webauthn_challenges').selectAll().execute()).toEqual([]);
  });
});
