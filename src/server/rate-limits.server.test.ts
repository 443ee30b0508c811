import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.server';
import { loggerOptions } from './logging.server';
import { freshPostgres, useTestDatabase } from '../../tests/support/databases';

describe('rate limits counted in PostgreSQL', () => {
  const database = useTestDatabase(freshPostgres);
  let app: FastifyInstance;
  let logs = '';

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs += chunk.toString();
        callback();
      },
    });
    app = await buildApp({ db: database.db, rateLimits: true, logger: { ...loggerOptions('info'), stream } });
  });
  afterAll(async () => {
    await app.close();
  });

  const signIn = (attempt: number) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: `guess${attempt}`, password: 'wrong' }, remoteAddress: '192.0.2.44' });

  it('lets a request through, with a warning in the log, when its count cannot be kept, and counts again once it can', async () => {
    await sql`alter table rate_limit_counters rename to rate_limit_counters_away`.execute(database.db);
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt += 1) statuses.push((await signIn(attempt)).statusCode);
      expect(statuses).toEqual(Array.from({ length: 21 }, () => 401));
      expect(logs).toContain('A rate limit could not be counted in the database; the request was let through.');
    } finally {
      await sql`alter table rate_limit_counters_away rename to rate_limit_counters`.execute(database.db);
    }

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) statuses.push((await signIn(100 + attempt)).statusCode);
    expect(statuses).toEqual([...Array.from({ length: 20 }, () => 401), 429]);
  });
});
