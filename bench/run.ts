/**
 * `npm run bench`: API throughput and latency (SQLite and PostgreSQL, 10,000 and 100,000 stored
 * assessments, 10 and 100 connections, against a plain Fastify hello route as the ceiling), report
 * times in Node and Chromium, what each page loads, and the server's peak memory. Writes a dated
 * table to docs/benchmarks.md. Loopback only; every run is bounded (BENCH_SECONDS, default 5).
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { completedAssessmentBody } from '../tests/support/assessments';
import { TEST_POSTGRES_URL } from '../tests/support/databases';
import { browserReportTimes, pageWeights } from './browser';
import { lighthouseScores } from './lighthouse';
import { startTestServer } from '../tests/e2e/server';
import { nodeReportTimes } from './reports';
import { seedAssessments } from './seed';
import { freePort } from '../tests/support/free-port';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const lines: string[] = [];


function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve(child));
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}

function peakMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function load(url: string, connections: number, request: autocannon.Request): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration: SECONDS, requests: [request] });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

// The ceiling.
const helloPort = await freePort();
const hello = await start('bench/hello.ts', { PORT: String(helloPort) });
const ceiling: Record<number, Awaited<ReturnType<typeof load>>> = {};
for (const connections of [10, 100]) ceiling[connections] = await load(`http://127.0.0.1:${helloPort}`, connections, { method: 'GET', path: '/' });
await stop(hello);

const apiRows: string[] = [];
let peakMemory = 0;
for (const kind of ['SQLite', 'PostgreSQL'] as const) {
  for (const size of SIZES) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-bench-'));
    let databaseUrl = '';
    let dropDatabase = async () => undefined;
    if (kind === 'PostgreSQL') {
      const name = `e8_bench_${Date.now()}`;
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      };
    }
    const { db } = openDatabase({ databaseUrl: databaseUrl || undefined, dataDir, onConnectionLost: () => undefined });
    await migrateToLatest(db);
    const seeded = performance.now();
    await seedAssessments(db, size);
    console.log(`${kind}: seeded ${size} assessments in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    await db.destroy();

    const port = await freePort();
    const server = await start('bench/serve.ts', { PORT: String(port), E8_DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const base = `http://127.0.0.1:${port}`;
    const saved = (await (await fetch(`${base}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(completedAssessmentBody()) })).json()) as { id: string; accessKey: string };
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench', password: 'Bench-Passw0rd!' }) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const lastPage = Math.ceil((size + 1) / 10);
    const routes: [string, autocannon.Request][] = [
      ['save', { method: 'POST', path: '/api/assessments', headers: { 'content-type': 'application/json' }, body: JSON.stringify(completedAssessmentBody()) }],
      ['read one', { method: 'GET', path: `/api/assessments/${saved.id}`, headers: { 'x-access-key': saved.accessKey } }],
      ['list page 1', { method: 'GET', path: '/api/assessments?page=1', headers: { cookie } }],
      [`list last page (${lastPage})`, { method: 'GET', path: `/api/assessments?page=${lastPage}`, headers: { cookie } }],
    ];
    for (const [label, request] of routes) {
      for (const connections of [10, 100]) {
        const result = await load(base, connections, request);
        const ratio = ((result.rps / ceiling[connections]!.rps) * 100).toFixed(1);
        apiRows.push(`| ${kind} | ${size.toLocaleString('en-AU')} | ${label} | ${connections} | ${Math.round(result.rps)} | ${result.p50} | ${result.p99} | ${ratio}% | ${result.errors} |`);
        console.log(apiRows.at(-1));
      }
    }
    peakMemory = Math.max(peakMemory, peakMemoryMb(server.pid ?? 0));
    await stop(server);
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const nodeTimes = await nodeReportTimes(10);
const browserTimes = await browserReportTimes(10);
const weights = await pageWeights();
const lighthouseServer = await startTestServer();
const resultsId = await (async () => {
  const saved = (await (await fetch(`${lighthouseServer.url}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(completedAssessmentBody()) })).json()) as { id: string };
  return saved.id;
})();
// The results page needs its access key in the browser; without it Lighthouse measures the page as a stranger sees it.
const scores = await lighthouseScores([
  { page: '/', url: `${lighthouseServer.url}/` },
  { page: '/assessment', url: `${lighthouseServer.url}/assessment` },
  { page: '/assessment/results', url: `${lighthouseServer.url}/assessment/results?id=${resultsId}` },
]);
await lighthouseServer.stop();

const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
const date = new Date().toISOString().slice(0, 10);
lines.push(
  `## ${date}, commit ${commit}`,
  '',
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}; Node ${process.version}. Each API run lasts ${SECONDS} s (autocannon, loopback).`,
  '',
  '### API',
  '',
  `Ceiling, a plain Fastify hello route: ${Math.round(ceiling[10]!.rps)} req/s at 10 connections (p50 ${ceiling[10]!.p50} ms, p99 ${ceiling[10]!.p99} ms), ${Math.round(ceiling[100]!.rps)} req/s at 100 (p50 ${ceiling[100]!.p50} ms, p99 ${ceiling[100]!.p99} ms).`,
  '',
  '| Database | Stored | Route | Connections | Req/s | p50 ms | p99 ms | Of ceiling | Errors |',
  '|---|---|---|---|---|---|---|---|---|',
  ...apiRows,
  '',
  `Peak resident memory of the server over all API runs: ${peakMemory.toFixed(0)} MB.`,
  '',
  '### Reports (median of 10)',
  '',
  '| Report | Node | Chromium |',
  '|---|---|---|',
  ...(['summary PDF', 'detailed PDF', 'Word report'] as const).map((name) => `| ${name} | ${nodeTimes[name].toFixed(0)} ms | ${browserTimes[name].toFixed(0)} ms |`),
  '',
  '### Lighthouse (mobile preset)',
  '',
  '| Page | Performance | Accessibility | Best practices | SEO | LCP |',
  '|---|---|---|---|---|---|',
  ...scores.map((row) => `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} ms |`),
  '',
  '### What each page loads before the user acts (gzipped)',
  '',
  '| Page | JavaScript | CSS |',
  '|---|---|---|',
  ...weights.map((weight) => `| ${weight.page} | ${(weight.js / 1024).toFixed(1)} KB | ${(weight.css / 1024).toFixed(1)} KB |`),
  '',
);
const file = 'docs/benchmarks.md';
const header = '# Benchmarks\n\nProduced by `npm run bench` (after `npm run build`); the newest run first.\n\n';
const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').replace(header, '') : '';
fs.writeFileSync(file, header + lines.join('\n') + '\n' + previous);
console.log(`Wrote ${file}`);
