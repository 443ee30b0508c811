import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dayOf } from '../domain/calendar-day';
import { DATABASES, useTestDatabase, type TestDatabase } from '../../tests/support/databases';
import { fillAssessments, lapseAlternateControls, watchStartUp } from '../../tests/support/assessments-at-scale';
import { freePort } from '../../tests/support/free-port';
import { buildServerBundle, type ServerBundle } from '../../tests/support/server-bundle';

/** Assessments in the database the server starts on: enough that work in proportion to them shows (bench/start-up.ts measures a million). */
const ASSESSMENTS = 50_000;
/** Assessments seeded as samples; the rest are copies of them made in SQL, which takes a fraction of the time. */
const SEEDED = 1_000;
/** Assessments whose alternate controls are made to have passed their review dates, for the refresh to work out again. */
const LAPSED = 1_000;

let bundle: ServerBundle;
beforeAll(() => {
  bundle = buildServerBundle();
});
afterAll(() => bundle.remove());

describe.each(DATABASES)('start-up at 50,000 assessments on $name', ({ open }) => {
  let location: TestDatabase['env'];
  const database = useTestDatabase(async () => {
    const opened = await open();
    location = opened.env;
    return opened;
  });

  it('answers the health check within seconds of starting, and within a second throughout the refresh of lapsed review dates', { timeout: 300_000 }, async () => {
    const { db } = database;
    await fillAssessments({ db, env: location }, ASSESSMENTS, SEEDED);
    await lapseAlternateControls(db, LAPSED);
    const today = dayOf(Date.now(), DEFAULT_TIME_ZONE);
    const pastReview = async () => Number((await db.selectFrom('assessments').select((eb) => eb.fn.countAll<number | string>().as('count')).where('next_review_on', '<', today).executeTakeFirstOrThrow()).count);
    expect(await pastReview()).toBe(LAPSED);

    const { checks, untilAt: refreshedAt, output } = await watchStartUp(bundle.main, { ...location, PORT: String(await freePort()) }, /Review dates: lowered the levels of \d+ assessment/, 240_000);
    expect(refreshedAt, output).toBeDefined();
    const firstHealthy = checks[0];
    expect(firstHealthy, output).toBeDefined();
    // Listening before the refresh ends, and healthy within seconds of starting (315 s at a million before).
    expect(firstHealthy?.sentAt).toBeLessThan(refreshedAt ?? 0);
    expect((firstHealthy?.sentAt ?? Infinity) + (firstHealthy?.ms ?? 0)).toBeLessThan(10_000);
    // Every check during the refresh answered within a second.
    expect(checks.length).toBeGreaterThan(5);
    expect(Math.max(...checks.map((check) => check.ms))).toBeLessThan(1_000);
    const lowered = Number(/lowered the levels of (\d+) assessment/.exec(output)?.[1]);
    expect(lowered).toBeGreaterThan(0);
    expect(lowered).toBeLessThanOrEqual(LAPSED);
    expect(await pastReview()).toBe(0);
  });
});
