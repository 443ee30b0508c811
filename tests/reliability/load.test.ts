import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.server';
import { freshSqlite, useTestDatabase } from '../support/databases';
import { completedAssessmentBody } from '../support/assessments';
import { scale } from './scale';

describe('load: 100 concurrent respondents saving and reading', () => {
  const database = useTestDatabase(freshSqlite);
  let app: FastifyInstance;
  let url = '';
  beforeAll(async () => {
    app = await buildApp({ db: database.db });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers every request without an error (loopback only, bounded in time)', { timeout: 180_000 }, async () => {
    const saved = (await (await fetch(`${url}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(completedAssessmentBody()) })).json()) as {
      id: string;
      accessKey: string;
    };
    const result = await autocannon({
      url,
      connections: 100,
      duration: scale(5, 60),
      requests: [
        { method: 'POST', path: '/api/assessments', headers: { 'content-type': 'application/json' }, body: JSON.stringify(completedAssessmentBody()) },
        { method: 'GET', path: `/api/assessments/${saved.id}`, headers: { 'x-access-key': saved.accessKey } },
      ],
    });
    console.info(
      `load: ${result.requests.total} requests in ${result.duration} s, ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`,
    );
    expect(result.requests.total).toBeGreaterThan(100);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
  });
});
