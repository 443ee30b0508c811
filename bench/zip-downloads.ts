/**
 * How much full-speed evidence ZIP downloads hold up other requests (issue 40's probe: one assessment filled to
 * 250 MB, 8 ZIP downloads at once held a health check for a median of 20.2 s on SQLite). Fills one assessment
 * with 25 files of 10 MB, starts the app on a port of its own in this process, reads the ZIP 8 times at once with
 * curl (each a process of its own, reading as fast as loopback carries it), and sends GET /api/health every 20 ms
 * meanwhile; prints the health check's median and maximum and each ZIP's size and time. Rate limits are off, as
 * the probe's second run had them (the ZIP's own limit allows 6 a minute). SQLite, then PostgreSQL on
 * E8_TEST_POSTGRES_URL's server (BENCH_DATABASES=SQLite for one). Loopback only; stops by itself.
 * Run: npx tsx bench/zip-downloads.ts
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_EVIDENCE_BYTES_PER_ASSESSMENT, MAX_EVIDENCE_FILE_BYTES } from '../src/domain/evidence-files';
import { buildApp } from '../src/server/app.server';
import { insertEvidenceFileWithinLimits } from '../src/server/store/evidence-files.server';
import { freshPostgres, freshSqlite, type TestDatabase } from '../tests/support/databases';
import { detailedAssessmentBody } from '../tests/support/assessments';
import { percentile } from './percentile';

const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 8);
const FILES = MAX_EVIDENCE_BYTES_PER_ASSESSMENT / MAX_EVIDENCE_FILE_BYTES;

/** One ZIP read by curl into a file: its HTTP status, bytes and seconds. */
function curl(url: string, accessKey: string, file: string): Promise<{ status: number; bytes: number; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('curl', ['--silent', '--header', `x-access-key: ${accessKey}`, '--output', file, '--write-out', '%{http_code}', url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let status = '';
    child.stdout.on('data', (chunk: Buffer) => {
      status += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', () => resolve({ status: Number(status), bytes: fs.statSync(file).size, seconds: (performance.now() - started) / 1000 }));
  });
}

async function measure(name: string, open: () => Promise<TestDatabase>): Promise<void> {
  const database = await open();
  const app = await buildApp({ db: database.db });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-zip-bench-'));
  try {
    const created = await fetch(`${base}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(detailedAssessmentBody({ status: 'draft' })) });
    const { id, accessKey } = (await created.json()) as { id: string; accessKey: string };
    const common = randomBytes(MAX_EVIDENCE_FILE_BYTES);
    for (let index = 0; index < FILES; index += 1) {
      const content = Buffer.from(common);
      content.writeUInt32BE(index, 0);
      await insertEvidenceFileWithinLimits(
        database.db,
        { assessmentId: id, requirementId: 'application-control-workstations', fileName: `evidence-${index}.pdf`, mediaType: 'application/pdf', sha256: createHash('sha256').update(content).digest('hex'), content, createdAt: Date.now(), addedBy: null },
        { files: FILES, bytes: MAX_EVIDENCE_BYTES_PER_ASSESSMENT },
      );
    }
    let downloading = true;
    const zips = Promise.all(Array.from({ length: DOWNLOADS }, (_unused, index) => curl(`${base}/api/assessments/${id}/evidence.zip`, accessKey, path.join(folder, `${index}.zip`)))).finally(() => {
      downloading = false;
    });
    const health: number[] = [];
    while (downloading) {
      const sent = performance.now();
      await (await fetch(`${base}/api/health`)).text();
      if (downloading) health.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = await zips;
    console.log(
      `${name}: ${DOWNLOADS} ZIPs of ${FILES} × 10 MB at once; health checks ${health.length}, median ${percentile(health, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(health, 99).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms; ZIPs ${answers.map((zip) => `${zip.status} ${(zip.bytes / 1e6).toFixed(0)} MB ${zip.seconds.toFixed(1)} s`).join(', ')}`,
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
    await app.close();
    await database.cleanup();
  }
}

const chosen = process.env.BENCH_DATABASES ?? 'SQLite,PostgreSQL';
if (chosen.includes('SQLite')) await measure('SQLite', freshSqlite);
if (chosen.includes('PostgreSQL')) await measure('PostgreSQL', freshPostgres);
