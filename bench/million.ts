/**
 * The large-data part of `npm run bench`: on SQLite and PostgreSQL, seeds BENCH_MILLION (default
 * 1,000,000) assessments through the same loader as `npm run seed`, then measures, against the built
 * server, the dashboard, searches, list pages with and without a status filter and the CSV export of
 * every row (first bytes, whole file, the server's peak resident memory). Run alone with
 * `npx tsx bench/million.ts` (BENCH_MILLION, BENCH_SECONDS, BENCH_DATABASES=SQLite,PostgreSQL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { freePort } from '../tests/support/free-port';
import { scratchPostgres, type DatabaseName } from './api';
import { seedAssessments } from './seed';
import { startArguments } from './server-command';

/** One measured route: latency at one connection (a person using the page) and at ten (a team at once). */
export interface MillionRow {
  database: DatabaseName;
  route: string;
  /** How many assessments the route's answer said match (its `total`), where it has one. */
  matches: number | undefined;
  one: { p50: number; p99: number; rps: number };
  ten: { p50: number; p99: number; rps: number };
  errors: number;
}

/** The whole-file CSV export of every stored assessment. */
export interface ExportRun {
  database: DatabaseName;
  rows: number;
  firstByteMs: number;
  totalMs: number;
  megabytes: number;
  /** The server's peak resident memory (VmHWM) over its whole life, which holds only this export. */
  peakMemoryMb: number;
}

export interface SeedRun {
  database: DatabaseName;
  count: number;
  seconds: number;
}

export interface MillionBenchmark {
  stored: number;
  seeds: SeedRun[];
  rows: MillionRow[];
  exports: ExportRun[];
}

const SUPPORT = { username: 'bench', password: 'Bench-Passw0rd!' };
const SETTINGS = { E8_RATE_LIMITS: 'off', LOG_LEVEL: 'warn', E8_SUPPORT_USERNAME: SUPPORT.username, E8_SUPPORT_PASSWORD: SUPPORT.password };
const WARM_UP_SECONDS = 2;

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, startArguments(), {
    env: { ...process.env, ...SETTINGS, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`the server exited ${code}`))));
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ready = await Promise.race([fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false), exited]);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer within 60 s');
}

async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

function peakMemoryMb(pid: number): number {
  return Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SUPPORT) });
  if (!response.ok) throw new Error(`signing in answered ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function latency(base: string, request: autocannon.Request, connections: number, seconds: number) {
  const result = await autocannon({ url: base, connections, duration: seconds, requests: [request] });
  // Requests autocannon gave up waiting for may still hold the server: the next run starts once it answers again.
  await fetch(`${base}/api/health`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx + result.timeouts };
}

/** The time to the first bytes and to the whole CSV of every assessment, read as a browser would. */
async function timeExport(base: string, cookie: string): Promise<{ rows: number; firstByteMs: number; totalMs: number; megabytes: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/assessments/export.csv`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  // Rows are one line each (the CSV's fields carry no line breaks from the seed); the header is the first.
  return { rows: lines - 1, firstByteMs, totalMs: performance.now() - started, megabytes: bytes / 2 ** 20 };
}

