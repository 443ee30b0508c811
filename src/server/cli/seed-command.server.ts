/**
 * Fills a database with realistic sample assessments, for demonstrations and benchmarks:
 *
 *   npm run seed -- --count 100000                       # the app's database (DATABASE_URL, or E8_DATA_DIR's SQLite file)
 *   npm run seed -- --count 1000000 --database postgres://user@host/db
 *   npm run seed -- --count 5000 --database ./demo/e8.sqlite --seed-value 7
 *
 * It adds to what is there (nothing is deleted), migrating the database first.
 *
 * seed.server.ts runs it with the process's arguments, environment and standard streams.
 */
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { loadConfig } from '../config.server';
import { parseSeedArguments } from '../seed/seed-arguments.server';
import { isPostgresUrl, seedDatabase, type SeedTarget } from '../seed/seed-database.server';
import { exitStatusOf, writeLine, type CommandIo } from './command-io.server';

/** Progress is printed each time this many more assessments are in. */
const PROGRESS_EVERY = 100_000;

const number = (value: number) => value.toLocaleString('en-AU', { maximumFractionDigits: 0 });
const seconds = (value: number) => `${value.toFixed(1)} s`;

/** Where to seed: --database when given, otherwise the database the app itself would open. */
function targetOf(database: string | undefined, env: NodeJS.ProcessEnv): SeedTarget {
  if (database !== undefined) return isPostgresUrl(database) ? { kind: 'postgres', url: database } : { kind: 'sqlite', file: path.resolve(database) };
  const config = loadConfig(env);
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'sqlite', file: path.resolve(config.dataDir, 'e8.sqlite') };
}

/** A target in words, without a password a URL may hold. */
function describe(target: SeedTarget): string {
  if (target.kind === 'sqlite') return `SQLite at ${target.file}`;
  const url = new URL(target.url);
  if (url.password) url.password = '****';
  return `PostgreSQL at ${url.toString()}`;
}

/** Runs `npm run seed -- <args>`: prints its progress and how it went, or why it could not, and answers the exit status. */
export function runSeedCommand(io: CommandIo): Promise<number> {
  return exitStatusOf(() => seed(io), io.stderr);
}

async function seed({ args: argv, env, stdout }: CommandIo): Promise<void> {
  const args = parseSeedArguments(argv);
  const target = targetOf(args.database, env);
  const seedValue = args.seedValue ?? randomInt(0, 2 ** 32 - 1);
  writeLine(stdout, `Adding ${number(args.count)} sample assessments to ${describe(target)} (seed value ${seedValue})…`);
  const started = performance.now();
  let nextReport = PROGRESS_EVERY;
  const report = await seedDatabase(target, {
    count: args.count,
    seedValue,
    onProgress: (done) => {
      if (done < nextReport) return;
      nextReport = (Math.floor(done / PROGRESS_EVERY) + 1) * PROGRESS_EVERY;
      const elapsed = (performance.now() - started) / 1000;
      writeLine(stdout, `  ${number(done)} assessments written, ${number(done / elapsed)} a second`);
    },
  });
  const total = (performance.now() - started) / 1000;
  writeLine(
    stdout,
    `Added ${number(report.count)} assessments in ${seconds(total)} (${number(report.count / total)} a second): ` +
      `writing the rows ${seconds(report.loadSeconds)} (${number(report.count / report.loadSeconds)} a second), ` +
      `indexes and statistics ${seconds(report.indexSeconds)}, kept figures ${seconds(report.figuresSeconds)}.`,
  );
}
