import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.server';
import { loggerOptions } from './logging.server';
import { freshSqlite, useTestDatabase } from '../../tests/support/databases';
import { completedAssessmentBody } from '../../tests/support/assessments';
import { createSupportUser, SUPPORT_PASSWORD, SUPPORT_USERNAME } from '../../tests/support/support-user';

describe('hardened server', () => {
  const database = useTestDatabase(freshSqlite);
  let app: FastifyInstance;
  let logs = '';

  beforeAll(async () => {
    await createSupportUser(database.db);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs += chunk.toString();
        callback();
      },
    });
    app = await buildApp({
      db: database.db,
      rateLimits: true,
      publicUrl: 'https://e8.example.com',
      logger: { ...loggerOptions('info'), stream },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the security headers, HSTS over https, and no X-Powered-By', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'( 'wasm-unsafe-eval')?;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('limits public saves per address: the 31st in a minute gets 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(), remoteAddress: '203.0.113.7' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    const limited = await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(), remoteAddress: '203.0.113.7' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    // The limit is checked before the body is read: a limited client cannot make the server parse up to 2 MB.
    const unread = await app.inject({ method: 'POST', url: '/api/assessments', headers: { 'content-type': 'application/json' }, payload: '{"not json', remoteAddress: '203.0.113.7' });
    expect(unread.statusCode).toBe(429);
    // Another address is not affected.
    expect((await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(), remoteAddress: '203.0.113.8' })).statusCode).toBe(201);
  });

  it('limits sign-in attempts per address across usernames', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: `user${i}`, password: 'x' }, remoteAddress: '198.51.100.9' })).statusCode;
    }
    expect(last).toBe(429);
  });

  it('counts a sign-in whose body does not parse toward the same limit, and answers it before the body once limited', async () => {
    const address = '198.51.100.10';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '' }, remoteAddress: address })).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 400));
    const limited = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: SUPPORT_USERNAME }, remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await app.inject({ method: 'POST', url: '/api/auth/passkey', payload: {}, remoteAddress: address })).statusCode).toBe(429);
  });

  it('never writes a password, token, access key or session cookie to the log', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD } });
    const cookie = login.cookies[0]?.value ?? '';
    expect(cookie).not.toBe('');
    await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `e8_session=${cookie}` } });
    await app.inject({ method: 'GET', url: '/api/assessments/00000000-0000-4000-8000-000000000000', headers: { 'x-access-key': 'SECRETKEY123' } });
    await app.inject({ method: 'GET', url: '/reset-password?token=RESETTOKEN456&x=1' });
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(SUPPORT_PASSWORD);
    expect(logs).not.toContain(cookie);
    expect(logs).not.toContain('SECRETKEY123');
    expect(logs).not.toContain('RESETTOKEN456');
    expect(logs).toContain('/reset-password?token=[redacted]&x=1');
    for (const line of logs.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('warns once when requests come through a proxy that E8_TRUST_PROXY does not name', async () => {
    await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '198.51.100.7' } });
    await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '198.51.100.8' } });
    expect(logs.match(/but E8_TRUST_PROXY is off/g)).toHaveLength(1);
  });
});
