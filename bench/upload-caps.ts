/**
 * How much evidence one address stores before it is refused, and how much the installation stores before its
 * cap refuses everyone, on SQLite and on PostgreSQL, with the rate limits on as in production. One address
 * starts detailed assessments and uploads 10 MB files to them until an upload is refused; then, with
 * E8_EVIDENCE_STORAGE_GB at 1.5, fresh addresses upload until the installation refuses. Per-minute limits
 * are waited out: on PostgreSQL by moving the app's clock on (its counts are kept on that clock), on SQLite in
 * real time (its per-minute counts are the plugin's own, in memory), so the SQLite run takes a few minutes.
 * Then the cost of reading the installation's total, a sum over the files' metadata that each upload and each
 * dashboard view reads, at 100,000 stored files (the median of five reads).
 *
 * Run alone: npx tsx bench/upload-caps.ts (BENCH_CAPS_PARTS=uploads or sum for one part).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { MAX_EVIDENCE_FILE_BYTES } from '../src/domain/evidence-files';
import { buildApp } from '../src/server/app.server';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { installationEvidenceBytes } from '../src/server/store/evidence-files.server';
import { detailedAssessmentBody } from '../tests/support/assessments';
import { multipartBody } from '../tests/support/multipart';
import { scratchPostgres } from './api';

const REQUIREMENT = 'application-control-workstations';
const PARTS = new Set((process.env.BENCH_CAPS_PARTS ?? 'uploads,sum').split(','));
const STORED_FILES = 100_000;
const INSTALLATION_CAP = 1.5 * 1024 ** 3;
const FILE = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(MAX_EVIDENCE_FILE_BYTES - 9)]);
const { payload, contentType } = multipartBody({ requirementId: REQUIREMENT }, { name: 'evidence.pdf', content: FILE });

/** What a run stored before its first refusal. */
interface Refusal {
  bytes: number;
  files: number;
  status: number;
  code: string;
}

/** Sends a request from an address, waiting out a per-minute 429 (by the clock given, or in real time). */
async function send(app: FastifyInstance, request: InjectOptions, waitOut: (seconds: number) => Promise<void>) {
  for (;;) {
    const response = await app.inject(request);
    if (response.statusCode !== 429 || response.json().error.code !== 'rate_limited') return response;
    await waitOut(Number(response.headers['retry-after'] ?? 60));
  }
}

/** Uploads from the addresses given, in turn, a new assessment each time one is full, until an upload is refused. */
async function uploadUntilRefused(app: FastifyInstance, addresses: () => string, waitOut: (seconds: number) => Promise<void>): Promise<Refusal> {
  let bytes = 0;
  let files = 0;
  let assessment: { id: string; accessKey: string } | undefined;
  for (;;) {
    const remoteAddress = addresses();
    if (!assessment || files % 20 === 0) {
      const started = await send(app, { method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ status: 'draft' }), remoteAddress }, waitOut);
      if (started.statusCode !== 201) throw new Error(`could not start an assessment: ${started.statusCode} ${started.body}`);
      assessment = started.json();
    }
    const upload = await send(
      app,
      { method: 'POST', url: `/api/assessments/${assessment?.id}/evidence`, headers: { 'x-access-key': assessment?.accessKey ?? '', 'content-type': contentType }, payload, remoteAddress },
      waitOut,
    );
    if (upload.statusCode !== 201) return { bytes, files, status: upload.statusCode, code: upload.json().error.code };
    bytes += FILE.length;
    files += 1;
  }
}

type Db = ReturnType<typeof openDatabase>['db'];

/** The median time of five reads of the installation's total with STORED_FILES files' metadata stored. */
async function sumMilliseconds(app: FastifyInstance, db: Db): Promise<number> {
  const saved = (await app.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ status: 'draft' }), remoteAddress: '192.0.2.1' })).json<{ id: string }>();
  for (let start = 0; start < STORED_FILES; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(start + index).padStart(12, '0')}`, assessment_id: saved.id, requirement_id: REQUIREMENT, file_name: 'f.pdf', size: 300_000, media_type: 'application/pdf', sha256: '0'.repeat(64), created_at: 0,
    }));
    await db.insertInto('evidence_files').values(rows).execute();
  }
  const times: number[] = [];
  for (let read = 0; read < 5; read += 1) {
    const started = performance.now();
    await installationEvidenceBytes(db);
    times.push(performance.now() - started);
  }
  await db.deleteFrom('evidence_files').where('assessment_id', '=', saved.id).execute();
  return times.sort((a, b) => a - b)[2] ?? Number.NaN;
}

async function measure(name: string, open: () => Promise<{ db: Db; close: () => Promise<void> }>, clockMoves: boolean) {
  const { db, close } = await open();
  let clock = Date.now();
  const waitOut = clockMoves
    ? async (seconds: number) => {
        clock += seconds * 1000;
      }
    : (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));
  const app = await buildApp({ db, rateLimits: true, now: () => (clockMoves ? clock : Date.now()), evidenceStorage: { capBytes: INSTALLATION_CAP } });
  try {
    if (PARTS.has('sum')) console.log(`${name}: the installation's total read in ${(await sumMilliseconds(app, db)).toFixed(1)} ms with ${STORED_FILES} files stored`);
    if (!PARTS.has('uploads')) return;
    const started = Date.now();
    const oneAddress = await uploadUntilRefused(app, () => '203.0.113.7', waitOut);
    let next = 0;
    const installation = await uploadUntilRefused(
      app,
      () => {
        next += 1;
        return `198.51.100.${next}`;
      },
      waitOut,
    );
    console.log(
      `${name}: one address stored ${oneAddress.bytes} bytes (${oneAddress.files} files of ${FILE.length}) before ${oneAddress.status} ${oneAddress.code}; ` +
        `the installation (cap ${INSTALLATION_CAP} bytes) then ${installation.bytes} bytes more before ${installation.status} ${installation.code}; ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } finally {
    await app.close();
    await close();
  }
}

const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-bench-caps-'));
await measure(
  'PostgreSQL',
  async () => {
    const scratch = await scratchPostgres();
    const { db } = openDatabase({ databaseUrl: scratch.url, dataDir: os.tmpdir() });
    await migrateToLatest(db);
    return { db, close: async () => (await db.destroy(), await scratch.drop()) };
  },
  true,
);
await measure(
  'SQLite',
  async () => {
    const { db } = openDatabase({ dataDir: sqliteDir });
    await migrateToLatest(db);
    return { db, close: async () => (await db.destroy(), fs.rmSync(sqliteDir, { recursive: true, force: true })) };
  },
  false,
);
