import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.server';
import { freshSqlite, useTestDatabase } from '../../tests/support/databases';
import { completedAssessmentBody } from '../../tests/support/assessments';

// Behind one reverse proxy on this machine (nginx's $proxy_add_x_forwarded_for appends the address it saw).
describe('per-address limits behind a reverse proxy (E8_TRUST_PROXY=loopback)', () => {
  const database = useTestDatabase(freshSqlite);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ db: database.db, rateLimits: true, trustProxy: ['loopback'] });
  });
  afterAll(async () => {
    await app.close();
  });

  const save = (forwardedFor: string) =>
    app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(), remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });

  it('counts the address the proxy saw, whatever a client writes into X-Forwarded-For itself', async () => {
    const statuses: number[] = [];
    // One client, a new forged address in front of each request: 30 saves a minute, then 429.
    for (let i = 0; i < 31; i += 1) statuses.push((await save(`198.51.100.${i}, 203.0.113.50`)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    // A forged loopback entry does not make the client a trusted proxy.
    expect((await save('127.0.0.1, 203.0.113.50')).statusCode).toBe(429);
    // Another client behind the same proxy keeps its own budget.
    expect((await save('203.0.113.51')).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64, so a fresh address per request does not buy a fresh budget', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i += 1) statuses.push((await save(`2001:db8:1:2::${i.toString(16)}`)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await save('2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('counts each way of writing one address as that address, and an entry that is no address as the proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await save('10.1.1.1')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    for (const form of ['10.1.1.1:1234', '010.001.001.001', '0x0a010101', '::ffff:10.1.1.1', '[::ffff:10.1.1.1]:80']) {
      expect({ form, status: (await save(form)).statusCode }).toEqual({ form, status: 429 });
    }
    // The proxy (127.0.0.1) is the client that passes on "unknown": the first 30 from it are saved, then 429, whatever is written.
    const unknown: number[] = [];
    for (const form of ['unknown', '198.51.100.7, unknown', 'no-such-host', '10.1.1']) for (let i = 0; i < 8; i += 1) unknown.push((await save(form)).statusCode);
    expect(unknown.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(unknown.slice(30)).toEqual([429, 429]);
  });

  it('counts an IPv6 client written in brackets, with or without a port, by its /64', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await save('2001:db8:9:1::1')).statusCode);
    expect(statuses[30]).toBe(429);
    expect((await save('[2001:db8:9:1::1]')).statusCode).toBe(429);
    expect((await save('[2001:db8:9:1::2]:443')).statusCode).toBe(429);
  });
});
