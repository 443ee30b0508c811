import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, NEW_ASSESSMENTS_PER_ADDRESS_PER_DAY } from '../domain/constants';
import { buildApp } from './app.server';
import { openDatabase } from './store/database.server';
import { freshPostgres, TEST_POSTGRES_URL, useTestDatabase } from '../../tests/support/databases';
import { completedAssessmentBody, detailedAssessmentBody } from '../../tests/support/assessments';
import { TINY_PDF } from '../../tests/support/evidence-fixtures';
import { multipartBody } from '../../tests/support/multipart';
import { countEvidenceFiles } from './store/evidence-files.server';
import { createSupportUser, signIn, SUPPORT_PASSWORD } from '../../tests/support/support-user';

describe('two servers on one PostgreSQL', () => {
  const database = useTestDatabase(freshPostgres);
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    await createSupportUser(database.db);
    first = await buildApp({ db: database.db });
    // The second server has its own connection pool, as a second process would.
    const url = new URL(TEST_POSTGRES_URL);
    const name = (await database.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow()).name;
    url.pathname = `/${name}`;
    const other = openDatabase({ databaseUrl: url.toString(), dataDir: '/tmp', onConnectionLost: () => undefined });
    second = await buildApp({ db: other.db });
    second.addHook('onClose', () => other.db.destroy());
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('share sessions, lockout counts and deletions', async () => {
    const cookie = await signIn(first);
    expect((await second.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().authenticated).toBe(true);

    const { id } = (await first.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json();
    expect((await second.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await second.inject({ method: 'DELETE', url: `/api/assessments/${id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await first.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { cookie } })).statusCode).toBe(404);

    for (let attempt = 0; attempt < 5; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      expect((await server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'support', password: 'wrong' } })).statusCode).toBe(401);
    }
    const locked = await second.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'support', password: SUPPORT_PASSWORD } });
    expect(locked.statusCode).toBe(429);
  });
});

describe('two servers on one PostgreSQL under rate limits', () => {
  const database = useTestDatabase(freshPostgres);
  let first: FastifyInstance;
  let second: FastifyInstance;
  let clock = Date.UTC(2026, 10, 23, 9, 0);
  const now = () => clock;

  beforeAll(async () => {
    first = await buildApp({ db: database.db, rateLimits: true, now, uploadBytesPerAddressPerDay: 2500 });
    const name = (await database.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow()).name;
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    const other = openDatabase({ databaseUrl: url.toString(), dataDir: '/tmp', onConnectionLost: () => undefined });
    second = await buildApp({ db: other.db, rateLimits: true, now, uploadBytesPerAddressPerDay: 2500 });
    second.addHook('onClose', () => other.db.destroy());
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  /** A sign-in with a fresh wrong username each time, so that only the address's limit can refuse it. */
  const signInFrom = (server: FastifyInstance, remoteAddress: string, attempt: number) =>
    server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: `guess${attempt}`, password: 'wrong' }, remoteAddress });

  it('count sign-ins from one address together: the 21st in a minute is refused, whichever server it reaches', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      statuses.push((await signInFrom(attempt % 2 === 0 ? first : second, '203.0.113.7', attempt)).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 401));

    for (const server of [first, second]) {
      const limited = await signInFrom(server, '203.0.113.7', 20);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      expect(limited.headers['retry-after']).toBe('60');
    }
    // Another address has a budget of its own.
    expect((await signInFrom(second, '203.0.113.8', 21)).statusCode).toBe(401);

    clock += 30_000;
    const later = await signInFrom(first, '203.0.113.7', 22);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('30');
    expect(later.json().error.message).toBe('Too many requests. Please wait 30 seconds and try again.');

    // The minute has passed: the address starts again.
    clock += 30_000;
    expect((await signInFrom(second, '203.0.113.7', 23)).statusCode).toBe(401);
  });

  it('count public saves from one address together, apart from its sign-ins', async () => {
    clock += 60_000;
    const save = (server: FastifyInstance, remoteAddress: string) =>
      server.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(), remoteAddress });
    // This address's sign-ins use up its sign-in budget, not its budget for saves.
    for (let attempt = 0; attempt < 21; attempt += 1) await signInFrom(first, '198.51.100.4', 100 + attempt);

    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) statuses.push((await save(index % 2 === 0 ? first : second, '198.51.100.4')).statusCode);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 201));
    for (const server of [first, second]) {
      const limited = await save(server, '198.51.100.4');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await save(second, '198.51.100.5')).statusCode).toBe(201);

    clock += 60_000;
    expect((await save(first, '198.51.100.4')).statusCode).toBe(201);
  });

  it('count new assessments from one address together over a day: the 201st is refused, whichever server it reaches', async () => {
    const dayStart = clock;
    const save = (server: FastifyInstance) =>
      server.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(), remoteAddress: '198.51.100.6' });
    const statuses = new Set<number>();
    for (let index = 0; index < NEW_ASSESSMENTS_PER_ADDRESS_PER_DAY; index += 1) {
      // A minute on every 25 saves, so only the daily cap can refuse one.
      if (index % 25 === 0) clock += 60_000;
      statuses.add((await save(index % 2 === 0 ? first : second)).statusCode);
    }
    expect([...statuses]).toEqual([201]);
    clock += 60_000;
    for (const server of [first, second]) {
      const capped = await save(server);
      expect(capped.statusCode).toBe(429);
      expect(capped.json().error.code).toBe('daily_limit');
      expect(Number(capped.headers['retry-after'])).toBe((dayStart + 60_000 + DAY_MS - clock) / 1000);
    }
    clock = dayStart + 60_000 + DAY_MS;
    expect((await save(second)).statusCode).toBe(201);
  });

  it('count the evidence uploaded from one address together over a day: of four 1,000-byte files at once on two servers, two fit its 2,500 bytes', async () => {
    clock += 60_000;
    const file = Buffer.concat([TINY_PDF, Buffer.alloc(1000 - TINY_PDF.length, 0x20)]);
    const upload = async (server: FastifyInstance) => {
      const saved = (await server.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ status: 'draft' }), remoteAddress: '198.51.100.8' })).json<{ id: string; accessKey: string }>();
      const { payload, contentType } = multipartBody({ requirementId: 'application-control-workstations' }, { name: 'scan.pdf', content: file });
      return () => server.inject({ method: 'POST', url: `/api/assessments/${saved.id}/evidence`, headers: { 'x-access-key': saved.accessKey, 'content-type': contentType }, payload, remoteAddress: '198.51.100.8' });
    };
    const uploads = await Promise.all([first, second, first, second].map(upload));
    const statuses = (await Promise.all(uploads.map((send) => send()))).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([201, 201, 413, 413]);
    expect(await countEvidenceFiles(database.db)).toBe(2);
  });
});

describe('PostgreSQL going away while the server runs', () => {
  const database = useTestDatabase(freshPostgres);
  let app: FastifyInstance;
  let proxy: net.Server;
  const sockets = new Set<net.Socket>();
  let proxyPort = 0;

  /** A TCP relay to PostgreSQL that the test can cut and restore, like a network or database outage. */
  function startProxy(port: number): Promise<void> {
    proxy = net.createServer((client) => {
      const upstream = net.connect(5432, '127.0.0.1');
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve()));
  }
  function cut(): Promise<void> {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    return new Promise((resolve) => proxy.close(() => resolve()));
  }

  beforeAll(async () => {
    await startProxy(0);
    const address = proxy.address();
    proxyPort = typeof address === 'object' && address ? address.port : 0;
    const name = (await database.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow()).name;
    const { db } = openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${proxyPort}/${name}`, dataDir: '/tmp', onConnectionLost: () => undefined });
    app = await buildApp({ db });
    app.addHook('onClose', () => db.destroy());
  });
  afterAll(async () => {
    await app.close();
    if (proxy.listening) await cut();
  });

  it('answers 503 in words while the database is away, and recovers by itself when it returns', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).statusCode).toBe(201);
    await cut();
    const save = await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() });
    expect(save.statusCode).toBe(503);
    expect(save.json().error.message).toBe('The database is not available right now. Please try again in a moment.');
    expect(save.headers['retry-after']).toBe('5');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    await startProxy(proxyPort);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).statusCode).toBe(201);
  });
});
