/**
 * The API part of `npm run bench`: requests per second and latency for save, read one, list page 1,
 * a middle page and the last page, at 10 and 100 connections, on SQLite and PostgreSQL with the
 * given numbers of stored assessments, against a plain Fastify hello route as the ceiling.
 * Run alone with `npx tsx bench/api.ts` (BENCH_SIZES, BENCH_SECONDS, BENCH_DATABASES=SQLite,PostgreSQL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { completedAssessmentBody } from '../tests/support/assessments';
import { TEST_POSTGRES_URL } from '../tests/support/databases';
import { freePort } from '../tests/support/free-port';
import { seedAssessments } from './seed';
import { startArguments } from './server-command';

export type DatabaseName = 'SQLite' | 'PostgreSQL';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of the Node server process per request (user + system), in µs: steadier than req/s on a busy machine. */
  cpuPerRequestUs: number;
}

export interface ApiRow extends LoadResult {
  database: DatabaseName;
  stored: number;
  route: string;
  connections: number;
}

export interface ApiBenchmark {
  ceiling: Record<number, LoadResult>;
  rows: ApiRow[];
  /** The largest peak resident memory (VmHWM) of any server process, in MB. */
  peakMemoryMb: number;
}

const CONNECTIONS = [10, 100];
const WARM_UP_SECONDS = 2;

/** The settings the measured server runs with: one address sends everything, so rate limits are off. */
const PRODUCTION_SETTINGS = { E8_RATE_LIMITS: 'off', LOG_LEVEL: 'warn', E8_SUPPORT_USERNAME: 'bench', E8_SUPPORT_PASSWORD: 'Bench-Passw0rd!' };

