import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.server';
import { countAssessments } from '../../src/server/store/assessments.server';
import { DATABASES, useTestDatabase } from '../support/databases';
import { completedAssessmentBody } from '../support/assessments';
import { createSupportUser, signIn } from '../support/support-user';
import { scale } from './scale';

/** A small deterministic random generator, so a failure can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const NASTY_STRINGS = [
  '',
  ' ',
  'x'.repeat(10_000),
  "' OR 1=1; DROP TABLE assessments; --",
  '<script>alert(1)</script>',
  '\u0000\u0001\u001f',
  '💥'.repeat(50),
  '../../../../etc/passwd',
  '${jndi:ldap://x}',
  '=HYPERLINK("http://x")',
  '%00%ff',
];

function randomValue(random: ReturnType<typeof generator>, depth = 0): unknown {
  switch (random.int(depth > 3 ? 5 : 8)) {
    case 0:
      return random.pick(NASTY_STRINGS);
    case 1:
      return random.pick([0, -1, 1.5, 4, 1e308, Number.MAX_SAFE_INTEGER, -0]);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return random.pick(['draft', 'completed', '3months', 'regular-backups', 'jane@x.example']);
    case 4:
      return [];
    case 5:
      return Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
    default: {
      const keys = ['status', 'targetAssessments', 'assessments', 'timeline', 'priorities', 'constraints', 'organizationName', 'respondentName', 'respondentEmail', '__proto__', 'constructor', 'prototype', 'username', 'password', 'token', 'rememberMe', 'format'];
      const object: Record<string, unknown> = {};
      for (let i = 0; i < random.int(6); i += 1) object[random.pick(keys)] = randomValue(random, depth + 1);
      return object;
    }
  }
}

function randomBody(random: ReturnType<typeof generator>): { payload: string | Buffer; contentType: string } {
  switch (random.int(8)) {
    case 0:
      return { payload: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' };
    case 1:
      return { payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: 'application/json' };
    case 2:
      return { payload: 'organizationName=x', contentType: random.pick(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) };
    case 3:
      return { payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}', contentType: 'application/json' };
    case 4: {
      // A valid assessment with one field broken.
      const body = completedAssessmentBody();
      body[random.pick(Object.keys(body))] = randomValue(random);
      return { payload: JSON.stringify(body), contentType: 'application/json' };
    }
    case 5:
      return { payload: JSON.stringify(completedAssessmentBody()), contentType: 'application/json' };
    default:
      return { payload: JSON.stringify(randomValue(random)), contentType: random.pick(['application/json', 'application/json; charset=utf-8']) };
  }
}

describe.each(DATABASES)('fuzzing every route on $name', ({ open }) => {
  const database = useTestDatabase(open);
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    await createSupportUser(database.db);
    app = await buildApp({ db: database.db });
    cookie = await signIn(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers thousands of random and malformed requests without a 5xx, and stores nothing partial', { timeout: 600_000 }, async () => {
    const random = generator(20261122);
    const ids = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '../../etc/passwd', '%2e%2e%2f', 'x'.repeat(300)];
    const routes: (() => InjectOptions)[] = [
      () => ({ method: 'POST', url: '/api/assessments' }),
      () => ({ method: 'PUT', url: `/api/assessments/${random.pick(ids)}`, headers: { 'x-access-key': random.pick(['', 'k', 'x'.repeat(5000)]) } }),
      () => ({ method: 'GET', url: `/api/assessments/${random.pick(ids)}`, headers: { 'x-access-key': 'guess' } }),
      () => ({ method: 'GET', url: `/api/assessments/${random.pick(ids)}/detailed-report`, headers: { 'x-access-key': random.pick(['', 'guess', 'x'.repeat(5000)]) } }),
      () => ({ method: 'GET', url: `/api/assessments?page=${random.pick(['1', '-1', 'abc', '1e400', '99999999999', ''])}&limit=${random.pick(['10', '0', '1000', 'x'])}&search=${encodeURIComponent(random.pick(NASTY_STRINGS))}&status=${random.pick(['draft', 'x', ''])}`, headers: { cookie } }),
      () => ({ method: 'GET', url: `/api/assessments/export.csv?search=${encodeURIComponent(random.pick(NASTY_STRINGS))}`, headers: { cookie } }),
      () => ({ method: 'DELETE', url: `/api/assessments/${random.pick(ids)}`, headers: { cookie } }),
      () => ({ method: 'POST', url: `/api/assessments/${random.pick(ids)}/exports`, headers: { cookie } }),
      () => ({ method: 'GET', url: `/api/assessments/${random.pick(ids)}/history`, headers: { cookie } }),
      () => ({ method: 'POST', url: '/api/auth/login' }),
      () => ({ method: 'POST', url: '/api/auth/password-reset/request' }),
      () => ({ method: 'POST', url: '/api/auth/password-reset/confirm' }),
      () => ({ method: 'GET', url: '/api/auth/session', headers: { cookie: `e8_session=${random.pick(NASTY_STRINGS)}` } }),
      () => ({ method: 'GET', url: '/api/dashboard', headers: { cookie } }),
      () => ({ method: random.pick(['PATCH', 'OPTIONS', 'HEAD', 'GET']), url: random.pick(['/api/nothing', '/api', '/api/assessments/x/y/z', '/%00']) }),
    ];
    const total = scale(1500, 12_000);
    let created = 0;
    const serverErrors: string[] = [];
    for (let index = 0; index < total; index += 1) {
      const options = random.pick(routes)();
      if (options.method === 'POST' || options.method === 'PUT') {
        const { payload, contentType } = randomBody(random);
        options.payload = payload;
        options.headers = { ...options.headers, 'content-type': contentType };
      }
      const response = await app.inject(options);
      if (response.statusCode >= 500) serverErrors.push(`${options.method} ${options.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (options.method === 'POST' && options.url === '/api/assessments' && response.statusCode === 201) created += 1;
    }
    console.info(`fuzz: ${total} requests, ${serverErrors.length} answered 5xx, ${created} assessments created`);
    expect(serverErrors).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await countAssessments(database.db)).toBe(created);
    // Nothing partial: every stored assessment has its eight controls (completed) or none missing from a draft's answers.
    const partial = await database.db
      .selectFrom('assessments')
      .leftJoin('assessment_controls', 'assessment_controls.assessment_id', 'assessments.id')
      .select(['assessments.id', (eb) => eb.fn.count<number | string>('assessment_controls.control_id').as('controls')])
      .where('assessments.status', '=', 'completed')
      .groupBy('assessments.id')
      .execute();
    expect(partial.filter((row) => Number(row.controls) !== 8)).toEqual([]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
