import type { RouteOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiTokenCreatedSchema, apiTokenListSchema, type ApiTokenCreated, type ApiTokenSummary } from '../../domain/api-tokens';
import { hashSecret } from '../secrets.server';
import { DATABASES } from '../../../tests/support/databases';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { auditRows } from '../../../tests/support/audit-rows';
import { useTestApp } from '../../../tests/support/test-app';
import { createSupportUser, signIn } from '../../../tests/support/support-user';

const START = Date.UTC(2026, 10, 23, 1, 0);
const DAY_MS = 24 * 60 * 60 * 1000;
const CONSULTANT = 'Casey';
const CONSULTANT_PASSWORD = 'Casey-Passw0rd!Long';

describe.each(DATABASES)('read-only API tokens on $name', ({ open }) => {
  const routes: RouteOptions[] = [];
  const suite = useTestApp(open, {
    start: START,
    empty: ['audit_events', 'api_tokens', 'sessions', 'support_users', 'assessment_controls', 'assessments'],
    signedIn: true,
    app: { onRoute: (route) => routes.push(route) },
  });
  const { database } = suite;
  let assessmentId = '';

  beforeEach(async () => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: 'Tokened Pty Ltd' }) });
    expect(response.statusCode).toBe(201);
    assessmentId = response.json<{ id: string }>().id;
    await database.empty('audit_events');
  });

  const create = async (payload: Record<string, unknown>, cookie = suite.cookie) => suite.app.inject({ method: 'POST', url: '/api/support/api-tokens', headers: { cookie }, payload });
  const made = async (name: string, scope: 'read' | 'export', expiresInDays?: number): Promise<ApiTokenCreated> => {
    const response = await create({ name, scope, ...(expiresInDays === undefined ? {} : { expiresInDays }) });
    expect(response.statusCode).toBe(201);
    return apiTokenCreatedSchema.parse(response.json());
  };
  const list = async (): Promise<ApiTokenSummary[]> => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/support/api-tokens', headers: { cookie: suite.cookie } });
    expect(response.statusCode).toBe(200);
    return apiTokenListSchema.parse(response.json()).tokens;
  };
  const withToken = (secret: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    suite.app.inject({ method, url, headers: { authorization: `Bearer ${secret}` }, ...(payload ? { payload } : {}) });

  it('shows the secret once, in the answer that makes the token, and keeps only its hash', async () => {
    const { token, secret } = await made('Power BI', 'read');
    expect(secret).toMatch(/^e8t_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Power BI', scope: 'read', createdBy: 'Support', createdAt: START, expiresAt: START + 90 * DAY_MS, lastUsedAt: null, revokedAt: null, revokedBy: null });
    const listed = await list();
    expect(listed).toEqual([token]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const [row] = await database.db.selectFrom('api_tokens').selectAll().execute();
    expect(row?.secret_hash).toBe(hashSecret(secret));
    expect(Object.values(row ?? {}).map(String)).not.toContain(secret);
    expect(await auditRows(database.db)).toEqual([
      { actor: 'Support', action: 'api-token-created', assessmentId: null, details: 'Power BI (read scope, expires 21 February 2027)', address: '127.0.0.1' },
    ]);
  });

  it('lasts the days asked for, at most a year, and refuses a token without a name or scope in words', async () => {
    const { token } = await made('Spreadsheet', 'export', 365);
    expect(token.expiresAt).toBe(START + 365 * DAY_MS);
    const tooLong = await create({ name: 'Forever', scope: 'read', expiresInDays: 366 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: { fields: { expiresInDays: 'A token lasts at most a year (365 days)' } } });
    const unnamed = await create({ name: ' ', scope: 'write' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ error: { fields: { name: 'Give the token a name', scope: 'Choose a scope: read, or export' } } });
    const again = await create({ name: 'spreadsheet', scope: 'read' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'token_name_taken', message: 'A token called spreadsheet is already in use. Revoke it first, or choose another name.' } });
    expect(await list()).toHaveLength(1);
  });

  it('lets a read token read the list and the dashboard, audited by its name, and notes when it was last used', async () => {
    const { token, secret } = await made('Power BI', 'read');
    suite.clock += 60_000;
    const listed = await withToken(secret, 'GET', '/api/assessments');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id: assessmentId, organizationName: 'Tokened Pty Ltd' }] });
    const dashboard = await withToken(secret, 'GET', '/api/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json()).toMatchObject({ total: 1 });
    expect((await list()).find((listedToken) => listedToken.id === token.id)?.lastUsedAt).toBe(START + 60_000);
    const reads = (await auditRows(database.db)).filter((row) => row.action !== 'api-token-created');
    expect(reads).toEqual([
      { actor: 'token: Power BI', action: 'dashboard-read', assessmentId: null, details: '', address: '127.0.0.1' },
      { actor: 'token: Power BI', action: 'list-read', assessmentId: null, details: expect.any(String), address: '127.0.0.1' },
    ]);
  });

  it('refuses a read token the CSV export and an assessment\'s JSON, and lets an export token have both, audited by its name', async () => {
    const read = await made('Power BI', 'read');
    for (const url of ['/api/assessments/export.csv', `/api/assessments/${assessmentId}`, `/api/support/assessments/${assessmentId}/export.oscal.json`]) {
      const refused = await withToken(read.secret, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ error: { code: 'token_scope', message: 'This API token has the read scope: the CSV export, an assessment as JSON and its OSCAL export need a token with the export scope.' } });
    }
    const exporter = await made('Finance sheet', 'export');
    const csv = await withToken(exporter.secret, 'GET', '/api/assessments/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Tokened Pty Ltd');
    const one = await withToken(exporter.secret, 'GET', `/api/assessments/${assessmentId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: assessmentId, organizationName: 'Tokened Pty Ltd', status: 'completed' });
    const unknownId = await withToken(exporter.secret, 'GET', '/api/assessments/0f8e6c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(unknownId.statusCode).toBe(404);
    const rows = await auditRows(database.db);
    expect(rows.filter((row) => row.actor === 'token: Power BI').map((row) => [row.action, row.details])).toEqual([
      ['refused', "GET /api/assessments/:id: outside the API token's scope"],
      ['refused', "GET /api/assessments/export.csv: outside the API token's scope"],
      ['refused', "GET /api/support/assessments/:id/export.oscal.json: outside the API token's scope"],
    ]);
    expect(rows.filter((row) => row.actor === 'token: Finance sheet').map((row) => [row.action, row.assessmentId])).toEqual([
      ['export', null],
      ['view', assessmentId],
    ]);
  });

  it('refuses a revoked, an unknown and an expired token with 401 in words', async () => {
    const { token, secret } = await made('Short-lived', 'read', 1);
    const kept = await made('Power BI', 'read');
    expect((await withToken(kept.secret, 'GET', '/api/assessments')).statusCode).toBe(200);
    const revoke = await suite.app.inject({ method: 'POST', url: `/api/support/api-tokens/${kept.token.id}/revoke`, headers: { cookie: suite.cookie } });
    expect(revoke.statusCode).toBe(204);
    const revoked = await withToken(kept.secret, 'GET', '/api/assessments');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ error: { code: 'token_revoked', message: 'This API token has been revoked. Ask an administrator for a new one.' } });
    expect((await list()).find((listed) => listed.id === kept.token.id)).toMatchObject({ revokedAt: START, revokedBy: 'Support' });
    // A second revoke changes nothing and records nothing.
    expect((await suite.app.inject({ method: 'POST', url: `/api/support/api-tokens/${kept.token.id}/revoke`, headers: { cookie: suite.cookie } })).statusCode).toBe(204);

    for (const unknown of [`e8t_${'A'.repeat(43)}`, 'not-a-token-at-all']) {
      const refused = await withToken(unknown, 'GET', '/api/assessments');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: { code: 'token_unknown', message: 'This API token is not recognised. Ask an administrator for a new one.' } });
    }

    expect((await withToken(secret, 'GET', '/api/dashboard')).statusCode).toBe(200);
    suite.clock = START + DAY_MS;
    const expired = await withToken(secret, 'GET', '/api/dashboard');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: { code: 'token_expired', message: 'This API token has expired. Ask an administrator for a new one.' } });
    const row = await database.db.selectFrom('api_tokens').select(['last_used_at', 'revoked_at']).where('id', '=', token.id).executeTakeFirstOrThrow();
    expect({ lastUsedAt: Number(row.last_used_at), revokedAt: row.revoked_at }).toEqual({ lastUsedAt: START, revokedAt: null });

    const rows = await auditRows(database.db);
    expect(rows.filter((entry) => entry.action.startsWith('api-token-')).map((entry) => [entry.actor, entry.action, entry.details])).toEqual([
      ['Support', 'api-token-created', 'Power BI (read scope, expires 21 February 2027)'],
      ['Support', 'api-token-created', 'Short-lived (read scope, expires 24 November 2026)'],
      ['Support', 'api-token-revoked', 'Power BI (read scope, expires 21 February 2027)'],
    ]);
    expect(rows.filter((entry) => entry.action === 'refused').map((entry) => [entry.actor, entry.details])).toEqual([
      ['token: Power BI', 'GET /api/assessments: the API token has been revoked'],
      ['token: Short-lived', 'GET /api/dashboard: the API token has expired'],
    ]);
  });

  it('never lets a token change anything: every other route answers 403 in words before it reads the request', async () => {
    const { secret } = await made('Power BI', 'export');
    const before = await database.db.selectFrom('assessments').selectAll().execute();
    const attempts = [
      { method: 'PUT', url: `/api/assessments/${assessmentId}`, payload: completedAssessmentBody({ organizationName: 'Changed' }) },
      { method: 'DELETE', url: `/api/assessments/${assessmentId}` },
      { method: 'POST', url: `/api/assessments/${assessmentId}/notes`, payload: { text: 'Written by a token' } },
      { method: 'PUT', url: `/api/assessments/${assessmentId}/follow-up`, payload: { status: 'won' } },
      { method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() },
      { method: 'POST', url: '/api/support/api-tokens', payload: { name: 'Another', scope: 'export' } },
      { method: 'GET', url: '/api/support/api-tokens' },
      { method: 'GET', url: `/api/assessments/${assessmentId}/history` },
      { method: 'GET', url: '/api/support/audit' },
    ] as const;
    for (const attempt of attempts) {
      const response = await withToken(secret, attempt.method, attempt.url, 'payload' in attempt ? attempt.payload : undefined);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'tokens_only_read',
          message: 'API tokens only read: they are accepted on the assessment list, the dashboard and the exports their scope allows, never on anything that changes data. Sign in to the support portal to make changes.',
        },
      });
    }
    expect(await database.db.selectFrom('assessments').selectAll().execute()).toEqual(before);
    expect(await list()).toHaveLength(1);
    const refusals = (await auditRows(database.db)).filter((row) => row.action === 'refused');
    expect(refusals.length).toBe(attempts.length);
    expect(new Set(refusals.map((row) => row.actor))).toEqual(new Set(['token: Power BI']));
  });

  it('lets only administrators make, list and revoke tokens, never a consultant', async () => {
    const { token } = await made('Power BI', 'read');
    await createSupportUser(database.db, CONSULTANT, CONSULTANT_PASSWORD, 'consultant');
    const consultant = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
    const attempts = [
      { method: 'GET', url: '/api/support/api-tokens' },
      { method: 'POST', url: '/api/support/api-tokens', payload: { name: 'Mine', scope: 'export' } },
      { method: 'POST', url: `/api/support/api-tokens/${token.id}/revoke` },
    ] as const;
    for (const attempt of attempts) {
      const response = await suite.app.inject({ method: attempt.method, url: attempt.url, headers: { cookie: consultant }, ...('payload' in attempt ? { payload: attempt.payload } : {}) });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'administrators_only', message: 'Only an administrator can do this. Ask an administrator of your team.' } });
      expect((await suite.app.inject({ method: attempt.method, url: attempt.url })).statusCode).toBe(401);
    }
    expect(await list()).toEqual([token]);
  });

  it('takes tokens on GET routes only, each marked with its scope', () => {
    const marked = routes.filter((route) => route.config?.tokenScope !== undefined && route.method !== 'HEAD').map((route) => `${String(route.method)} ${route.url} ${String(route.config?.tokenScope)}`);
    expect(marked.sort()).toEqual(['GET /api/assessments read', 'GET /api/assessments/:id export', 'GET /api/assessments/export.csv export', 'GET /api/dashboard read', 'GET /api/support/assessments/:id/export.oscal.json export'].sort());
    const methods = routes.filter((route) => route.config?.tokenScope !== undefined).map((route) => String(route.method));
    expect(new Set(methods)).toEqual(new Set(['GET', 'HEAD']));
  });
});
