import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_BATCH_SIZE } from '../csv-export/audit-log-csv.server';
import { insertAuditEvent } from '../store/audit.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { createSupportUser, signIn, SUPPORT_PASSWORD } from '../../../tests/support/support-user';

/** 1 December 2026, 12:00 in Sydney. */
const START = Date.UTC(2026, 11, 1, 1, 0);
const MINUTE = 60_000;
const HEADER = 'When,When (UTC),Who,What,Organisation,Assessment reference,Account,From address,Details';

/** The cells of CSV text (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks), row by row. */
function csvCells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text.charAt(index + 1) === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe.each(DATABASES)('the audit log CSV and the assessment filter on $name', ({ open }) => {
  const suite = useTestApp(open, { start: START, empty: ['audit_events', 'sessions', 'login_attempts', 'support_users', 'assessment_notes', 'assessment_controls', 'assessments'], signedIn: true });
  const { database } = suite;

  const csv = (query = '', cookie = suite.cookie) => suite.app.inject({ method: 'GET', url: `/api/support/audit/export.csv${query}`, headers: { cookie } });
  const page = async (query: string) => {
    const response = await suite.app.inject({ method: 'GET', url: `/api/support/audit${query}`, headers: { cookie: suite.cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { action: string; assessmentId: string | null; details: string }[]; total: number };
  };
  async function submit(organizationName: string): Promise<string> {
    const submitted = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName }) });
    expect(submitted.statusCode).toBe(201);
    return submitted.json().id;
  }
  const view = async (id: string) => {
    suite.clock += MINUTE;
    expect((await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { cookie: suite.cookie } })).statusCode).toBe(200);
  };
  const exportNote = async (id: string, format: string) => {
    suite.clock += MINUTE;
    expect((await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/exports`, headers: { cookie: suite.cookie }, payload: { format } })).statusCode).toBe(204);
  };

  it('filters the page by an assessment: only its events, in words', async () => {
    const acme = await submit('Acme Pty Ltd');
    const other = await submit('Other Pty Ltd');
    await view(acme);
    await view(other);
    await exportNote(acme, 'summary-pdf');
    const filtered = await page(`?assessment=${acme.toUpperCase()}`);
    expect(filtered.total).toBe(2);
    expect(filtered.items.map((item) => [item.action, item.assessmentId, item.details])).toEqual([
      ['export', acme, 'Summary PDF, made in the browser'],
      ['view', acme, ''],
    ]);
    // The read is itself recorded with the filter in words.
    const reads = await page('?action=audit-log-read');
    expect(reads.items.map((item) => item.details)).toContain(`Page 1; assessment ${acme}`);
  });

  it('refuses an assessment filter that is not a reference, in words at the field', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/support/audit?assessment=Acme', headers: { cookie: suite.cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ assessment: "An assessment's reference looks like 0f8e6c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b: copy it from the assessment's address" });
    expect((await csv('?assessment=Acme')).statusCode).toBe(400);
  });

  it('downloads the filtered events as CSV: its type and name, the header, the rows the filters select in words, and the export recorded', async () => {
    const acme = await submit('Acme, "Quoted" Pty Ltd');
    const other = await submit('Other Pty Ltd');
    await view(acme);
    await view(other);
    await exportNote(acme, 'docx');
    const response = await csv(`?assessment=${acme}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log-2026-12-01.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvCells(response.body.slice(1));
    expect(header?.join(',')).toBe(HEADER);
    expect(rows).toEqual([
      ['1 Dec 2026, 12:03:00 pm AEDT', '2026-12-01T01:03:00.000Z', 'Support', 'Exported', 'Acme, "Quoted" Pty Ltd', acme, '', '127.0.0.1', 'Word document, made in the browser'],
      ['1 Dec 2026, 12:01:00 pm AEDT', '2026-12-01T01:01:00.000Z', 'Support', 'Viewed', 'Acme, "Quoted" Pty Ltd', acme, '', '127.0.0.1', ''],
    ]);
    // Filters combine as on the page: the views of both assessments, newest first.
    const views = csvCells((await csv('?action=view')).body.slice(1)).slice(1);
    expect(views.map((row) => row[5])).toEqual([other, acme]);
    // The export itself is in the log, with how many events and which filters.
    const exports = await page('?action=export');
    expect(exports.items.map((item) => item.details)).toContain(`Audit log CSV of 2 events; assessment ${acme}`);
  });

  it('neutralises a value a spreadsheet would run as a formula', async () => {
    await insertAuditEvent(database.db, { at: START - MINUTE, actor: '=HYPERLINK("http://evil.example","x")', action: 'passkey-added', assessmentId: null, details: '+SUM(1,2)', address: '203.0.113.7', account: '@evil' });
    const rows = csvCells((await csv('?action=passkey-added')).body.slice(1));
    expect(rows[1]?.slice(2)).toEqual(["'=HYPERLINK(\"http://evil.example\",\"x\")", 'Added a passkey', '', '', "'@evil", '203.0.113.7', 'Passkey named “+SUM(1,2)”']);
    await insertAuditEvent(database.db, { at: START - MINUTE, actor: 'Alex', action: 'note', assessmentId: null, details: '-2+3', address: null });
    const note = csvCells((await csv('?action=note')).body.slice(1))[1];
    expect(note?.at(-1)).toBe("'-2+3");
  });

  it('sends every event once in order across batches, the same millisecond included, and leaves out those after it began', async () => {
    const count = 2 * AUDIT_CSV_BATCH_SIZE + 7;
    const events = Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      // Three events a millisecond, so the batches' edges fall between events of the same time.
      at: START - 10 * MINUTE - Math.floor(index / 3),
      actor: 'Bulk',
      action: 'view',
      assessment_id: null,
      details: `event ${index}`,
      address: null,
      account: null,
    }));
    for (let from = 0; from < count; from += 500) await database.db.insertInto('audit_events').values(events.slice(from, from + 500)).execute();
    await insertAuditEvent(database.db, { at: START + MINUTE, actor: 'Bulk', action: 'view', assessmentId: null, details: 'after the export began', address: null });
    const rows = csvCells((await csv('?actor=Bulk')).body.slice(1)).slice(1);
    expect(rows).toHaveLength(count);
    const expected = [...events].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((event) => event.details);
    // Ids of one millisecond sort alike on both databases (lower-case hexadecimal and hyphens).
    expect(rows.map((row) => row[8])).toEqual(expected);
  });

  it('is for administrators only', async () => {
    expect((await csv('', '')).statusCode).toBe(401);
    await createSupportUser(database.db, 'Casey', SUPPORT_PASSWORD, 'consultant');
    const consultant = await csv('', await signIn(suite.app, 'Casey'));
    expect(consultant.statusCode).toBe(403);
    expect(consultant.json().error.code).toBe('administrators_only');
  });
});
