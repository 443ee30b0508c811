import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.server';
import { declaredResponses } from '../contract.server';
import { DATABASES } from '../../../tests/support/databases';
import { useOtherApp, useTestApp } from '../../../tests/support/test-app';
import { useSmtpCapture } from '../../../tests/support/smtp-capture';
import { createSupportUser, signIn, SUPPORT_USERNAME } from '../../../tests/support/support-user';
import { invitationAcceptedSchema, invitationDetailsSchema, invitationMadeSchema, type AccountsAnswer } from '../../domain/account-schemas';
import { DAY_MS, INVITATION_DAYS } from '../../domain/constants';
import { invitationMailText, smtpInvitationDelivery, type InvitationMailDetails } from '../mail/invitation-mail.server';
import { hashSecret } from '../secrets.server';
import { acceptInvitation } from '../store/invitations.server';

const START = Date.UTC(2026, 10, 23, 6, 0);
const PASSWORD = 'Casey-Passw0rd!Long';
const INVALID = { error: { code: 'invalid_invitation', message: 'This invitation link is not valid or has expired. Ask an administrator for a new one.' } };

describe.each(DATABASES)('invitations on $name', ({ open }) => {
  const routes: RouteOptions[] = [];
  const suite = useTestApp(open, {
    start: START,
    empty: ['audit_events', 'login_attempts', 'sessions', 'invitations', 'support_users'],
    user: true,
    app: { linkBase: 'https://e8.example.com/ignored', onRoute: (route) => routes.push(route) },
  });
  /** The response schemas a route declares, by status. */
  const declared = (method: string, url: string) => declaredResponses(routes.find((route) => route.method === method && route.url === url));
  const { database } = suite;
  const smtp = useSmtpCapture();
  const mailing = useOtherApp(suite, () => ({
    linkBase: 'https://e8.example.com',
    invitationDelivery: smtpInvitationDelivery({ smtpUrl: smtp.url(), mailFrom: 'e8@example.com', productName: 'E8 Check' }),
  }));
  const notMailing = useOtherApp(suite, {
    linkBase: 'https://e8.example.com',
    invitationDelivery: { send: () => Promise.reject(new Error('The mail server is down')) },
  });
  let admin = '';
  beforeEach(async () => {
    smtp.received.length = 0;
    admin = await signIn(suite.app);
  });

  const invite = (payload: Record<string, unknown>, server = suite.app) => server.inject({ method: 'POST', url: '/api/support/invitations', headers: { cookie: admin }, payload });
  const tokenOf = (link: string) => decodeURIComponent(/#token=(.+)$/.exec(link)?.[1] ?? '');
  const inviteCasey = async (role = 'consultant') => {
    const response = await invite({ username: 'Casey', email: '', role });
    expect(response.statusCode).toBe(201);
    const { link } = response.json<{ link: string }>();
    return tokenOf(link);
  };
  const accept = (token: string, password = PASSWORD) => suite.app.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token, password } });
  const lookup = (token: string) => suite.app.inject({ method: 'POST', url: '/api/invitations/lookup', payload: { token } });
  const pending = async () => (await suite.app.inject({ method: 'GET', url: '/api/support/accounts', headers: { cookie: admin } })).json<AccountsAnswer>().invitations;

  it('without mail answers the link once, secret in the fragment, and stores only its hash', async () => {
    const response = await invite({ username: 'Casey', email: 'casey@example.com', role: 'consultant' });
    expect(response.statusCode).toBe(201);
    const { link } = response.json<{ link: string }>();
    expect(link).toMatch(/^https:\/\/e8\.example\.com\/invitation#token=[\w-]{43}$/);
    const rows = await database.db.selectFrom('invitations').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashSecret(tokenOf(link)));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(link));
    expect(await pending()).toEqual([
      { username: 'Casey', email: 'casey@example.com', role: 'consultant', invitedBy: SUPPORT_USERNAME, createdAt: START, expiresAt: START + INVITATION_DAYS * DAY_MS },
    ]);
    const event = await database.db.selectFrom('audit_events').select(['actor', 'action', 'account', 'details', 'address']).where('action', '=', 'account-invited').executeTakeFirst();
    expect(event).toEqual({ actor: SUPPORT_USERNAME, action: 'account-invited', account: 'Casey', details: 'consultant', address: '127.0.0.1' });
  });

  it('with mail configured and an address given, mails the link and answers only that it was sent', async () => {
    const sent = await invite({ username: 'Casey', email: 'casey@example.com', role: 'administrator' }, mailing.app);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ sent: true });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['casey@example.com']);
    // Quoted-printable: soft line breaks joined, "=" written as =3D.
    const body = smtp.received[0]?.body.replace(/=\r?\n/g, '').replaceAll('=3D', '=') ?? '';
    expect(body).toContain('Support invited you to join the support team of E8 Check on https://e8.example.com as administrator, with the username "Casey".');
    const token = /https:\/\/e8\.example\.com\/invitation#token=([\w-]+)/.exec(body)?.[1] ?? '';
    expect((await lookup(token)).json()).toEqual({ username: 'Casey', role: 'administrator', expiresAt: START + 7 * DAY_MS });
    expect((await mailing.app.inject({ method: 'GET', url: '/api/support/accounts', headers: { cookie: admin } })).json<AccountsAnswer>().mailAvailable).toBe(true);
    // Without an address there is nobody to mail: the link is shown.
    const shown = await invite({ username: 'Drew', role: 'consultant' }, mailing.app);
    expect(shown.json<{ link: string }>().link).toMatch(/#token=/);
    expect(smtp.received).toHaveLength(1);
  });

  it('declares each answer with the schema the pages read it with, and sends exactly that: mailed, shown, or shown as the mail failed', async () => {
    expect(declared('POST', '/api/support/invitations')?.[201]).toBe(invitationMadeSchema);
    expect(declared('POST', '/api/invitations/lookup')?.[200]).toBe(invitationDetailsSchema);
    expect(declared('POST', '/api/invitations/accept')?.[201]).toBe(invitationAcceptedSchema);
    // The pages' schemas are strict: an answer with a field they do not name would not parse.
    const made = [
      await invite({ username: 'Casey', email: 'casey@example.com', role: 'consultant' }, mailing.app),
      await invite({ username: 'Drew', email: '', role: 'consultant' }),
      await invite({ username: 'Emery', email: 'emery@example.com', role: 'consultant' }, notMailing.app),
    ].map((response) => response.json());
    expect(made.map((answer) => invitationMadeSchema.parse(answer))).toEqual(made);
    expect(made.map((answer) => Object.keys(answer).sort())).toEqual([['sent'], ['link'], ['link', 'mailFailed']]);
    const token = tokenOf(made[2].link);
    const details = (await lookup(token)).json();
    expect(invitationDetailsSchema.parse(details)).toEqual({ username: 'Emery', role: 'consultant', expiresAt: START + INVITATION_DAYS * DAY_MS });
    const accepted = (await accept(token)).json();
    expect(invitationAcceptedSchema.parse(accepted)).toEqual({ username: 'Emery' });
    const cancelled = await suite.app.inject({ method: 'DELETE', url: '/api/support/invitations/Drew', headers: { cookie: admin } });
    expect([cancelled.statusCode, cancelled.body]).toEqual([204, '']);
  });

  it('accepted, the account has the invited role and signs in with its own password; the link works once', async () => {
    const token = await inviteCasey('consultant');
    expect((await lookup(token)).json()).toEqual({ username: 'Casey', role: 'consultant', expiresAt: START + 7 * DAY_MS });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ username: 'Casey' });
    const again = await accept(token, 'Other-Passw0rd!Long');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect((await lookup(token)).json()).toEqual(INVALID);

    const casey = await signIn(suite.app, 'casey', PASSWORD);
    const session = await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: casey } });
    expect(session.json()).toMatchObject({ authenticated: true, username: 'Casey', role: 'consultant' });
    expect((await suite.app.inject({ method: 'GET', url: '/api/support/accounts', headers: { cookie: casey } })).statusCode).toBe(403);
    expect(await pending()).toEqual([]);
    const event = await database.db.selectFrom('audit_events').select(['actor', 'account', 'details']).where('action', '=', 'invitation-accepted').executeTakeFirst();
    expect(event).toEqual({ actor: 'Casey', account: 'Casey', details: 'consultant' });
  });

  it('lets exactly one of two requests racing with one link create the account', async () => {
    const token = await inviteCasey();
    const answers = await Promise.all([accept(token), accept(token, 'Other-Passw0rd!Long'), accept(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await database.db.selectFrom('support_users').select('username').where('username_key', '=', 'casey').execute()).toHaveLength(1);
  });

  it('expires after seven days', async () => {
    const token = await inviteCasey();
    suite.clock = START + INVITATION_DAYS * DAY_MS - 1000;
    expect((await lookup(token)).statusCode).toBe(200);
    suite.clock = START + INVITATION_DAYS * DAY_MS + 1;
    expect((await lookup(token)).json()).toEqual(INVALID);
    const late = await accept(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(INVALID);
    admin = await signIn(suite.app);
    expect(await pending()).toEqual([]);
    // Once expired, the username is free to invite again.
    expect((await invite({ username: 'casey', role: 'consultant' })).statusCode).toBe(201);
  });

  it('refuses a username taken by an account or a pending invitation, in any case, with 409 in words', async () => {
    const byAccount = await invite({ username: 'SUPPORT', role: 'consultant' });
    expect(byAccount.statusCode).toBe(409);
    expect(byAccount.json().error).toEqual({ code: 'username_taken', message: 'The username "SUPPORT" is already taken by an account or a pending invitation. Choose another.' });
    await inviteCasey();
    expect((await invite({ username: ' casey ', role: 'administrator' })).statusCode).toBe(409);
    expect(await database.db.selectFrom('invitations').select('username').execute()).toEqual([{ username: 'Casey' }]);
  });

  it('refuses a username that looks like an account or a pending invitation (another alphabet, fullwidth, 0 for O) with 409 in words', async () => {
    const omicron = await invite({ username: 'supp\u03BFrt', role: 'administrator' });
    expect(omicron.statusCode).toBe(409);
    expect(omicron.json().error).toEqual({
      code: 'username_lookalike',
      message: `The username "supp\u03BFrt" looks too much like "${SUPPORT_USERNAME}", which is already taken by an account or a pending invitation (letters from another alphabet, or characters such as 0 and O that look alike). Choose another.`,
    });
    // Fullwidth letters are the plain ones (NFKC): the same name, in any case.
    expect((await invite({ username: '\uFF33\uFF35\uFF30\uFF30\uFF2F\uFF32\uFF34', role: 'consultant' })).json().error.code).toBe('username_taken');
    await inviteCasey();
    expect((await invite({ username: 'C\u0430sey', role: 'consultant' })).json().error.code).toBe('username_lookalike'); // Cyrillic a
    expect((await invite({ username: 'supp0rt', role: 'consultant' })).statusCode).toBe(409);
    expect((await invite({ username: 'supporter', role: 'consultant' })).statusCode).toBe(201);
    expect((await database.db.selectFrom('invitations').select('username').orderBy('username').execute()).map((row) => row.username)).toEqual(['Casey', 'supporter']);
  });

  it('keeps a username invited in fullwidth letters in its plain form, and signs it in as typed either way', async () => {
    const response = await invite({ username: '\uFF24\uFF41\uFF4E\uFF41', email: '', role: 'consultant' });
    expect(response.statusCode).toBe(201);
    const token = tokenOf(response.json<{ link: string }>().link);
    expect((await lookup(token)).json().username).toBe('Dana');
    expect((await accept(token)).statusCode).toBe(201);
    await signIn(suite.app, '\uFF24\uFF41\uFF4E\uFF41', PASSWORD);
    await signIn(suite.app, 'dana', PASSWORD);
  });

  it('cancels a pending invitation: its link stops working, the username is free again, and the audit log says who cancelled it', async () => {
    const token = await inviteCasey();
    suite.clock += 1000;
    expect((await suite.app.inject({ method: 'DELETE', url: '/api/support/invitations/casey', headers: { cookie: admin } })).statusCode).toBe(204);
    expect((await accept(token)).json()).toEqual(INVALID);
    expect(await pending()).toEqual([]);
    expect((await suite.app.inject({ method: 'DELETE', url: '/api/support/invitations/casey', headers: { cookie: admin } })).statusCode).toBe(404);
    const events = await database.db.selectFrom('audit_events').select(['at', 'actor', 'account', 'details', 'address']).where('action', '=', 'invitation-cancelled').execute();
    expect(events.map((event) => ({ ...event, at: Number(event.at) }))).toEqual([{ at: START + 1000, actor: SUPPORT_USERNAME, account: 'casey', details: '', address: '127.0.0.1' }]);
  });

  describe('an invitation made by an administrator since disabled or demoted', () => {
    const BOB_PASSWORD = 'Bob-Passw0rd!Longer';
    let bob = '';
    const bobId = async () => (await database.db.selectFrom('support_users').select('id').where('username', '=', 'Bob').executeTakeFirstOrThrow()).id;
    const inviteMallory = async () => {
      const made = await suite.app.inject({ method: 'POST', url: '/api/support/invitations', headers: { cookie: bob }, payload: { username: 'Mallory', email: '', role: 'administrator' } });
      expect(made.statusCode).toBe(201);
      return tokenOf(made.json<{ link: string }>().link);
    };
    const accountDetails = async (action: string) =>
      (await database.db.selectFrom('audit_events').select('details').where('action', '=', action).where('account', '=', 'Bob').executeTakeFirstOrThrow()).details;
    const mallory = () => database.db.selectFrom('support_users').select('username').where('username_key', '=', 'mallory').execute();

    beforeEach(async () => {
      await createSupportUser(database.db, 'Bob', BOB_PASSWORD, 'administrator');
      bob = await signIn(suite.app, 'Bob', BOB_PASSWORD);
    });

    it('no longer works once its maker is disabled: the pending invitation is cancelled, and the audit details say so', async () => {
      const token = await inviteMallory();
      const kept = await inviteCasey();
      expect((await suite.app.inject({ method: 'POST', url: `/api/support/accounts/${await bobId()}/disable`, headers: { cookie: admin } })).statusCode).toBe(204);
      expect(await accountDetails('account-disabled')).toBe('1 pending invitation cancelled');
      expect((await lookup(token)).json()).toEqual(INVALID);
      const refused = await accept(token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(INVALID);
      expect(await mallory()).toEqual([]);
      // Another administrator's invitation stands.
      expect((await pending()).map((invitation) => invitation.username)).toEqual(['Casey']);
      expect((await accept(kept)).statusCode).toBe(201);
    });

    it('no longer works once its maker is demoted to consultant: cancelled, and the role change says how many', async () => {
      const token = await inviteMallory();
      const demoted = await suite.app.inject({ method: 'PUT', url: `/api/support/accounts/${await bobId()}/role`, headers: { cookie: admin }, payload: { role: 'consultant' } });
      expect(demoted.statusCode).toBe(204);
      expect(await accountDetails('role-changed')).toBe('administrator → consultant; 1 pending invitation cancelled');
      expect((await accept(token)).json()).toEqual(INVALID);
      expect(await mallory()).toEqual([]);
      expect(await pending()).toEqual([]);
    });

    it('is refused when accepted even if it was not cancelled: the claim checks its maker is still an enabled administrator', async () => {
      // Changed behind the routes' back (as a concurrent demotion could be), so the invitation row is still there.
      for (const change of [{ role: 'consultant' }, { disabled_at: START }] as const) {
        await database.empty('invitations');
        await database.db.updateTable('support_users').set({ role: 'administrator', disabled_at: null }).where('username', '=', 'Bob').execute();
        const token = await inviteMallory();
        await database.db.updateTable('support_users').set(change).where('username', '=', 'Bob').execute();
        expect((await lookup(token)).json()).toEqual(INVALID);
        const refused = await accept(token);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual(INVALID);
        // The claim itself, past the route's early check, refuses too and leaves the invitation unclaimed.
        expect(await acceptInvitation(database.db, hashSecret(token), { id: randomUUID(), passwordHash: 'unused' }, suite.clock)).toBe('invalid');
        expect(await mallory()).toEqual([]);
        expect(await database.db.selectFrom('invitations').select('accepted_at').execute()).toEqual([{ accepted_at: null }]);
      }
    });
  });

  it('refuses to accept when an account with the username was made meanwhile (on the command line), in words', async () => {
    const token = await inviteCasey();
    await createSupportUser(database.db, 'casey', PASSWORD, 'consultant');
    const taken = await accept(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'username_taken', message: 'An account with this username was created meanwhile. Ask an administrator for a new invitation.' });
    expect(await database.db.selectFrom('support_users').select('username').where('username_key', '=', 'casey').execute()).toEqual([{ username: 'casey' }]);
  });

  it('refuses to accept when an account with a lookalike username was made meanwhile', async () => {
    const token = await inviteCasey();
    await createSupportUser(database.db, 'C\u0430sey', PASSWORD, 'consultant');
    const taken = await accept(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('username_taken');
    expect(await database.db.selectFrom('support_users').select('username').where('role', '=', 'consultant').execute()).toEqual([{ username: 'C\u0430sey' }]);
  });

  it('limits the public invitation routes per address like the password reset', async () => {
    const limited = await buildApp({ db: database.db, now: () => suite.clock, rateLimits: true });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push((await limited.inject({ method: 'POST', url: '/api/invitations/lookup', payload: { token: `guess-${attempt}` } })).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await limited.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token: 'guess', password: PASSWORD } })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('checks the input: a weak password, a bad address or role, a missing token, all in words', async () => {
    const token = await inviteCasey();
    const weak = await accept(token, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toMatch(/^Password does not meet requirements/);
    const common = await accept(token, 'Password123!');
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toEqual({
      code: 'invalid_input',
      message: 'This password is too common: it appears in lists of leaked passwords. Choose another.',
      fields: { password: 'This password is too common: it appears in lists of leaked passwords. Choose another.' },
    });
    expect((await lookup(token)).statusCode).toBe(200);
    const badEmail = await invite({ username: 'Drew', email: 'not an address', role: 'consultant' });
    expect(badEmail.json().error.message).toBe('Enter a valid email address, like name@example.com');
    const badRole = await invite({ username: 'Drew', role: 'owner' });
    expect(badRole.json().error.message).toBe('Choose a role: administrator or consultant');
    expect((await lookup('')).json()).toMatchObject(INVALID);
    expect((await lookup('made-up-token')).json()).toEqual(INVALID);
  });
});

describe('the invitation email', () => {
  const details: InvitationMailDetails = { username: 'Casey', role: 'consultant', invitedBy: 'Support', expiresAt: Date.UTC(2026, 10, 30, 6, 0), site: 'https://e8.example.com' };

  it('says who invited whom as what, where the link goes, that it works once until when, and what to do if unexpected', () => {
    expect(invitationMailText('https://e8.example.com/invitation#token=abc', details, 'E8 Check')).toBe(
      [
        'Support invited you to join the support team of E8 Check on https://e8.example.com as consultant, with the username "Casey".',
        'Open this link to choose your password and create your account:\nhttps://e8.example.com/invitation#token=abc',
        'The link works once, until 30 November 2026 at 06:00 UTC. Whoever has it can create the account, so do not share it.',
        'If you did not expect this, you can ignore this email, or tell the person who invited you.',
      ].join('\n\n'),
    );
  });
});
