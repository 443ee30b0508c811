import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditAction } from '../../domain/audit';
import { AUDIT_PAGE_SIZE } from '../../domain/audit-log';
import { buildApp } from '../app.server';
import { insertAuditEvent } from '../store/audit.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { createSupportUser, signIn, SUPPORT_PASSWORD } from '../../../tests/support/support-user';

/** 1 December 2026, 12:00 in Sydney: after every day the filters below name. */
const START = Date.UTC(2026, 11, 1, 1, 0);
/** Midnight at the start of 24 November 2026 in Sydney (summer time, UTC+11). */
const MIDNIGHT_24TH = Date.UTC(2026, 10, 23, 13, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Item {
  at: number;
  actor: string;
  action: string;
  actionInWords: string;
  assessmentId: string | null;
  organisation: string | null;
  account: string | null;
  address: string | null;
  details: string;
}

describe.each(DATABASES)('the audit log API on $name', ({ open }) => {
  const suite = useTestApp(open, { start: START, empty: ['audit_events', 'sessions', 'login_attempts', 'support_users', 'assessment_notes', 'assessment_controls', 'assessments'], signedIn: true });
  const { database } = suite;

  const read = (query = '', headers: Record<string, string> = { cookie: suite.cookie }) => suite.app.inject({ method: 'GET', url: `/api/support/audit${query}`, headers });
  const page = async (query = ''): Promise<{ items: Item[]; total: number; page: number; totalPages: number; actors: string[]; timeZone: string }> => {
    const response = await read(query);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** Records an event at a time on the app's suite.clock, as a route would. */
  async function record(at: number, actor: string | null, action: AuditAction, extra: { assessmentId?: string; account?: string; details?: string } = {}) {
    suite.clock = at;
    await insertAuditEvent(database.db, {
      at: suite.clock,
      actor,
      action,
      assessmentId: extra.assessmentId ?? null,
      details: extra.details ?? '',
      address: actor === null ? null : '203.0.113.7',
      account: extra.account ?? null,
    });
    suite.clock = START;
  }
  /** Events of several people, actions and days around midnight of 23/24 November in Sydney. */
  async function recordSeveral() {
    await record(MIDNIGHT_24TH - MINUTE, 'Alex', 'view', { details: '23:59 on the 23rd' });
    await record(MIDNIGHT_24TH, 'Blake', 'export', { details: '00:00 on the 24th' });
    await record(MIDNIGHT_24TH - 30 * HOUR, 'Alex', 'sign-in', { details: 'on the 22nd' });
    await record(MIDNIGHT_24TH + 20 * HOUR, 'Alex', 'export', { details: 'on the 24th' });
    await record(MIDNIGHT_24TH + 30 * HOUR, 'Blake', 'view', { details: 'on the 25th' });
  }
  const detailsOf = (items: Item[]) => items.map((item) => item.details);
  /** The events of a page other than the test's own earlier reads of the log (each read is recorded). */
  const withoutReads = (items: Item[]) => items.filter((item) => item.action !== 'audit-log-read');

  it('answers 401 without a session and 403 to a consultant', async () => {
    const anonymous = await read('', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('not_signed_in');
    await createSupportUser(database.db, 'Casey', SUPPORT_PASSWORD, 'consultant');
    const consultant = await read('', { cookie: await signIn(suite.app, 'Casey') });
    expect(consultant.statusCode).toBe(403);
    expect(consultant.json().error).toMatchObject({ code: 'administrators_only', message: 'Only an administrator can do this. Ask an administrator of your team.' });
  });

  it('shows a real sign-in through the API with its address, in words', async () => {
    const { items, total, page: number, totalPages } = await page();
    expect({ total, number, totalPages }).toEqual({ total: 1, number: 1, totalPages: 1 });
    expect(items[0]).toEqual({
      at: START,
      actor: 'Support',
      action: 'sign-in',
      actionInWords: 'Signed in',
      assessmentId: null,
      organisation: null,
      account: null,
      address: '127.0.0.1',
      details: 'Password',
    });
  });

  it('lists newest first and filters by person, by action, and by both', async () => {
    await recordSeveral();
    expect(detailsOf((await page()).items)).toEqual(['Password', 'on the 25th', 'on the 24th', '00:00 on the 24th', '23:59 on the 23rd', 'on the 22nd']);
    expect(detailsOf((await page('?actor=Alex')).items)).toEqual(['on the 24th', '23:59 on the 23rd', 'on the 22nd']);
    expect(detailsOf((await page('?action=view')).items)).toEqual(['on the 25th', '23:59 on the 23rd']);
    expect(detailsOf((await page('?actor=Blake&action=view')).items)).toEqual(['on the 25th']);
    const none = await page('?actor=Nobody');
    expect({ items: none.items, total: none.total, totalPages: none.totalPages }).toEqual({ items: [], total: 0, totalPages: 1 });
  });

  it('filters by whole days in Sydney: 23:59 belongs to its day and 00:00 to the next', async () => {
    await recordSeveral();
    expect(detailsOf((await page('?from=2026-11-23&to=2026-11-23')).items)).toEqual(['23:59 on the 23rd']);
    expect(detailsOf((await page('?from=2026-11-24&to=2026-11-24')).items)).toEqual(['on the 24th', '00:00 on the 24th']);
    expect(detailsOf(withoutReads((await page('?from=2026-11-24')).items))).toEqual(['Password', 'on the 25th', 'on the 24th', '00:00 on the 24th']);
    expect(detailsOf((await page('?to=2026-11-23')).items)).toEqual(['23:59 on the 23rd', 'on the 22nd']);
    expect(detailsOf((await page('?actor=Alex&action=export&from=2026-11-23&to=2026-11-25')).items)).toEqual(['on the 24th']);
    expect((await page()).timeZone).toBe('Australia/Sydney');
  });

  it("filters by whole days of the zone it is given (E8_TIME_ZONE): Perth's midnight, three hours after Sydney's in summer", async () => {
    const perth = await buildApp({ db: database.db, now: () => suite.clock, timeZone: 'Australia/Perth' });
    try {
      /** Midnight at the start of 24 November 2026 in Perth (UTC+8, no daylight saving). */
      const perthMidnight = Date.UTC(2026, 10, 23, 16, 0);
      await recordSeveral();
      await record(perthMidnight - MINUTE, 'Casey', 'view', { details: '23:59 on the 23rd in Perth' });
      await record(perthMidnight, 'Casey', 'export', { details: '00:00 on the 24th in Perth' });
      const perthCookie = await signIn(perth);
      const perthPage = async (query: string) => {
        const response = await perth.inject({ method: 'GET', url: `/api/support/audit${query}`, headers: { cookie: perthCookie } });
        expect(response.statusCode).toBe(200);
        return response.json() as { items: Item[]; timeZone: string };
      };
      const day23 = await perthPage('?from=2026-11-23&to=2026-11-23');
      // Sydney's 00:00 on the 24th is 21:00 on the 23rd in Perth.
      expect(detailsOf(day23.items)).toEqual(['23:59 on the 23rd in Perth', '00:00 on the 24th', '23:59 on the 23rd']);
      expect(day23.timeZone).toBe('Australia/Perth');
      expect(detailsOf((await perthPage('?from=2026-11-24&to=2026-11-24')).items)).toEqual(['on the 24th', '00:00 on the 24th in Perth']);
      // The same events on Sydney's days, from the app given no zone.
      expect(detailsOf((await page('?from=2026-11-24&to=2026-11-24')).items)).toEqual(['on the 24th', '00:00 on the 24th in Perth', '23:59 on the 23rd in Perth', '00:00 on the 24th']);
    } finally {
      await perth.close();
    }
  });

  it('pages by 50 with the total: 60 events make 50 and 10', async () => {
    expect(AUDIT_PAGE_SIZE).toBe(50);
    for (let index = 0; index < 60; index += 1) await record(START - (index + 1) * MINUTE, 'Pager', 'view', { details: `event ${index}` });
    const first = await page('?actor=Pager');
    expect({ total: first.total, page: first.page, totalPages: first.totalPages, count: first.items.length }).toEqual({ total: 60, page: 1, totalPages: 2, count: 50 });
    const second = await page('?actor=Pager&page=2');
    expect({ total: second.total, page: second.page, totalPages: second.totalPages, count: second.items.length }).toEqual({ total: 60, page: 2, totalPages: 2, count: 10 });
    // Newest first across the pages, none twice and none missed.
    expect(detailsOf([...first.items, ...second.items])).toEqual(Array.from({ length: 60 }, (_, index) => `event ${index}`));
    expect((await page('?actor=Pager&page=3')).items).toEqual([]);
  });

  it("names a viewed assessment's organisation while it exists, and none once it is deleted", async () => {
    const submitted = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: 'Audit Pty Ltd' }) });
    expect(submitted.statusCode).toBe(201);
    const { id } = submitted.json();
    suite.clock += MINUTE;
    expect((await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { cookie: suite.cookie } })).statusCode).toBe(200);
    const viewed = (await page('?action=view')).items;
    expect(viewed).toEqual([expect.objectContaining({ actor: 'Support', actionInWords: 'Viewed', assessmentId: id, organisation: 'Audit Pty Ltd', address: '127.0.0.1' })]);
    suite.clock += MINUTE;
    expect((await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}`, headers: { cookie: suite.cookie } })).statusCode).toBe(204);
    const after = (await page()).items.filter((item) => item.assessmentId === id);
    expect(after.map((item) => [item.action, item.organisation])).toEqual([
      ['delete', null],
      ['view', null],
    ]);
  });

  it('says the account an action was about and the respondent as the actor of their own actions', async () => {
    await record(START - HOUR, 'Support', 'role-changed', { account: 'Casey', details: 'Consultant to Administrator' });
    await record(START - 2 * HOUR, null, 'delete', { assessmentId: randomUUID(), details: 'Gone Pty Ltd' });
    const [, roleChange, deletion] = (await page()).items;
    expect(roleChange).toMatchObject({ actor: 'Support', actionInWords: 'Changed a role', account: 'Casey', address: '203.0.113.7' });
    expect(deletion).toMatchObject({ actor: 'the respondent', actionInWords: 'Deleted', organisation: null, address: null, details: 'Gone Pty Ltd' });
  });

  it('offers the people who acted, A to Z, but not the names strangers typed at sign-in', async () => {
    await recordSeveral();
    const failed = await suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'mallory-guess', password: 'wrong-password', rememberMe: false } });
    expect(failed.statusCode).toBe(401);
    const known = await suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'support', password: 'wrong-password', rememberMe: false } });
    expect(known.statusCode).toBe(401);
    expect((await page()).actors).toEqual(['Alex', 'Blake', 'Support']);
    // A name that is an account's stays in the log as typed, and can be filtered by from a link; a name
    // that is nobody's is never kept.
    expect((await page('?actor=support')).items).toEqual([expect.objectContaining({ action: 'sign-in-failed', actionInWords: 'Failed sign-in', address: '127.0.0.1' })]);
    expect((await page('?actor=mallory-guess')).items).toEqual([]);
    expect((await page(`?actor=${encodeURIComponent('(unknown username)')}`)).items).toEqual([expect.objectContaining({ action: 'sign-in-failed', address: '127.0.0.1' })]);
  });

  it('is never cached, and a read another site starts in a signed-in browser is refused', async () => {
    expect((await read()).headers['cache-control']).toBe('no-store');
    const crossSite = await read('', { cookie: suite.cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('forbidden_origin');
  });

  it('refuses a bad query with 400 and the message of each field', async () => {
    const response = await read('?page=0&action=dance&from=2026-13-01&to=2026-02-30');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid_query',
      message: 'The audit log filters are not valid',
      fields: {
        page: 'Page starts at 1',
        action: 'Choose an action from the list',
        from: 'The from date must be a date like 2026-11-23',
        to: 'The to date must be a date like 2026-11-23',
      },
    });
    const backwards = await read('?from=2026-11-24&to=2026-11-23');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: 'The to date must be on or after the from date' });
  });
});
