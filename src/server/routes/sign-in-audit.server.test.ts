import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.server';
import { BackgroundTasks } from '../background-tasks.server';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { auditRows } from '../../../tests/support/audit-rows';
import { createSupportUser } from '../../../tests/support/support-user';

const START = Date.UTC(2026, 11, 1, 1, 0);
/** What someone might type into the username field: their password. */
const TYPED = 'Hunter2-MyRealPassword!';
const UNKNOWN_DETAILS = /^Invalid username or password; unknown username, typed text hashed [0-9a-f]{8}$/;

describe.each(DATABASES)('failed sign-ins in the audit log on $name', ({ open }) => {
  const suite = useTestApp(open, { start: START, empty: ['audit_events', 'sessions', 'login_attempts', 'support_users'] });
  const { database } = suite;

  beforeEach(async () => {
    await createSupportUser(database.db);
  });

  const logIn = (username: string) => suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'wrong-password', rememberMe: false } });
  /** Every stored column of every audit row, as one text to search. */
  const everything = async () => JSON.stringify(await database.db.selectFrom('audit_events').selectAll().execute()).toLowerCase();

  it('records an unknown username as "(unknown username)" with a short keyed hash, never the text typed', async () => {
    expect((await logIn(TYPED)).statusCode).toBe(401);
    const [row] = await auditRows(database.db);
    expect(row).toEqual({ actor: '(unknown username)', action: 'sign-in-failed', assessmentId: null, details: expect.stringMatching(UNKNOWN_DETAILS), address: '127.0.0.1' });
    expect(await everything()).not.toContain(TYPED.toLowerCase());
    expect(await everything()).not.toContain('hunter2');
  });

  it('gives the same text the same hash, however it is capitalised, and other text another', async () => {
    // A second apart, so the rows come back in this order.
    await logIn(TYPED);
    suite.clock += 1000;
    await logIn(` ${TYPED.toUpperCase()} `);
    suite.clock += 1000;
    await logIn('someone-else');
    const hashes = (await auditRows(database.db)).map((row) => row.details.slice(-8));
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
  });

  it('never keeps the text typed when that address is locked out either', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) await logIn(TYPED);
    const rows = await auditRows(database.db);
    expect(rows.map((row) => [row.actor, row.details.replace(/[0-9a-f]{8}$/, 'HASH')])).toEqual([
      ...Array.from({ length: 5 }, () => ['(unknown username)', 'Invalid username or password; unknown username, typed text hashed HASH']),
      ['(unknown username)', 'Locked out; unknown username, typed text hashed HASH'],
    ]);
    expect(await everything()).not.toContain(TYPED.toLowerCase());
  });

  it("records a known username's failure as before: the name typed and the reason", async () => {
    expect((await logIn('support')).statusCode).toBe(401);
    expect(await auditRows(database.db)).toEqual([{ actor: 'support', action: 'sign-in-failed', assessmentId: null, details: 'Invalid username or password', address: '127.0.0.1' }]);
  });
});

describe.each(DATABASES)('password reset requests in the audit log on $name', ({ open }) => {
  const database = useTestDatabase(open);
  const tasks = new BackgroundTasks((error) => {
    throw error;
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    await createSupportUser(database.db);
    app = await buildApp({ db: database.db, backgroundTasks: tasks, now: () => START });
  });
  afterAll(async () => {
    await app.close();
  });

  const requestReset = async (username: string) => {
    expect((await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { username } })).statusCode).toBe(200);
    await tasks.idle();
  };

  it('records a reset asked for an unknown username with a short keyed hash, never the text typed; a known one by name', async () => {
    await requestReset(TYPED);
    await requestReset('support');
    const rows = await auditRows(database.db);
    expect(rows).toEqual(
      expect.arrayContaining([
        { actor: '(unknown username)', action: 'password-reset-requested', assessmentId: null, details: expect.stringMatching(/^No reset link; unknown username, typed text hashed [0-9a-f]{8}$/), address: '127.0.0.1' },
        { actor: 'support', action: 'password-reset-requested', assessmentId: null, details: '', address: '127.0.0.1' },
      ]),
    );
    expect(JSON.stringify(await database.db.selectFrom('audit_events').selectAll().execute()).toLowerCase()).not.toContain('hunter2');
  });
});
