/**
 * The CSV export of every stored assessment, measured on the built server (`npm run build:server`) as `npm start` runs it:
 * the time to the first byte, the total time, the size and number of lines of the file, and the server process's resident
 * memory (VmRSS before, VmHWM after: its peak over its whole life, start-up included).
 *
 * Run: npx tsx bench/csv-export.ts [--count 1000000] [--database postgres://…] [--data-dir DIR]
 * Without --database it uses the SQLite file in --data-dir (default a new temporary folder). An empty database is first
 * filled with `count` assessments (bench/seed.ts); one that already holds assessments is measured as it is, so a large
 * fill can serve several runs. The database is left in place: drop it (or remove the folder) afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { freePort } from '../tests/support/free-port';
import { seedAssessments } from './seed';
import { startArguments } from './server-command';

const USERNAME = 'bench';
const PASSWORD = 'Bench-Passw0rd!';

/** A line of /proc/<pid>/status in MB, e.g. VmRSS or VmHWM. */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith(`${field}:`));
  return Number(/(\d+) kB/.exec(line ?? '')?.[1] ?? NaN) / 1024;
}

/** Migrates the database and fills it with `count` assessments when it holds none; gives how many it holds. */
async function prepare(databaseUrl: string | undefined, dataDir: string, count: number): Promise<number> {
  const { db } = openDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(db);
    const stored = async () => Number((await db.selectFrom('assessments').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    if ((await stored()) === 0) {
      const started = performance.now();
      await seedAssessments({ databaseUrl, dataDir }, count);
      console.log(`seeded ${count} assessments in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    return await stored();
  } finally {
    await db.destroy();
  }
}

/** Starts the built server and resolves once its health check answers. */
async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, startArguments(), {
    env: { ...process.env, ...env, PORT: String(port), E8_RATE_LIMITS: 'off', LOG_LEVEL: 'warn', E8_SUPPORT_USERNAME: USERNAME, E8_SUPPORT_PASSWORD: PASSWORD },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer its health check within a minute');
}

/** Downloads the export as a browser would, counting bytes and lines without keeping them. */
async function download(base: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${base}/api/assessments/export.csv`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.value.length;
    for (let at = chunk.value.indexOf(10); at !== -1; at = chunk.value.indexOf(10, at + 1)) lines += 1;
  }
  return { firstByteMs, totalMs: performance.now() - started, bytes, lines };
}

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000000' }, database: { type: 'string' }, 'data-dir': { type: 'string' } } });
const count = Number(values.count);
const databaseUrl = values.database;
const dataDir = values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'e8-csv-bench-'));
if (!fs.existsSync('dist/server/main.mjs')) throw new Error('Build the server first: npm run --silent build:server');

const stored = await prepare(databaseUrl, dataDir, count);
const port = await freePort();
const server = await startServer({ E8_DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' }, port);
try {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: USERNAME, password: PASSWORD }) });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const pid = server.pid ?? 0;
  const rssBefore = memoryMb(pid, 'VmRSS');
  const result = await download(base, cookie);
  const peak = memoryMb(pid, 'VmHWM');
  console.log(
    [
      `${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${stored} assessments stored`,
      `first byte after ${result.firstByteMs.toFixed(0)} ms, whole file after ${(result.totalMs / 1000).toFixed(1)} s`,
      `${result.lines - 1} rows, ${(result.bytes / 1024 / 1024).toFixed(0)} MB (${((result.lines - 1) / (result.totalMs / 1000)).toFixed(0)} rows/s)`,
      `server RSS ${rssBefore.toFixed(0)} MB before, peak (VmHWM) ${peak.toFixed(0)} MB`,
    ].join('\n  '),
  );
} finally {
  server.kill('SIGTERM');
}
