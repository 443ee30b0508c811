import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/constants';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody } from '../../../tests/support/assessments';

const START = Date.UTC(2026, 10, 24, 1, 0);

describe.each(DATABASES)('the daily cap of new assessments per address on $name', ({ open }) => {
  // Three a day instead of 200, so the test sends a handful of requests (and stays under the per-minute limit).
  const suite = useTestApp(open, { start: START, empty: [], app: { rateLimits: true, newAssessmentsPerDay: 3 } });
  let address = 0;
  beforeEach(() => {
    // A fresh address per test: the counts outlive a test (in memory on SQLite).
    address += 1;
  });

  const from = () => `198.51.100.${address}`;
  const post = (remoteAddress = from()) => suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(), remoteAddress });
  const reassess = (saved: { id: string; accessKey: string }) =>
    suite.app.inject({ method: 'POST', url: `/api/assessments/${saved.id}/reassessments`, headers: { 'x-access-key': saved.accessKey }, remoteAddress: from() });

  it('refuses a fourth new assessment from one address in a day in words, with Retry-After, and takes them again a day after the first', async () => {
    const first = await post();
    expect(first.statusCode).toBe(201);
    suite.clock += 60 * 60 * 1000;
    expect((await post()).statusCode).toBe(201);
    const third = await reassess(first.json());
    expect(third.statusCode).toBe(201);

    suite.clock += 60 * 60 * 1000;
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'daily_limit',
        message:
          'This network address has started 3 new assessments in the last day, the most allowed. Please try again in 22 hours, or continue an assessment you have already started.',
      },
    });
    expect(refused.headers['retry-after']).toBe(String(22 * 60 * 60));
    expect((await reassess(first.json())).statusCode).toBe(429);
    // Another address has its own budget.
    expect((await post('203.0.113.9')).statusCode).toBe(201);

    suite.clock = START + DAY_MS;
    expect((await post()).statusCode).toBe(201);
  });

  it('counts a new assessment whose answers do not parse, and refuses one past the cap before reading its body', async () => {
    const unreadable = () => suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ timeline: 'never' }), remoteAddress: from() });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await unreadable()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(429);
    const refused = await unreadable();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('daily_limit');
  });

  it('does not count saving an assessment already started', async () => {
    const draft = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', organizationName: 'Draft Co' }, remoteAddress: from() })).json<{ id: string; accessKey: string }>();
    for (let save = 0; save < 5; save += 1) {
      const saved = await suite.app.inject({
        method: 'PUT',
        url: `/api/assessments/${draft.id}`,
        headers: { 'x-access-key': draft.accessKey },
        payload: { status: 'draft', organizationName: 'Draft Co' },
        remoteAddress: from(),
      });
      expect(saved.statusCode).toBe(200);
    }
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(429);
  });
});
