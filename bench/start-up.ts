/**
 * How soon the server answers after starting on a large database, and how it answers while the daily refresh of
 * lapsed review dates runs (issue 40: 315 s to a first health check at a million seeded assessments on SQLite).
 * Fills a fresh database with BENCH_ASSESSMENTS assessments (a million unless set: a thousand seeded samples, the
 * rest copies made in SQL), makes BENCH_LAPSED of them (10,000 unless set) have passed their alternate controls'
 * review dates, starts the built server on it and sends GET /api/health every 25 ms from the moment the process
 * starts until the refresh logs its end. Prints the time to the first answer, the health checks' median, p99 and
 * maximum, and how long the refresh took. SQLite, then PostgreSQL on E8_TEST_POSTGRES_URL's server
 * (BENCH_DATABASES=SQLite for one). Loopback only; stops by itself.
 * Run: npx tsx bench/start-up.ts
 */
import { freshPostgres, freshSqlite, type TestDatabase } from '../tests/support/databases';
import { fillAssessments, lapseAlternateControls, watchStartUp } from '../tests/support/assessments-at-scale';
import { freePort } from '../tests/support/free-port';
import { buildServerBundle } from '../tests/support/server-bundle';
import { percentile } from './percentile';

const ASSESSMENTS = Number(process.env.BENCH_ASSESSMENTS ?? 1_000_000);
const LAPSED = Number(process.env.BENCH_LAPSED ?? 10_000);

async function measure(name: string, open: () => Promise<TestDatabase>, main: string): Promise<void> {
  const database = await open();
  try {
    const filling = performance.now();
    await fillAssessments(database, ASSESSMENTS, 1_000);
    await lapseAlternateControls(database.db, LAPSED);
    console.log(`${name}: ${ASSESSMENTS.toLocaleString('en-AU')} assessments made in ${((performance.now() - filling) / 1000).toFixed(0)} s, ${LAPSED.toLocaleString('en-AU')} past a review date`);
    const watch = await watchStartUp(main, { ...database.env, PORT: String(await freePort()) }, /Review dates: lowered the levels of \d+ assessment/, 30 * 60_000);
    const first = watch.checks[0];
    const during = watch.checks.map((check) => check.ms);
    console.log(
      `${name}: first health answer ${first ? ((first.sentAt + first.ms) / 1000).toFixed(2) : 'never'} s after start; refresh ended ${watch.untilAt === undefined ? 'never' : `${(watch.untilAt / 1000).toFixed(1)} s`} after start; ` +
        `${during.length} health checks meanwhile: median ${percentile(during, 50).toFixed(1)} ms, p99 ${percentile(during, 99).toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms`,
    );
  } finally {
    await database.cleanup();
  }
}

const bundle = buildServerBundle();
try {
  const chosen = process.env.BENCH_DATABASES ?? 'SQLite,PostgreSQL';
  if (chosen.includes('SQLite')) await measure('SQLite', freshSqlite, bundle.main);
  if (chosen.includes('PostgreSQL')) await measure('PostgreSQL', freshPostgres, bundle.main);
} finally {
  bundle.remove();
}