/** Seeds one database and measures it; the database is dropped afterwards. */
async function measureDatabase(database: DatabaseName, stored: number, seconds: number, result: MillionBenchmark): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-million-'));
  const postgres = database === 'PostgreSQL' ? await scratchPostgres() : undefined;
  try {
    const { db } = openDatabase({ databaseUrl: postgres?.url, dataDir, onConnectionLost: () => undefined });
    await migrateToLatest(db);
    const seeding = performance.now();
    await seedAssessments({ databaseUrl: postgres?.url, dataDir }, stored);
    const seedSeconds = (performance.now() - seeding) / 1000;
    result.seeds.push({ database, count: stored, seconds: seedSeconds });
    console.log(`${database}: seeded ${stored.toLocaleString('en-AU')} in ${seedSeconds.toFixed(1)} s (${Math.round(stored / seedSeconds).toLocaleString('en-AU')} a second)`);
    // A rare term: one organisation's full name as the seed wrote it, taken from the middle of the list.
    const rare = await sql<{ organisation_name: string }>`select organisation_name from assessments where seq = (select max(seq) / 2 from assessments)`.execute(db);
    const rareName = rare.rows[0]?.organisation_name ?? 'Seeded';
    await db.destroy();

    const env = { E8_DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' };
    const port = await freePort();
    const server = await startServer(env, port);
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base);
    const get = (pathname: string): autocannon.Request => ({ method: 'GET', path: pathname, headers: { cookie } });
    const totalOf = async (pathname: string) => {
      const body = (await (await fetch(`${base}${pathname}`, { headers: { cookie } })).json()) as { total?: number };
      return body.total;
    };
    const pages = Math.ceil(stored / 10);
    const routes: [string, string][] = [
      ['dashboard', '/api/dashboard'],
      ['list page 1', '/api/assessments?page=1'],
      [`list middle page (${Math.ceil(pages / 2)})`, `/api/assessments?page=${Math.ceil(pages / 2)}`],
      [`list last page (${pages})`, `/api/assessments?page=${pages}`],
      ['completed, page 1', '/api/assessments?page=1&status=completed'],
      ['completed, middle page', `/api/assessments?page=${Math.ceil(pages / 4)}&status=completed`],
      ['drafts, page 1', '/api/assessments?page=1&status=draft'],
      [`search "${rareName}" (one organisation)`, `/api/assessments?search=${encodeURIComponent(rareName)}`],
      ['search "ecole" (accents)', '/api/assessments?search=ecole'],
      ['search "pty" (common)', '/api/assessments?search=pty'],
      ['search "pty", page 20', '/api/assessments?search=pty&page=20'],
      ['search "ecole", completed', '/api/assessments?search=ecole&status=completed'],
      ['search "gmail" (email)', '/api/assessments?search=gmail'],
    ];
    for (const [route, pathname] of routes) {
      const request = get(pathname);
      await autocannon({ url: base, connections: 1, duration: WARM_UP_SECONDS, requests: [request] });
      const one = await latency(base, request, 1, seconds);
      const ten = await latency(base, request, 10, seconds);
      const row: MillionRow = { database, route, matches: pathname.startsWith('/api/assessments') ? await totalOf(pathname) : undefined, one, ten, errors: one.errors + ten.errors };
      result.rows.push(row);
      console.log(`${database} ${route}: 1 connection p50 ${one.p50} ms p99 ${one.p99} ms; 10 connections p50 ${ten.p50} ms p99 ${ten.p99} ms; ${row.errors} errors`);
    }
    await stopServer(server);

    // The export in a server of its own, so its peak memory is the export's alone.
    const exportPort = await freePort();
    const exporter = await startServer(env, exportPort);
    const exportBase = `http://127.0.0.1:${exportPort}`;
    const timed = await timeExport(exportBase, await signIn(exportBase));
    const run: ExportRun = { database, ...timed, peakMemoryMb: peakMemoryMb(exporter.pid ?? 0) };
    result.exports.push(run);
    console.log(`${database} CSV export: ${run.rows} rows, first bytes ${run.firstByteMs.toFixed(0)} ms, whole file ${(run.totalMs / 1000).toFixed(1)} s, ${run.megabytes.toFixed(0)} MB, server peak ${run.peakMemoryMb.toFixed(0)} MB`);
    await stopServer(exporter);
  } finally {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the large-data benchmark on each database in turn. */
export async function millionBenchmark(options: { stored: number; seconds: number; databases: DatabaseName[] }): Promise<MillionBenchmark> {
  const result: MillionBenchmark = { stored: options.stored, seeds: [], rows: [], exports: [] };
  for (const database of options.databases) await measureDatabase(database, options.stored, options.seconds, result);
  return result;
}

/** The large-data section of docs/benchmarks.md. */
export function millionTable(result: MillionBenchmark): string[] {
  const count = result.stored.toLocaleString('en-AU');
  return [
    `Seeding (\`npm run seed\`'s loader, rows, indexes and kept figures included): ${result.seeds.map((seed) => `${seed.database} ${Math.round(seed.count / seed.seconds).toLocaleString('en-AU')} a second (${seed.seconds.toFixed(0)} s for ${count})`).join('; ')}.`,
    '',
    `Each route is measured with ${count} assessments stored, first at one connection (one person at a time), then at ten at once (on two cores, ten connections queue behind each other).`,
    '',
    '| Database | Route | Matches | p50 ms (1) | p99 ms (1) | Req/s (1) | p50 ms (10) | p99 ms (10) | Req/s (10) | Errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...result.rows.map(
      (row) =>
        `| ${row.database} | ${row.route} | ${row.matches?.toLocaleString('en-AU') ?? ''} | ${row.one.p50} | ${row.one.p99} | ${Math.round(row.one.rps)} | ${row.ten.p50} | ${row.ten.p99} | ${Math.round(row.ten.rps)} | ${row.errors} |`,
    ),
    '',
    '| Database | CSV export of every row | First bytes | Whole file | Size | Server peak memory |',
    '|---|---|---|---|---|---|',
    ...result.exports.map(
      (run) => `| ${run.database} | ${run.rows.toLocaleString('en-AU')} rows | ${run.firstByteMs.toFixed(0)} ms | ${(run.totalMs / 1000).toFixed(1)} s | ${run.megabytes.toFixed(0)} MB | ${run.peakMemoryMb.toFixed(0)} MB |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await millionBenchmark({
    stored: Number(process.env.BENCH_MILLION ?? 1_000_000),
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    databases: (process.env.BENCH_DATABASES ?? 'SQLite,PostgreSQL').split(',').filter((name): name is DatabaseName => name === 'SQLite' || name === 'PostgreSQL'),
  });
  console.log(millionTable(result).join('\n'));
}
