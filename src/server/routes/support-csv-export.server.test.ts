import { execFile } from 'node:child_process';
import http, { type IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { finished } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assessmentListCsv, type CsvDetails } from '../../domain/list-csv';
import type { LevelsByControl } from '../../domain/scoring';
import { toListItem } from '../../domain/support-views';
import { buildApp } from '../app.server';
import { CSV_BATCH_SIZE } from '../csv-export/assessment-csv.server';
import { currentLevelsOf, planningAnswersOf, targetLevelsOf } from '../store/assessment-levels.server';
import { listAssessmentSummaries, type AssessmentFilter } from '../store/assessment-list.server';
import { rebuildDashboardFigures } from '../store/dashboard-recount.server';
import { seedDatabase } from '../seed/seed-database.server';
import { normaliseForSearch } from '../../domain/search-text';
import { DATABASES, useTestDatabase, type SuiteDatabase } from '../../../tests/support/databases';
import { completedAssessmentBody, detailedAssessmentBody } from '../../../tests/support/assessments';
import { createSupportUser, signIn } from '../../../tests/support/support-user';
import { seedTargetOf } from '../../../tests/support/seed-target';

const SEEDED = 2 * CSV_BATCH_SIZE + 500;
/**
 * Constraints near the longest allowed, so the file (about 13 MB) is larger than the sockets between server and test can
 * hold: a test that stops reading then holds the server in the middle of the export, as a slow download would.
 */
const LONG_CONSTRAINTS = 'Two people in IT, one of them part-time; budget approved for next financial year. '.repeat(60);
const DAY = Date.UTC(2026, 10, 23, 1, 0);

/**
 * A browser in a process of its own (a download read in the server's own process would hold the server back
 * whenever it stopped to read): downloads the export as fast as it comes, asks for the health check as soon as
 * the first bytes are in, and prints, in order, when the health check answered and when the download ended.
 */
const DOWNLOAD_AND_ASK = `
const [base, cookie] = process.argv.slice(1);
const events = [];
const response = await fetch(base + '/api/assessments/export.csv', { headers: { cookie } });
const reader = response.body.getReader();
await reader.read();
const health = fetch(base + '/api/health').then((answer) => events.push('health ' + answer.status));
for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
events.push('download ended');
await health;
console.log(JSON.stringify(events));
`;

/** The ids in a CSV export's lines, in order (the id is the eighth column; no seeded cell holds a comma before it). */
function idsOf(csv: string): string[] {
  return csv
    .slice(1)
    .split('\r\n')
    .slice(1, -1)
    .map((line) => /,([0-9a-f-]{36}),/.exec(line)?.[1] ?? `no id in: ${line}`);
}

/** The body exactly as sent, byte order mark included (a fetch's text() drops it). */
async function bodyText(response: Response): Promise<string> {
  return Buffer.from(await response.arrayBuffer()).toString('utf8');
}

/** The CSV as the export made it in one piece, from every matching row read at once: what the streamed file must equal. */
async function wholeCsv(database: SuiteDatabase, filter: AssessmentFilter): Promise<string> {
  const rows = await listAssessmentSummaries(database.db, filter, { offset: 0, limit: 1_000_000 });
  const ids = rows.map((row) => row.id);
  const [levels, targets, planning] = await Promise.all([currentLevelsOf(database.db, ids), targetLevelsOf(database.db, ids), planningAnswersOf(database.db, ids)]);
  const evidence = new Map(rows.map((row) => [row.id, row.evidenceLevels ?? null]));
  const details = new Map<string, CsvDetails>([...planning].map(([id, answers]) => [id, { ...answers, targetLevels: targets.get(id) ?? {}, evidenceLevels: evidence.get(id) ?? null }]));
  // Dated in the app's zone (E8_TIME_ZONE, Sydney's by default), as the export dates every row.
  return assessmentListCsv(rows.map(toListItem), levels as ReadonlyMap<string, LevelsByControl>, details, 'Australia/Sydney');
}

/** The app listening on a port of its own, as a browser reaches it, with a support user signed in. */
async function listeningAsSupport(database: SuiteDatabase): Promise<{ app: FastifyInstance; base: string; cookie: string }> {
  const app = await buildApp({ db: database.db, now: () => DAY });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  await createSupportUser(database.db);
  return { app, base, cookie: await signIn(app) };
}

