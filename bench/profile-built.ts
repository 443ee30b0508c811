/**
 * Where a route's time goes in the built server (a detailed assessment's read too) as `npm start` runs it: seeds a database, starts
 * dist/server/main.server.mjs under `node --cpu-prof`, warms the route up, loads it with autocannon, stops the
 * server (which writes the profile) and prints the functions and the files with the most self time.
 * `npx tsx bench/profile-built.ts read|detailed|save|list [stored] [SQLite|PostgreSQL] [seconds]`; needs a built dist/.
 */
import { spawn } from 'node:child_process';
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
import { functionKey, selfTimeLines, type CpuProfile, type ProfileNode } from './cpu-profile';

const [route = 'read', storedText = '10000', database = 'SQLite', secondsText = '8'] = process.argv.slice(2);
const stored = Number(storedText);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-profile-'));
const postgres = database === 'PostgreSQL' ? await scratchPostgres() : undefined;
const { db } = openDatabase({ databaseUrl: postgres?.url, dataDir, onConnectionLost: () => undefined });
await migrateToLatest(db);
await seedAssessments({ databaseUrl: postgres?.url, dataDir }, stored);
await db.destroy();

const port = await freePort();
const profileDir = path.join(dataDir, 'profile');
const args = startArguments();
const server = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...args], {
  env: { ...process.env, E8_RATE_LIMITS: 'off', LOG_LEVEL: 'warn', E8_SUPPORT_USERNAME: 'bench', E8_SUPPORT_PASSWORD: 'Bench-Passw0rd!', PORT: String(port), E8_DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let attempt = 0; attempt < 300; attempt += 1) {
  if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const prepared = await benchRequests(base, stored);
const detailed = (await (await fetch(`${base}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(detailedAssessmentBody()) })).json()) as { id: string; accessKey: string };
const requests: Record<string, autocannon.Request> = {
  save: prepared.save,
  read: prepared.read,
  detailed: { method: 'GET', path: `/api/assessments/${detailed.id}`, headers: { 'x-access-key': detailed.accessKey } },
  list: prepared.pageOne,
};
const request = requests[route] ?? prepared.read;
await autocannon({ url: base, connections: 10, duration: 2, requests: [request] });
const result = await autocannon({ url: base, connections: 10, duration: Number(secondsText), requests: [request] });
console.log(`${route} on ${database} with ${stored} stored: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ${result.non2xx} non-2xx`);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await postgres?.drop();

const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile in ${profileDir}`);
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
const builtFile = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/') || '(native)';
// A package (its name, with its scope), or the file itself for the built server, Node's own modules and native code.
const ownerKey = (_node: ProfileNode, where: string) =>
  where.startsWith('dist/') || where.startsWith('node:') || where === '(native)' ? where : where.split('/').slice(0, where.startsWith('@') ? 2 : 1).join('/');
console.log(`self time by function (busy samples only, start-up included):\n${selfTimeLines(profile, functionKey, builtFile, 40).join('\n')}`);
console.log(`\nself time by package or file:\n${selfTimeLines(profile, ownerKey, builtFile, 20).join('\n')}`);
console.log(`profile: ${path.join(profileDir, file)}`);