/** Starts a server process and resolves once `readyPath` answers 200. */
async function start(args: string[], env: Record<string, string>, port: number, readyPath = '/api/health'): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}`))));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = await Promise.race([
      fetch(`http://127.0.0.1:${port}${readyPath}`).then((response) => response.ok, () => false),
      exited,
    ]);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not answer within 30 s`);
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

function peakMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** User plus system CPU time a process has used, in ms (from /proc, in ticks of 10 ms). */
function cpuTimeMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function load(url: string, server: ChildProcess, connections: number, seconds: number, request: autocannon.Request): Promise<LoadResult> {
  const pid = server.pid ?? 0;
  const cpuBefore = cpuTimeMs(pid);
  const result = await autocannon({ url, connections, duration: seconds, requests: [request] });
  const cpuPerRequestUs = ((cpuTimeMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts, cpuPerRequestUs };
}

/** A throwaway PostgreSQL database and the way to drop it. */
export async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e8_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The requests the benchmark and bench/profile.ts send to a server holding `stored` assessments: it
 * saves one assessment to read back and signs in the support user the server was started with.
 */
export async function benchRequests(base: string, stored: number) {
  const json = { 'content-type': 'application/json' };
  const saved = (await (await fetch(`${base}/api/assessments`, { method: 'POST', headers: json, body: JSON.stringify(completedAssessmentBody()) })).json()) as { id: string; accessKey: string };
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'bench', password: 'Bench-Passw0rd!' }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const lastPage = Math.ceil((stored + 1) / 10);
  const middlePage = Math.ceil(lastPage / 2);
  const page = (number: number): autocannon.Request => ({ method: 'GET', path: `/api/assessments?page=${number}`, headers: { cookie } });
  return {
    middlePage,
    lastPage,
    read: { method: 'GET', path: `/api/assessments/${saved.id}`, headers: { 'x-access-key': saved.accessKey } } satisfies autocannon.Request,
    pageOne: page(1),
    middle: page(middlePage),
    last: page(lastPage),
    save: { method: 'POST', path: '/api/assessments', headers: json, body: JSON.stringify(completedAssessmentBody()) } satisfies autocannon.Request,
  };
}

/** Runs the whole API benchmark; prints each row as it is measured. */
export async function apiBenchmark(options: { sizes: number[]; seconds: number; databases: DatabaseName[] }): Promise<ApiBenchmark> {
  const helloPort = await freePort();
  const hello = await start(['--import', 'tsx', 'bench/hello.ts'], {}, helloPort, '/');
  const ceiling: Record<number, LoadResult> = {};
  await autocannon({ url: `http://127.0.0.1:${helloPort}`, connections: 10, duration: WARM_UP_SECONDS });
  for (const connections of CONNECTIONS) ceiling[connections] = await load(`http://127.0.0.1:${helloPort}`, hello, connections, options.seconds, { method: 'GET', path: '/' });
  await stop(hello);
  console.log(`ceiling: ${Math.round(ceiling[10]!.rps)} req/s at 10 connections, ${ceiling[10]!.cpuPerRequestUs.toFixed(0)} µs CPU per request`);

  const rows: ApiRow[] = [];
  let peak = 0;
  for (const database of options.databases) {
    for (const size of options.sizes) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-bench-'));
      const postgres = database === 'PostgreSQL' ? await scratchPostgres() : undefined;
      const { db } = openDatabase({ databaseUrl: postgres?.url, dataDir, onConnectionLost: () => undefined });
      await migrateToLatest(db);
      const seeded = performance.now();
      await seedAssessments({ databaseUrl: postgres?.url, dataDir }, size);
      console.log(`${database}: seeded ${size} assessments in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
      await db.destroy();

      const port = await freePort();
      // The server as `npm start` runs it, Node flags included (needs `npm run build:server`), with rate limits off and warnings only in the log.
      const server = await start(startArguments(), { ...PRODUCTION_SETTINGS, E8_DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' }, port);
      const base = `http://127.0.0.1:${port}`;
      const { read, pageOne, middle, last, save, middlePage, lastPage } = await benchRequests(base, size);
      const routes: [string, autocannon.Request][] = [
        ['read one', read],
        ['list page 1', pageOne],
        [`list middle page (${middlePage})`, middle],
        [`list last page (${lastPage})`, last],
        // Saves last: each run adds thousands of rows, which would move the pages measured after it.
        ['save', save],
      ];
      for (const [route, request] of routes) {
        // Unmeasured warm-up: the first seconds of a route run before V8 has compiled its code, which a
        // server that has been up for a while never sees again (a read costs 240 µs of CPU cold, 140 µs warm).
        await autocannon({ url: base, connections: 10, duration: WARM_UP_SECONDS, requests: [request] });
        for (const connections of CONNECTIONS) {
          const row = { database, stored: size, route, connections, ...(await load(base, server, connections, options.seconds, request)) };
          rows.push(row);
          console.log(`${database} ${size} ${route} @${connections}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${((row.rps / ceiling[connections]!.rps) * 100).toFixed(1)}% of ceiling, ${row.cpuPerRequestUs.toFixed(0)} µs CPU, ${row.errors} errors`);
        }
      }
      peak = Math.max(peak, peakMemoryMb(server.pid ?? 0));
      await stop(server);
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { ceiling, rows, peakMemoryMb: peak };
}

/** The API section of docs/benchmarks.md. */
export function apiTable({ ceiling, rows, peakMemoryMb: peak }: ApiBenchmark): string[] {
  const c10 = ceiling[10]!;
  const c100 = ceiling[100]!;
  return [
    `Ceiling, a plain Fastify hello route: ${Math.round(c10.rps)} req/s at 10 connections (p50 ${c10.p50} ms, p99 ${c10.p99} ms, ${c10.cpuPerRequestUs.toFixed(0)} µs CPU a request), ${Math.round(c100.rps)} req/s at 100 (p50 ${c100.p50} ms, p99 ${c100.p99} ms).`,
    '',
    'CPU is the Node server process\'s own user and system time per request (PostgreSQL\'s processes not included): it varies less than requests per second when something else shares the two cores.',
    '',
    '| Database | Stored | Route | Connections | Req/s | p50 ms | p99 ms | Of ceiling | CPU µs a request | Errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.stored.toLocaleString('en-AU')} | ${row.route} | ${row.connections} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${((row.rps / ceiling[row.connections]!.rps) * 100).toFixed(1)}% | ${row.cpuPerRequestUs.toFixed(0)} | ${row.errors} |`,
    ),
    '',
    `Peak resident memory of the server over all API runs: ${peak.toFixed(0)} MB.`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await apiBenchmark({
    sizes: (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number),
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    databases: (process.env.BENCH_DATABASES ?? 'SQLite,PostgreSQL').split(',').filter((name): name is DatabaseName => name === 'SQLite' || name === 'PostgreSQL'),
  });
  console.log(apiTable(result).join('\n'));
}
