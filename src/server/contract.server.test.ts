import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildApp } from './app.server';
import { apiErrorSchema, declaredResponses, errorResponses } from './contract.server';
import { useTestDatabase } from '../../tests/support/databases';

/** "METHOD /url" of a route; Fastify's own HEAD twin of each GET is left out, as it shares the GET's schema. */
const nameOf = (route: RouteOptions) => `${String(route.method)} ${route.url}`;

describe('the API contract', () => {
  const database = useTestDatabase();
  const routes: RouteOptions[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ db: database.db, onRoute: (route) => routes.push(route) });
    // Two routes of this test only, added before the app is ready, to see how the contract answers.
    const withZod = app.withTypeProvider<ZodTypeProvider>();
    withZod.post(
      '/api/test-contract/names',
      { schema: { body: z.strictObject({ name: z.string().min(1, 'Name is required') }), response: { 201: z.strictObject({ greeting: z.string() }), ...errorResponses } } },
      async (request, reply) => reply.status(201).send({ greeting: `Hello ${request.body.name}` }),
    );
    withZod.get(
      '/api/test-contract/broken',
      { schema: { response: { 200: z.strictObject({ count: z.number() }), ...errorResponses } } },
      // A handler that breaks its own contract, as a bug would.
      async () => ({ count: 'three' }) as unknown as { count: number },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const apiRoutes = () => routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/test-contract/') && route.method !== 'HEAD');

  it('has every API route declare its responses', () => {
    const undeclared = apiRoutes().filter((route) => declaredResponses(route) === undefined).map(nameOf);
    expect(undeclared).toEqual([]);
  });

  it('has every API route, each named here, declare the JSON error for its 4xx and 5xx answers', () => {
    const declared = apiRoutes().filter((route) => declaredResponses(route) !== undefined);
    for (const route of declared) {
      expect(declaredResponses(route), nameOf(route)).toMatchObject({ '4xx': apiErrorSchema, '5xx': apiErrorSchema });
    }
    expect(declared.map(nameOf).sort()).toEqual(
      [
        'GET /api/draft-settings',
        'GET /api/health',
        'GET /api/support/audit',
        'GET /api/support/audit/export.csv',
        'GET /api/support/assessments/:id/review',
        'GET /api/support/assessments/:id/export.oscal.json',
        'PUT /api/support/assessments/:id/findings/:requirementId',
        'PUT /api/support/assessments/:id/review/scope',
        'PUT /api/support/assessments/:id/review/target',
        'POST /api/support/assessments/:id/findings/agreements',
        'DELETE /api/support/assessments/:id/findings/agreements/:batchId',
        'PUT /api/support/assessments/:id/review/report-words',
        'POST /api/support/assessments/:id/review/finish',
        'POST /api/support/assessments/:id/review/reopen',
        'POST /api/support/assessments/:id/review/share',
        'DELETE /api/support/assessments/:id/review/share',
        'POST /api/support/assessments/:id/evidence',
        'DELETE /api/support/assessments/:id/evidence/:evidenceId',
        'GET /api/import-format.schema.json',
        'POST /api/assessments/:id/imports',
        'GET /api/assessments/:id/imports',
        'POST /api/assessments/:id/imports/accept',
        'POST /api/support/assessments/:id/imports',
        'GET /api/support/assessments/:id/imports',
        'POST /api/support/assessments/:id/imports/accept',
        'POST /api/support/assessments/:id/review-copy',
        'GET /api/support/assessments/:id/evidence-requests',
        'POST /api/support/assessments/:id/evidence-requests',
        'POST /api/support/assessments/:id/evidence-requests/:requestId/accept',
        'POST /api/support/assessments/:id/evidence-requests/:requestId/withdraw',
        'GET /api/assessments/:id/evidence-requests',
        'POST /api/assessments/:id/evidence-requests/:requestId/answer',
        'GET /api/assessments/:id/review',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'GET /api/auth/session',
        'POST /api/auth/second-step',
        'GET /api/account/factors',
        'POST /api/account/authenticator/setup',
        'POST /api/account/authenticator',
        'DELETE /api/account/authenticator',
        'POST /api/account/recovery-codes',
        'POST /api/auth/passkey/options',
        'POST /api/auth/passkey',
        'POST /api/auth/second-step/passkey/options',
        'POST /api/auth/second-step/passkey',
        'GET /api/account/passkeys',
        'POST /api/account/passkeys/options',
        'POST /api/account/passkeys',
        'DELETE /api/account/passkeys/:id',
        'POST /api/account/password',
        'GET /api/account/sessions',
        'DELETE /api/account/sessions/:id',
        'POST /api/account/sessions/end-others',
        'GET /api/support/accounts',
        'POST /api/support/accounts/:id/disable',
        'POST /api/support/accounts/:id/enable',
        'POST /api/support/accounts/:id/reset-factors',
        'PUT /api/support/accounts/:id/role',
        'POST /api/support/invitations',
        'DELETE /api/support/invitations/:username',
        'GET /api/support/api-tokens',
        'POST /api/support/api-tokens',
        'POST /api/support/api-tokens/:id/revoke',
        'GET /api/openapi.json',
        'POST /api/invitations/lookup',
        'POST /api/invitations/accept',
        'POST /api/auth/password-reset/request',
        'POST /api/auth/password-reset/confirm',
        'GET /api/framework',
        'POST /api/assessments',
        'PUT /api/assessments/:id',
        'GET /api/assessments/:id',
        'POST /api/assessments/:id/reassessments',
        'GET /api/assessments/:id/series',
        'POST /api/assessments/:id/resume-link',
        'POST /api/assessments/:id/results-link',
        'POST /api/assessments/:id/access-key',
        'POST /api/support/assessments/:id/results-link',
        'DELETE /api/assessments/:id',
        'GET /api/assessments/:id/data',
        'GET /api/assessments/:id/detailed-report',
        'GET /api/assessments',
        'GET /api/assessments/export.csv',
        'GET /api/dashboard',
        'GET /api/assessments/:id/export',
        'POST /api/assessments/:id/exports',
        'GET /api/assessments/:id/history',
        'GET /api/assessments/:id/follow-up',
        'PUT /api/assessments/:id/follow-up',
        'POST /api/assessments/:id/notes',
        'GET /api/follow-up/owners',
        'GET /api/assessments/:id/evidence',
        'GET /api/assessments/:id/evidence.zip',
        'GET /api/assessments/:id/evidence/:evidenceId',
        'DELETE /api/assessments/:id/evidence/:evidenceId',
        'POST /api/assessments/:id/evidence',
      ].sort(),
    );
  });

  it('answers a declared body that does not parse with today\'s 400: a code, a message in words and each field\'s message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test-contract/names', payload: { name: '', colour: 'blue' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_input', message: 'The request is not valid', fields: { name: 'Name is required', colour: expect.any(String) } },
    });
    const parsed = await app.inject({ method: 'POST', url: '/api/test-contract/names', payload: { name: 'Ada' } });
    expect(parsed.statusCode).toBe(201);
    expect(parsed.json()).toEqual({ greeting: 'Hello Ada' });
  });

  it('answers 500 in words, not the body, when a handler sends what its schema refuses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-contract/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } });
    expect(response.body).not.toContain('three');
  });
});
