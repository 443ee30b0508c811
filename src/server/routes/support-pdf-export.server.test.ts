import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.server';
import { RENDER_TIME_LIMIT_MS, workerReportRenderer, type RendererOptions, type RenderLane } from '../pdf-export/report-renderer.server';
import { freshSqlite, useTestDatabase, type TestDatabase } from '../../../tests/support/databases';
import { completedAssessmentBody, detailedAssessmentBody } from '../../../tests/support/assessments';
import { maximalDetailedAssessmentBody } from '../../../tests/support/maximal-assessment';
import { createSupportUser, signIn } from '../../../tests/support/support-user';

/**
 * Hooks of a suite on one database, and a factory of apps whose renderer has the given limits and
 * counts its renders, the support user signed in.
 */
function exportingApps(open: () => Promise<TestDatabase>) {
  const database = useTestDatabase(open);
  let app: FastifyInstance | undefined;
  let renders = 0;
  let lanes: RenderLane[] = [];

  beforeEach(async () => {
    await database.empty('audit_events', 'sessions', 'support_users', 'assessment_controls', 'assessments');
    await createSupportUser(database.db);
    renders = 0;
    lanes = [];
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function exporting(options: RendererOptions = {}) {
    const renderer = workerReportRenderer({
      ...options,
      onRenderStart: (lane) => {
        renders += 1;
        lanes.push(lane);
      },
    });
    const started = await buildApp({ db: database.db, reportRenderer: renderer });
    app = started;
    const cookie = await signIn(started);
    const submitted = async (body: Record<string, unknown>) => (await started.inject({ method: 'POST', url: '/api/assessments', payload: body })).json<{ id: string; accessKey: string }>();
    const submit = async (body: Record<string, unknown>) => (await submitted(body)).id;
    const exportOf = (id: string) => started.inject({ method: 'GET', url: `/api/assessments/${id}/export`, headers: { cookie } });
    /** The respondent's own detailed report: the public route, asked for with the access key. */
    const ownReportOf = ({ id, accessKey }: { id: string; accessKey: string }) => started.inject({ method: 'GET', url: `/api/assessments/${id}/detailed-report`, headers: { 'x-access-key': accessKey } });
    return { app: started, renderer, cookie, submit, submitted, exportOf, ownReportOf };
  }

  return { exporting, renders: () => renders, lanes: () => lanes };
}

/**
 * The server's PDF export: limits in words, shared renders. On one database: a render reads the assessment once
 * through the store, whose reads are tested on SQLite and PostgreSQL in its own tests, and each render here costs
 * seconds of CPU.
 */
describe('the server PDF export', () => {
  const { exporting, renders, lanes } = exportingApps(freshSqlite);

  it("gives the portal's export a worker while respondents hold four requests for their own reports open", async () => {
    const { submit, submitted, exportOf, ownReportOf } = await exporting();
    const respondents = await Promise.all([1, 2, 3, 4].map((count) => submitted(detailedAssessmentBody({ organizationName: `Respondent ${count} Pty Ltd` }))));
    const consultants = await submit(completedAssessmentBody());
    const ownReports = respondents.map((respondent) => ownReportOf(respondent));
    await expect.poll(() => renders()).toBe(1);
    const exported = await exportOf(consultants);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The first own report was still starting its worker: the export started second, ahead of the three waiting for the public turn.
    expect(lanes().slice(0, 2)).toEqual(['public', 'portal']);
    for (const response of await Promise.all(ownReports)) {
      // Each own report in its turn, or on a busy machine a 503 in words once it has waited, or taken, the time limit.
      if (response.statusCode !== 200) expect(response.json()).toMatchObject({ error: { code: expect.stringMatching(/^report_(busy|timeout)$/) } });
    }
  }, 120_000);

  it('stops a render past its time limit, says so in words, and renders the next in a fresh worker', async () => {
    const { renderer, submit, exportOf } = await exporting({ timeLimitMs: 100 });
    const id = await submit(maximalDetailedAssessmentBody());
    const response = await exportOf(id);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'report_timeout',
        message:
          'The report took too long to make (over 0.1 seconds), so the server stopped it. Download the Word report instead (it is made in your browser and holds every evidence note in full), or try the PDF again later.',
      },
    });
    expect(renderer.running()).toBe(false);
    expect((await exportOf(id)).statusCode).toBe(503);
    expect(renders()).toBe(2);
  }, 120_000);
  it('renders once for two requests for the same assessment at the same time', async () => {
    const { submit, exportOf } = await exporting();
    const id = await submit(completedAssessmentBody());
    const [first, second] = await Promise.all([exportOf(id), exportOf(id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders()).toBe(1);
    // Renders are shared while they run, not kept: a later request renders again.
    expect((await exportOf(id)).statusCode).toBe(200);
    expect(renders()).toBe(2);
  }, 120_000);
});

/**
 * The largest assessment's renders, on one database: rendering reads the assessment once and never
 * touches the database again, and each of these costs 10 to 20 s of CPU.
 */
describe('the server PDF export of the largest assessment', () => {
  const { exporting, renders } = exportingApps(freshSqlite);

  it('answers a small export and the health check while the largest assessment renders, and the largest within the time limit: the PDF, or a 503 in words', async () => {
    const { app: server, submit, exportOf } = await exporting();
    const largest = await submit(maximalDetailedAssessmentBody());
    const small = await submit(completedAssessmentBody());
    let largestAnswered = false;
    const started = performance.now();
    const long = exportOf(largest).then((response) => {
      largestAnswered = true;
      return { response, took: performance.now() - started };
    });
    await expect.poll(() => renders(), { timeout: 30_000 }).toBe(1);
    expect((await server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const smallResponse = await exportOf(small);
    expect(smallResponse.statusCode).toBe(200);
    expect(smallResponse.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(largestAnswered).toBe(false);
    const { response, took } = await long;
    // The limit, plus starting a worker and loading the renderer on a busy machine.
    expect(took).toBeLessThan(RENDER_TIME_LIMIT_MS + 20_000);
    if (response.statusCode === 200) expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    else expect(response.json()).toMatchObject({ error: { code: 'report_timeout', message: expect.stringContaining('took too long') } });
  }, 120_000);
  it('stops the render when the client goes away before the answer', async () => {
    const { app: server, renderer, cookie, submit } = await exporting();
    const id = await submit(maximalDetailedAssessmentBody());
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const request = http.get({ host: '127.0.0.1', port, path: `/api/assessments/${id}/export`, headers: { cookie } });
    request.on('error', () => undefined);
    await expect.poll(() => renders(), { timeout: 30_000 }).toBe(1);
    expect(renderer.running()).toBe(true);
    request.destroy();
    // An idle worker would stay 30 s; a render given up stops its worker at once.
    await expect.poll(() => renderer.running(), { timeout: 10_000 }).toBe(false);
    const history = (await server.inject({ method: 'GET', url: `/api/assessments/${id}/history`, headers: { cookie } })).json<{ events: { action: string }[] }>();
    expect(history.events.filter((event) => event.action === 'export')).toEqual([]);
  }, 120_000);
});
