/**
 * Two builds of the server measured side by side, in turns, against the hello ceiling of each turn: on a machine
 * others share, a figure taken minutes apart says more about the machine than about the build. Each turn measures
 * the hello route, then each route on one build and on the other; a ratio is a route's req/s over that turn's hello.
 * `npx tsx bench/compare-builds.ts <folder with the old dist/> <folder with the new dist/>` (BENCH_SECONDS per
 * measurement, default 4; BENCH_TURNS, default 3; BENCH_DATABASE=PostgreSQL for PostgreSQL, SQLite by default). 10,000
 * stored, 10 connections.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { detailedAssessmentBody } from '../tests/support/assessments';
import { freePort } from '../tests/support/free-port';
import { benchRequests, scratchPostgres } from './api';
import { seedAssessments } from './seed';
import { startArguments } from './server-command';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const TURNS = Number(process.env.BENCH_TURNS ?? 3);
const STORED = 10_000;
const [oldDir = '', newDir = ''] = process.argv.slice(2);

async function start(args: string[], env: Record<string, string>, cwd: string, readyPath: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await fetch(`${base}${readyPath}`).then((response) => response.ok, () => false)) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server in ${cwd} did not start`);
}

function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(base: string, pid: number, request?: autocannon.Request) {
  const before = cpuMs(pid);
  const result = await autocannon({ url: base, connections: 10, duration: SECONDS, ...(request ? { requests: [request] } : {}) });
  return { rps: result.requests.average, cpuUs: ((cpuMs(pid) - before) * 1000) / Math.max(1, result.requests.total), errors: result.non2xx + result.errors };
}

const postgres = process.env.BENCH_DATABASE === 'PostgreSQL';
/** A seeded database of its own for each build: a SQLite folder, or a PostgreSQL database. */
async function seededDatabase(): Promise<{ dataDir: string; databaseUrl: string | undefined; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-compare-'));
  const scratch = postgres ? await scratchPostgres() : undefined;
  const { db } = openDatabase({ databaseUrl: scratch?.url, dataDir, onConnectionLost: () => undefined });
  await migrateToLatest(db);
  await seedAssessments({ databaseUrl: scratch?.url, dataDir }, STORED);
  await db.destroy();
  return { dataDir, databaseUrl: scratch?.url, drop: async () => { await scratch?.drop(); fs.rmSync(dataDir, { recursive: true, force: true }); } };
}

const hello = await start(['--import', 'tsx', new URL('./hello.ts', import.meta.url).pathname], {}, process.cwd(), '/');
const builds = [];
for (const [name, folder] of [['before', oldDir], ['after', newDir]] as const) {
  const database = await seededDatabase();
  const server = await start(
    startArguments(),
    { E8_RATE_LIMITS: 'off', LOG_LEVEL: 'warn', E8_SUPPORT_USERNAME: 'bench', E8_SUPPORT_PASSWORD: 'Bench-Passw0rd!', E8_DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' },
    folder,
    '/api/health',
  );
  const requests = await benchRequests(server.base, STORED);
  const detailed = (await (await fetch(`${server.base}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(detailedAssessmentBody()) })).json()) as { id: string; accessKey: string };
  const routes: [string, autocannon.Request][] = [
    ['read (quick check)', requests.read],
    ['read (detailed)', { method: 'GET', path: `/api/assessments/${detailed.id}`, headers: { 'x-access-key': detailed.accessKey } }],
    ['support read (list page 1)', requests.pageOne],
    ['save', requests.save],
  ];
  for (const [, request] of routes) await autocannon({ url: server.base, connections: 10, duration: 2, requests: [request] });
  builds.push({ name, server, routes, database });
}
await autocannon({ url: hello.base, connections: 10, duration: 2 });

const ratios = new Map<string, { ratio: number[]; cpuUs: number[] }>();
for (let turn = 1; turn <= TURNS; turn += 1) {
  const ceiling = await measure(hello.base, hello.child.pid ?? 0);
  console.log(`turn ${turn}: hello ${Math.round(ceiling.rps)} req/s, ${ceiling.cpuUs.toFixed(0)} µs CPU`);
  for (const routeIndex of [0, 1, 2, 3]) {
    // The order of the builds alternates by turn, so neither always runs second.
    for (const build of turn % 2 === 1 ? builds : [...builds].reverse()) {
      const [route, request] = build.routes[routeIndex]!;
      const result = await measure(build.server.base, build.server.child.pid ?? 0, request);
      const key = `${route} | ${build.name}`;
      const entry = ratios.get(key) ?? { ratio: [], cpuUs: [] };
      entry.ratio.push(result.rps / ceiling.rps);
      entry.cpuUs.push(result.cpuUs);
      ratios.set(key, entry);
      console.log(`  ${key}: ${Math.round(result.rps)} req/s, ${(result.rps / ceiling.rps).toFixed(3)} of hello, ${result.cpuUs.toFixed(0)} µs CPU, ${result.errors} errors`);
    }
  }
}
const range = (values: number[], digits: number) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
console.log('\n| Route | Build | Of the hello ceiling | CPU µs a request |\n|---|---|---|---|');
for (const [key, entry] of ratios) {
  const [route, build] = key.split(' | ');
  console.log(`| ${route} | ${build} | ${range(entry.ratio, 3)} | ${range(entry.cpuUs, 0)} |`);
}
for (const build of builds) {
  build.server.child.kill('SIGTERM');
  await new Promise((resolve) => build.server.child.once('exit', resolve));
  await build.database.drop();
}
hello.child.kill('SIGTERM');
