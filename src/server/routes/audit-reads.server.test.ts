import { beforeEach, describe, expect, it } from 'vitest';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { auditRows } from '../../../tests/support/audit-rows';

const START = Date.UTC(2026, 11, 1, 1, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(DATABASES)('reads in the audit log on $name', ({ open }) => {
  const suite = useTestApp(open, { start: START, empty: ['audit_events', 'sessions', 'login_attempts', 'support_users', 'assessment_notes', 'assessment_controls', 'assessments'], signedIn: true });
  const { database } = suite;

  beforeEach(async () => {
    // The sign-in's own row is not what these tests are about.
    await database.empty('audit_events');
  });

  const get = async (url: string) => {
    const response = await suite.app.inject({ method: 'GET', url, headers: { cookie: suite.cookie } });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const read = (action: string, details: string, assessmentId: string | null = null) => ({ actor: 'Support', action, assessmentId, details, address: '127.0.0.1' });

  it('records a read of the list with its page and filters, and a search with the text searched for and its page', async () => {
    await get('/api/assessments?page=2&status=completed&followUp=won&sort=organisation&direction=asc');
    await get('/api/assessments?search=Acme%20Pty&page=3');
    expect(await auditRows(database.db)).toEqual([
      read('list-read', 'Page 2; completed; follow-up Won; by organisation, ascending'),
      read('search', '"Acme Pty" page 3'),
    ]);
  });

  it('records a read of the dashboard', async () => {
    await get('/api/dashboard');
    expect(await auditRows(database.db)).toEqual([read('dashboard-read', '')]);
  });

  it("records a read of an assessment's notes, against that assessment", async () => {
    const submitted = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() });
    const { id } = submitted.json();
    await get(`/api/assessments/${id}/follow-up`);
    expect(await auditRows(database.db)).toEqual([read('notes-read', '', id)]);
  });

  it('records a read of the audit log with its filters and page, after the page was read, so the page does not list itself', async () => {
    const first = await get('/api/support/audit?page=2&actor=Alex&action=view&from=2026-11-23&to=2026-11-24');
    expect(first.json().total).toBe(0);
    suite.clock += SECOND;
    const second = await get('/api/support/audit');
    expect(second.json().items).toEqual([expect.objectContaining({ action: 'audit-log-read', actionInWords: 'Read the audit log', details: 'Page 2; person Alex; action Viewed; from 2026-11-23; to 2026-11-24' })]);
    expect(await auditRows(database.db)).toEqual([read('audit-log-read', 'Page 2; person Alex; action Viewed; from 2026-11-23; to 2026-11-24'), read('audit-log-read', 'Page 1')]);
    // The Action filter knows the new actions.
    const filtered = await get('/api/support/audit?action=audit-log-read');
    expect(filtered.json().total).toBe(2);
  });

  it('keeps the same read by the same account once a minute, however often the page polls, and a different read at once', async () => {
    await get('/api/dashboard');
    suite.clock += 30 * SECOND;
    await get('/api/dashboard');
    await get('/api/assessments');
    suite.clock += 29 * SECOND;
    await get('/api/dashboard');
    await get('/api/assessments?page=2');
    expect(await auditRows(database.db)).toEqual([read('dashboard-read', ''), read('list-read', 'Page 1'), read('list-read', 'Page 2')]);
    suite.clock = START + MINUTE + SECOND;
    await get('/api/dashboard');
    expect((await auditRows(database.db)).filter((row) => row.action === 'dashboard-read')).toHaveLength(2);
  });
});
