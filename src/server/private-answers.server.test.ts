import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.server';
import { freshSqlite, useTestDatabase } from '../../tests/support/databases';
import { completedAssessmentBody } from '../../tests/support/assessments';
import { createSupportUser, signIn } from '../../tests/support/support-user';
import type { ReportRenderer } from './pdf-export/report-renderer.server';

// The PDF itself is not under test here: a renderer that answers at once keeps the suite quick.
const instantRenderer: ReportRenderer = { renderDetailedPdf: async () => Buffer.from('%PDF-1.4\n'), close: async () => undefined };

describe('private API answers: never cached, never run from another site', () => {
  const database = useTestDatabase(freshSqlite);
  let app: FastifyInstance;
  let cookie: string;
  let id: string;
  let accessKey: string;
  let saveAnswer: { headers: Record<string, unknown> };

  beforeAll(async () => {
    await createSupportUser(database.db);
    app = await buildApp({ db: database.db, reportRenderer: instantRenderer });
    cookie = await signIn(app);
    const saved = await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() });
    saveAnswer = saved;
    ({ id, accessKey } = saved.json());
  });
  afterAll(async () => {
    await app.close();
  });

  it('says Cache-Control: no-store on every answer that holds personal data or a secret', async () => {
    expect(saveAnswer.headers['cache-control']).toBe('no-store');
    const answers = [
      await app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } }),
      await app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { cookie } }),
      await app.inject({ method: 'GET', url: '/api/assessments?page=1', headers: { cookie } }),
      await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } }),
      await app.inject({ method: 'GET', url: `/api/assessments/${id}/history`, headers: { cookie } }),
      await app.inject({ method: 'GET', url: '/api/assessments/export.csv', headers: { cookie } }),
      await app.inject({ method: 'GET', url: `/api/assessments/${id}/export`, headers: { cookie } }),
      await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }),
      await app.inject({ method: 'GET', url: '/api/assessments?page=0', headers: { cookie } }),
      await app.inject({ method: 'GET', url: '/api/assessments/not-a-uuid' }),
      await app.inject({ method: 'GET', url: '/%61pi/assessments/export.csv', headers: { cookie } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 400, 401, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('lets caches keep the public answers: the health check and the requirement catalogue, also for other sites', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBeUndefined();
    const framework = await app.inject({ method: 'GET', url: '/api/framework', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(framework.statusCode).toBe(200);
    expect(framework.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('refuses a read that a page on another site started, and records it as refused, never as a view or an export', async () => {
    const before = await database.db.selectFrom('audit_events').select('id').execute();
    // Escaped spellings reach the same routes, so they are refused alike.
    for (const url of [`/api/assessments/${id}/export`, '/api/assessments/export.csv', `/api/assessments/${id}`, '/api/dashboard', '/%61pi/assessments/export.csv', '/api/%61ssessments/export.csv', `/api/assessments/${id}/%65xport`]) {
      for (const site of ['cross-site', 'same-site']) {
        const answer = await app.inject({ method: 'GET', url, headers: { cookie, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' } });
        expect(answer.statusCode).toBe(403);
        expect(answer.json().error.message).toBe('This request did not come from this site, so it was refused');
      }
    }
    const added = await database.db.selectFrom('audit_events').select(['action', 'details']).where('id', 'not in', before.length ? before.map((row) => row.id) : ['']).execute();
    // One row a route: the same refusal again within a minute adds none.
    expect(new Set(added.map((row) => row.action))).toEqual(new Set(['refused']));
    expect(added.map((row) => row.details).sort()).toEqual([
      'GET /api/assessments/:id/export: the request came from another site',
      'GET /api/assessments/:id: the request came from another site',
      'GET /api/assessments/export.csv: the request came from another site',
      'GET /api/dashboard: the request came from another site',
    ]);
  });

  it('serves the same reads to the app itself, to a typed-in address and to clients without fetch metadata', async () => {
    for (const site of ['same-origin', 'none', undefined]) {
      const headers: Record<string, string> = site ? { cookie, 'sec-fetch-site': site } : { cookie };
      expect((await app.inject({ method: 'GET', url: '/api/assessments/export.csv', headers })).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
  });
});