describe.each(DATABASES)('the streamed CSV export on $name', ({ open }) => {
  const database = useTestDatabase(open);
  let app: FastifyInstance;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    // Sample assessments as `npm run seed` writes them, then three saved through the API.
    await seedDatabase(await seedTargetOf(database.db), { count: SEEDED, seedValue: 34, now: DAY });
    await database.db.updateTable('assessments').set({ constraints: LONG_CONSTRAINTS }).execute();
    ({ app, base, cookie } = await listeningAsSupport(database));
    const submit = async (body: Record<string, unknown>) => expect((await app.inject({ method: 'POST', url: '/api/assessments', payload: body })).statusCode).toBe(201);
    await submit(completedAssessmentBody({ organizationName: 'École Harbour, Pty Ltd', constraints: '=cmd|" /C calc"!A0\nsecond line' }));
    await submit(completedAssessmentBody({ status: 'draft', organizationName: 'Harbour Draft', assessments: { 'regular-backups': 2 } }));
    await submit(detailedAssessmentBody({ organizationName: 'Detailed Harbour' }));
    await database.db.updateTable('assessments').set({ follow_up_status: 'contacted' }).where('organisation_name', '=', 'Harbour Draft').execute();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const exportCsv = (query = '') => fetch(`${base}/api/assessments/export.csv${query}`, { headers: { cookie } });
  const auditDetails = async () => (await database.db.selectFrom('audit_events').select('details').where('action', '=', 'export').orderBy('at').execute()).map((row) => row.details);

  it('sends every assessment once, newest first, the same file as reading them all at once, and notes the count in the audit log', async () => {
    await database.empty('audit_events');
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="assessments-2026-11-23.csv"');
    const csv = await bodyText(response);
    expect(csv).toBe(await wholeCsv(database, {}));
    const ids = idsOf(csv);
    expect(ids).toHaveLength(SEEDED + 3);
    expect(new Set(ids).size).toBe(SEEDED + 3);
    expect(csv.split('\r\n')[1]).toMatch(/^Detailed Harbour,Jane Citizen,/);
    expect(await auditDetails()).toEqual([`CSV of ${SEEDED + 3} assessments`]);
  });

  /** The ids of the stored assessments a filter must find, newest first, worked out from every row apart from the store's queries. */
  async function idsMatching(keep: (row: { status: string; follow_up_status: string; text: string }) => boolean): Promise<string[]> {
    const rows = await database.db
      .selectFrom('assessments')
      .select(['id', 'status', 'follow_up_status', 'organisation_name', 'respondent_name', 'respondent_email'])
      .orderBy('seq', 'desc')
      .execute();
    const text = (row: (typeof rows)[number]) => normaliseForSearch([row.organisation_name, row.respondent_name, row.respondent_email].join('\n'));
    return rows.filter((row) => keep({ ...row, text: text(row) })).map((row) => row.id);
  }

  it.each<[string, AssessmentFilter, (row: { status: string; follow_up_status: string; text: string }) => boolean]>([
    ['?status=draft', { status: 'draft' }, (row) => row.status === 'draft'],
    ['?followUp=contacted', { followUp: 'contacted' }, (row) => row.follow_up_status === 'contacted'],
    ['?search=harbour&status=completed', { search: 'harbour', status: 'completed' }, (row) => row.status === 'completed' && row.text.includes('harbour')],
    ['?search=ECOLE', { search: 'ECOLE' }, (row) => row.text.includes('ecole')],
    ['?search=pty', { search: 'pty' }, (row) => row.text.includes('pty')],
  ])('applies the filters of %s', async (query, filter, keep) => {
    await database.empty('audit_events');
    const csv = await bodyText(await exportCsv(query));
    expect(csv).toBe(await wholeCsv(database, filter));
    const expected = await idsMatching(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(csv)).toEqual(expected);
    const count = expected.length;
    expect(await auditDetails()).toEqual([`CSV of ${count} ${count === 1 ? 'assessment' : 'assessments'}`]);
  });

  it('reads the levels of a row saved around the store from its level rows, the same file as before', async () => {
    const before = await bodyText(await exportCsv());
    await database.db.updateTable('assessments').set({ control_levels: null }).where('kind', '=', 'detailed').execute();
    try {
      expect(await bodyText(await exportCsv())).toBe(before);
    } finally {
      await rebuildDashboardFigures(database.db);
    }
  });

  /**
   * Starts the export over a real connection and reads its body until a condition on the text so far holds, then stops
   * reading: the rest waits in the server, held back by the full sockets, as with a slow download. `rest` reads on to the
   * end (and fails if the server breaks the response off); `stop` closes the connection, as a browser's cancel does.
   */
  async function readUntil(enough: (text: string) => boolean) {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      http.get(`${base}/api/assessments/export.csv`, { headers: { cookie } }, resolve).once('error', reject);
    });
    expect(response.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    const text = () => Buffer.concat(chunks).toString('utf8');
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        chunks.push(chunk);
        if (!enough(text())) return;
        response.pause();
        response.off('data', onData).off('end', onEnd);
        resolve();
      };
      const onEnd = () => reject(new Error('The export ended before the test was ready'));
      response.on('data', onData).once('end', onEnd);
    });
    const rest = async () => {
      response.on('data', (chunk: Buffer) => chunks.push(chunk)).resume();
      await finished(response);
      return text();
    };
    return { rest, stop: () => response.destroy() };
  }

  it('sends every assessment present at its start exactly once, and none saved while it runs', async () => {
    await database.empty('audit_events');
    const present = (await database.db.selectFrom('assessments').select('id').execute()).map((row) => row.id);
    const { rest } = await readUntil((text) => text.split('\r\n').length > 2);
    const saved: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const created = await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: `Saved During ${index}` }) });
      saved.push(created.json<{ id: string }>().id);
    }
    // The export has not ended yet (it notes itself in the audit log when it does): the new rows were saved during it.
    expect(await auditDetails()).toEqual([]);
    const csv = await rest();
    const ids = idsOf(csv);
    expect(ids.length).toBe(present.length);
    expect([...ids].sort()).toEqual([...present].sort());
    expect(csv).not.toContain('Saved During');
    expect(await auditDetails()).toEqual([`CSV of ${present.length} assessments`]);
    for (const id of saved) expect((await app.inject({ method: 'DELETE', url: `/api/assessments/${id}`, headers: { cookie } })).statusCode).toBe(204);
  });

  it('notes in the audit log that a download was cut short when the browser stops reading it', async () => {
    await database.empty('audit_events');
    const { stop } = await readUntil((text) => text.includes('\r\n'));
    stop();
    await vi.waitFor(async () => expect(await auditDetails()).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const [details] = await auditDetails();
    const sent = Number(/^CSV cut short after (\d+) assessments: the download was stopped before the end$/.exec(details ?? '')?.[1]);
    // The rows counted are those handed to the socket: a fast machine may have handed over every one into the
    // socket's buffers before the browser's close arrives, so the count can reach the total but never pass it.
    expect(sent).toBeLessThanOrEqual(SEEDED + 3);
  });

  it('breaks the download off, rather than ending a short file, when reading a batch fails, and says so in the audit log', async () => {
    await database.empty('audit_events');
    // A row in the third batch whose planning answers cannot be read.
    const broken = await database.db.selectFrom('assessments').select(['id', 'priorities']).orderBy('seq', 'desc').offset(2 * CSV_BATCH_SIZE + 100).limit(1).executeTakeFirstOrThrow();
    await database.db.updateTable('assessments').set({ priorities: 'not json' }).where('id', '=', broken.id).execute();
    try {
      const { rest } = await readUntil((text) => text.split('\r\n').length > CSV_BATCH_SIZE);
      await expect(rest()).rejects.toThrow();
      await vi.waitFor(async () => expect(await auditDetails()).toHaveLength(1), { timeout: 10_000, interval: 50 });
      expect(await auditDetails()).toEqual([`CSV cut short after ${2 * CSV_BATCH_SIZE} assessments: an error on the server ended the download`]);
    } finally {
      await database.db.updateTable('assessments').set({ priorities: broken.priorities }).where('id', '=', broken.id).execute();
    }
  });
});

describe.each(DATABASES)('a CSV download on $name', ({ open }) => {
  const database = useTestDatabase(open);
  let app: FastifyInstance;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    // Enough short rows that the download lasts far longer than a health check takes, and no batch is so large that
    // writing it makes the server wait for the socket (which would give other requests their turn anyway). With ten
    // batches the health check answered with most of the file still to come (three quarters on SQLite, nine tenths on
    // PostgreSQL, on a busy 2-core machine), and without the turn of the event loop between batches it answered after the end.
    await seedDatabase(await seedTargetOf(database.db), { count: 10 * CSV_BATCH_SIZE, seedValue: 35, now: DAY });
    ({ app, base, cookie } = await listeningAsSupport(database));
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('leaves the server answering other requests while it runs, however fast the browser reads it', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', DOWNLOAD_AND_ASK, base, cookie]);
    expect(JSON.parse(stdout)).toEqual(['health 200', 'download ended']);
  });
});
