/**
 * Where a route's time goes: runs bench/serve.ts on a seeded database, warms one route up, profiles
 * it under autocannon's load (the inspector's CPU profiler, started by SIGUSR2), and prints the functions with the most self time and the server's CPU
 * time per request. `npx tsx bench/profile.ts save|read|list|last [stored] [SQLite|PostgreSQL]`.
 * The full profile stays in the printed folder, for Chrome DevTools' Performance panel.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { freePort } from '../tests/support/free-port';
import { benchRequests, scratchPostgres } from './api';
import { seedAssessments } from './seed';
import { functionKey, selfTimeLines, type CpuProfile } from './cpu-profile';

const [route = 'read', storedText = '10000', database = 'SQLite'] = process.argv.slice(2);
const stored = Number(storedText);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-profile-'));
const postgres = database === 'PostgreSQL' ? await scratchPostgres() : undefined;
const { db } = openDatabase({ databaseUrl: postgres?.url, dataDir });
await migrateToLatest(db);
await seedAssessments({ databaseUrl: postgres?.url, dataDir }, stored);
await db.destroy();

const port = await freePort();
const profileDir = path.join(dataDir, 'profile');
fs.mkdirSync(profileDir);
const profileFile = path.join(profileDir, 'load.cpuprofile');
const server = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
  env: { ...process.env, PORT: String(port), E8_DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', E8_PROFILE_FILE: profileFile },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve()));
const base = `http://127.0.0.1:${port}`;
const prepared = await benchRequests(base, stored);
const requests: Record<string, autocannon.Request> = { save: prepared.save, read: prepared.read, list: prepared.pageOne, last: prepared.last };
// A second of warm-up, so the profile shows the route at speed rather than the first compilations.
await autocannon({ url: base, connections: 10, duration: 1, requests: [requests[route] ?? requests.read!] });
server.kill('SIGUSR2');
const cpuBefore = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(' ');
const result = await autocannon({ url: base, connections: 10, duration: 5, requests: [requests[route] ?? requests.read!] });
const cpuAfter = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(' ');
// utime + stime, in clock ticks of 10 ms.
const ticks = (stat: string[]) => Number(stat[13]) + Number(stat[14]);
const cpuMs = (ticks(cpuAfter) - ticks(cpuBefore)) * 10;
console.log(`${route} on ${database} with ${stored} stored: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`);
console.log(`server CPU per request: ${((cpuMs * 1000) / result.requests.total).toFixed(0)} µs`);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await postgres?.drop();

const profile = JSON.parse(fs.readFileSync(profileFile, 'utf8')) as CpuProfile;
console.log('self time, busy samples only:');
const sourceFile = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/src\//, 'src/');
for (const line of selfTimeLines(profile, functionKey, sourceFile, 30)) console.log(line);
console.log(`profile: ${profileDir}`);
