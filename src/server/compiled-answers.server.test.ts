import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildApp } from './app.server';
import { errorResponses } from './contract.server';
import { DATABASES, useTestDatabase } from '../../tests/support/databases';
import { completedAssessmentBody, detailedAssessmentBody } from '../../tests/support/assessments';
import { createSupportUser, signIn } from '../../tests/support/support-user';

/** What a handler might hold beside the answer by mistake: none of it may ever be sent. */
const PRIVATE = { accessKeyHash: 'hash-of-the-access-key', privateAnswer: 'Only the respondent sees this' };

/** Routes of this test only: answers carrying private fields their schemas do not name, loose and strict, at the top and nested. */
function addLeakyRoutes(app: FastifyInstance): void {
  const withZod = app.withTypeProvider<ZodTypeProvider>();
  const loose = z.object({ name: z.string(), levels: z.record(z.string(), z.object({ level: z.number() })) });
  const strict = z.strictObject({ name: z.string(), levels: z.record(z.string(), z.strictObject({ level: z.number() })) });
  const answer = () => ({ name: 'Ada', levels: { backups: { level: 2, ...PRIVATE } }, ...PRIVATE });
  withZod.get('/api/test-answers/loose', { schema: { response: { 200: loose, ...errorResponses } } }, async () => answer());
  withZod.get('/api/test-answers/strict', { schema: { response: { 200: strict, ...errorResponses } } }, async () => answer());
}

describe.each(DATABASES)('answers written by the compiled serializer, on $name', ({ open }) => {
  const database = useTestDatabase(open);
  // As in production (no checks) and as under tests (every answer checked with zod as well).
  let production: FastifyInstance;
  let checked: FastifyInstance;

  beforeAll(async () => {
    await createSupportUser(database.db);
    production = await buildApp({ db: database.db, checkAnswers: false });
    checked = await buildApp({ db: database.db, checkAnswers: true });
    addLeakyRoutes(production);
    addLeakyRoutes(checked);
    await Promise.all([production.ready(), checked.ready()]);
  });
  afterAll(async () => {
    await production?.close();
    await checked?.close();
  });

  it('never sends a field a loose schema does not name, at the top or nested, as zod strips it', async () => {
    for (const app of [production, checked]) {
      const response = await app.inject({ method: 'GET', url: '/api/test-answers/loose' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Ada', levels: { backups: { level: 2 } } });
    }
  });

  it('never sends a field a strict schema does not name: left out in production, a 500 in words under the checks', async () => {
    const sent = await production.inject({ method: 'GET', url: '/api/test-answers/strict' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ name: 'Ada', levels: { backups: { level: 2 } } });
    const refused = await checked.inject({ method: 'GET', url: '/api/test-answers/strict' });
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } });
    for (const body of [sent.body, refused.body]) {
      expect(body).not.toContain(PRIVATE.accessKeyHash);
      expect(body).not.toContain(PRIVATE.privateAnswer);
    }
  });

  it('sends the JSON zod writes, field for field (in an order of its own): a quick check and a detailed assessment read and saved, the list, the dashboard, the catalogue and errors', async () => {
    const cookie = await signIn(checked);
    const quick = (await checked.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json<{ id: string; accessKey: string }>();
    const detailed = (await checked.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody() })).json<{ id: string; accessKey: string }>();
    const requests = [
      { method: 'GET' as const, url: `/api/assessments/${quick.id}`, headers: { 'x-access-key': quick.accessKey } },
      { method: 'GET' as const, url: `/api/assessments/${detailed.id}`, headers: { 'x-access-key': detailed.accessKey } },
      { method: 'GET' as const, url: `/api/assessments/${detailed.id}`, headers: { cookie } },
      { method: 'PUT' as const, url: `/api/assessments/${detailed.id}`, headers: { 'x-access-key': detailed.accessKey }, payload: detailedAssessmentBody() },
      { method: 'GET' as const, url: '/api/assessments?page=1', headers: { cookie } },
      { method: 'GET' as const, url: '/api/dashboard', headers: { cookie } },
      { method: 'GET' as const, url: '/api/framework' },
      { method: 'GET' as const, url: `/api/assessments/${quick.id}`, headers: { 'x-access-key': 'a-wrong-key' } },
      { method: 'POST' as const, url: '/api/assessments', payload: { status: 'completed' } },
    ];
    for (const request of requests) {
      // The PUT saves the same answers each time; its answer differs by its save time alone, which is set aside.
      const [fromProduction, fromChecked] = [await production.inject(request), await checked.inject(request)];
      expect(fromProduction.statusCode, request.url).toBe(fromChecked.statusCode);
      const withoutSaveTime = (body: string): unknown => JSON.parse(body.replace(/"updatedAt":\d+/, '"updatedAt":0'));
      expect(withoutSaveTime(fromProduction.body), `${request.method} ${request.url}`).toEqual(withoutSaveTime(fromChecked.body));
      expect(fromProduction.statusCode).toBeLessThan(500);
    }
  });
});
