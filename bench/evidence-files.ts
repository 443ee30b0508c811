/**
 * Evidence files under load, on the built server (`npm run build:server`) as `npm start` runs it: twenty 10 MB
 * uploads at once, then twenty downloads at once, on SQLite and on PostgreSQL. Gives the time of each batch and
 * the server process's resident memory: VmRSS before, the largest VmRSS sampled every 20 ms during the batches,
 * (and its largest during each batch), and VmHWM after (its peak over its whole life, start-up included). The target is a peak under 300 MB.
 * Each upload comes from an address of its own (X-Forwarded-For, loopback trusted as the proxy), as twenty
 * people's would: one address takes at most two of the four upload turns (decision 085).
 *
 * Run alone: npx tsx bench/evidence-files.ts; or as the `evidence` part of `npm run bench`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MAX_EVIDENCE_FILE_BYTES } from '../src/domain/evidence-files';
import { detailedAssessmentBody } from '../tests/support/assessments';
import { freePort } from '../tests/support/free-port';
import { scratchPostgres } from './api';
import { startArguments } from './server-command';

const CONCURRENT = 20;
const REQUIREMENT = 'application-control-workstations';

/** What one database's run measured. */
export interface EvidenceRun {
  database: 'SQLite' | 'PostgreSQL';
  uploadSeconds: number;
  downloadSeconds: number;
  rssBeforeMb: number;
  rssPeakSampledMb: number;
  /** The largest VmRSS sampled while the uploads ran, and while the downloads ran. */
  rssPeakUploadsMb: number;
  rssPeakDownloadsMb: number;
  hwmAfterMb: number;
}

function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith(`${field}:`));
  return Number(/(\d+) kB/.exec(line ?? '')?.[1] ?? NaN) / 1024;
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, startArguments(), { env: { ...process.env, ...env, PORT: String(port), E8_RATE_LIMITS: 'off', E8_TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn', E8_SUPPORT_USERNAME: 'bench', E8_SUPPORT_PASSWORD: 'Bench-Passw0rd!' }, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer its health check within a minute');
}

/** Twenty uploads of a 10 MB file at once, then twenty downloads at once, each checked by its hash. */
async function measure(database: EvidenceRun['database'], env: Record<string, string>): Promise<EvidenceRun> {
  const port = await freePort();
  const server = await startServer(env, port);
  const pid = server.pid ?? 0;
  const base = `http://127.0.0.1:${port}`;
  let sampler: NodeJS.Timeout | undefined;
  try {
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(MAX_EVIDENCE_FILE_BYTES - 9)]);
    const sha256 = createHash('sha256').update(content).digest('hex');
    const drafts = await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const response = await fetch(`${base}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(detailedAssessmentBody({ status: 'draft' })) });
        return (await response.json()) as { id: string; accessKey: string };
      }),
    );
    const rssBeforeMb = memoryMb(pid, 'VmRSS');
    let phasePeakMb = rssBeforeMb;
    sampler = setInterval(() => (phasePeakMb = Math.max(phasePeakMb, memoryMb(pid, 'VmRSS'))), 20);
    const uploadStart = performance.now();
    const kept = await Promise.all(
      drafts.map(async (draft, index) => {
        const form = new FormData();
        form.append('requirementId', REQUIREMENT);
        form.append('file', new Blob([content]), 'evidence.pdf');
        const response = await fetch(`${base}/api/assessments/${draft.id}/evidence`, { method: 'POST', headers: { 'x-access-key': draft.accessKey, 'x-forwarded-for': `10.0.0.${index + 1}` }, body: form });
        if (response.status !== 201) throw new Error(`an upload answered ${response.status}: ${await response.text()}`);
        return { draft, file: (await response.json()) as { id: string; sha256: string } };
      }),
    );
    const uploadSeconds = (performance.now() - uploadStart) / 1000;
    const rssPeakUploadsMb = phasePeakMb;
    phasePeakMb = memoryMb(pid, 'VmRSS');
    const downloadStart = performance.now();
    await Promise.all(
      kept.map(async ({ draft, file }) => {
        const response = await fetch(`${base}/api/assessments/${draft.id}/evidence/${file.id}`, { headers: { 'x-access-key': draft.accessKey } });
        const body = Buffer.from(await response.arrayBuffer());
        if (createHash('sha256').update(body).digest('hex') !== sha256 || file.sha256 !== sha256) throw new Error(`a download differs from its upload: ${response.status} ${body.length} bytes, kept as ${file.sha256}, sent ${sha256}: ${body.subarray(0, 200).toString()}`);
      }),
    );
    const downloadSeconds = (performance.now() - downloadStart) / 1000;
    clearInterval(sampler);
    const rssPeakDownloadsMb = phasePeakMb;
    return { database, uploadSeconds, downloadSeconds, rssBeforeMb, rssPeakSampledMb: Math.max(rssPeakUploadsMb, rssPeakDownloadsMb), rssPeakUploadsMb, rssPeakDownloadsMb, hwmAfterMb: memoryMb(pid, 'VmHWM') };
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** Runs the measure on SQLite (a new temporary folder) and on a scratch PostgreSQL database. */
export async function evidenceBenchmark(): Promise<EvidenceRun[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-bench-evidence-'));
  const runs: EvidenceRun[] = [];
  try {
    runs.push(await measure('SQLite', { E8_DATA_DIR: dataDir }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await scratchPostgres();
  try {
    runs.push(await measure('PostgreSQL', { DATABASE_URL: postgres.url, E8_DATA_DIR: os.tmpdir() }));
  } finally {
    await postgres.drop();
  }
  return runs;
}

/** The table docs/benchmarks.md shows. */
export function evidenceTable(runs: readonly EvidenceRun[]): string[] {
  return [
    `${CONCURRENT} uploads of a 10 MB file at once, then ${CONCURRENT} downloads at once (each checked by its SHA-256), on the built server; memory of the server process.`,
    '',
    '| Database | Uploads (s) | Downloads (s) | RSS before (MB) | Peak RSS sampled: uploads, downloads (MB) | Peak RSS sampled (MB) | VmHWM after (MB) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...runs.map(
      (run) =>
        `| ${run.database} | ${run.uploadSeconds.toFixed(1)} | ${run.downloadSeconds.toFixed(1)} | ${run.rssBeforeMb.toFixed(0)} | ${run.rssPeakUploadsMb.toFixed(0)}, ${run.rssPeakDownloadsMb.toFixed(0)} | ${run.rssPeakSampledMb.toFixed(0)} | ${run.hwmAfterMb.toFixed(0)} |`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = await evidenceBenchmark();
  console.log(evidenceTable(runs).join('\n'));
}
