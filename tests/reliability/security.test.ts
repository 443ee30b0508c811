import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LENGTH_MS } from '../../src/domain/constants';
import { buildApp } from '../../src/server/app.server';
import { DATABASES, useTestDatabase } from '../support/databases';
import { completedAssessmentBody } from '../support/assessments';
import { createSupportUser, signIn, SUPPORT_PASSWORD } from '../support/support-user';

const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script>';
const SQL = "Robert'); DROP TABLE assessments;--";

describe.each(DATABASES)('security on $name', ({ open }) => {
  const database = useTestDatabase(open);
  let app: FastifyInstance;
  let clock = Date.UTC(2026, 10, 22);
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-static-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><head></head>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), '1');
    await createSupportUser(database.db);
    app = await buildApp({ db: database.db, clientDir, now: () => clock });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const SUPPORT_ROUTES = [
    ['GET', '/api/assessments'],
    ['GET', '/api/assessments/export.csv'],
    ['GET', '/api/dashboard'],
    ['DELETE', '/api/assessments/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/assessments/00000000-0000-4000-8000-000000000000/export'],
    ['GET', '/api/assessments/00000000-0000-4000-8000-000000000000/history'],
    ['POST', '/api/assessments/00000000-0000-4000-8000-000000000000/exports'],
    ['GET', '/api/assessments/00000000-0000-4000-8000-000000000000/follow-up'],
    ['PUT', '/api/assessments/00000000-0000-4000-8000-000000000000/follow-up'],
    ['POST', '/api/assessments/00000000-0000-4000-8000-000000000000/notes'],
    ['POST', '/api/account/password'],
    ['GET', '/api/account/sessions'],
    ['DELETE', '/api/account/sessions/00000000000000000000000000000000'],
    ['POST', '/api/account/sessions/end-others'],
    ['GET', '/api/support/audit'],
  ] as const;

  it('refuses every support route without a session, with an expired one, and with a forged one', async () => {
    const cookie = await signIn(app);
    clock += SESSION_LENGTH_MS + 1;
    for (const [method, url] of SUPPORT_ROUTES) {
      for (const headers of [{}, { cookie }, { cookie: 'e8_session=forged-token' }]) {
        const response = await app.inject({ method, url, headers, payload: method === 'POST' ? { format: 'docx' } : undefined });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('refuses state-changing support requests from a foreign Origin even with a valid session', async () => {
    const cookie = await signIn(app);
    const { id } = (await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json();
    const response = await app.inject({ method: 'DELETE', url: `/api/assessments/${id}`, headers: { cookie, origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { cookie } })).statusCode).toBe(200);
  });

  it("never lets one assessment's access key open or change another", async () => {
    const first = (await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json();
    const second = (await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: 'Second' }) })).json();
    const read = await app.inject({ method: 'GET', url: `/api/assessments/${second.id}`, headers: { 'x-access-key': first.accessKey } });
    expect(read.statusCode).toBe(404);
    const write = await app.inject({ method: 'PUT', url: `/api/assessments/${second.id}`, headers: { 'x-access-key': first.accessKey }, payload: completedAssessmentBody({ organizationName: 'Hijacked' }) });
    expect(write.statusCode).toBe(404);
  });

  it('stores XSS and SQL injection text verbatim and answers search with it safely', async () => {
    const cookie = await signIn(app);
    const saved = (
      await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: XSS, respondentName: SQL, constraints: SQL }) })
    ).json();
    const read = (await app.inject({ method: 'GET', url: `/api/assessments/${saved.id}`, headers: { 'x-access-key': saved.accessKey } })).json();
    expect(read.organizationName).toBe(XSS);
    expect(read.respondentName).toBe(SQL);
    for (const search of [SQL, "' OR '1'='1", '%', '_', '\\']) {
      const response = await app.inject({ method: 'GET', url: `/api/assessments?search=${encodeURIComponent(search)}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
    }
    const match = (await app.inject({ method: 'GET', url: `/api/assessments?search=${encodeURIComponent("Robert');")}`, headers: { cookie } })).json();
    expect(match.items.map((item: { id: string }) => item.id)).toEqual([saved.id]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('serves no file outside the built client, whatever the path', async () => {
    for (const url of ['/assets/../../package.json', '/assets/..%2f..%2fpackage.json', '/..%2f..%2f..%2fetc%2fpasswd', '/assets/%2e%2e/%2e%2e/package.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('"name": "essential-eight');
      expect(response.body, url).not.toContain('root:x:0:0');
    }
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and never returns a secret', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'support', password: SUPPORT_PASSWORD } });
    const cookie = login.cookies[0]!;
    expect(cookie).toMatchObject({ name: 'e8_session', httpOnly: true, sameSite: 'Lax', path: '/' });
    const saved = (await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json();
    const hashes = await database.db.selectFrom('assessments').select('access_key_hash').execute();
    const passwordHashes = await database.db.selectFrom('support_users').select('password_hash').execute();
    const sessionHashes = await database.db.selectFrom('sessions').select('token_hash').execute();
    const bodies: string[] = [login.body];
    for (const url of ['/api/assessments', `/api/assessments/${saved.id}`, '/api/dashboard', `/api/assessments/${saved.id}/history`, '/api/auth/session', '/api/assessments/export.csv', '/api/account/sessions', '/api/support/audit']) {
      bodies.push((await app.inject({ method: 'GET', url, headers: { cookie: `e8_session=${cookie.value}` } })).body);
    }
    const everything = bodies.join('\n');
    for (const secret of [...hashes.map((row) => row.access_key_hash), ...passwordHashes.map((row) => row.password_hash), ...sessionHashes.map((row) => row.token_hash), cookie.value, SUPPORT_PASSWORD]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain(saved.accessKey);
  });
});
