/**
 * How much the server's PDF export holds up other requests. Sends GET /api/health every 20 ms
 * while 6 exports render, once with the worker-thread renderer (what ships) and once rendering on
 * the main thread, and prints the health check's latency. Loopback only; stops by itself.
 * Run: npx tsx bench/export-latency.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/server/app.server';
import { hashPassword } from '../src/server/auth/passwords.server';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { insertSupportUser } from '../src/server/store/support-users.server';
import { workerReportRenderer, type ReportRenderer } from '../src/server/pdf-export/report-renderer.server';
import { renderDetailedPdfBuffer } from '../src/reports/detailed-pdf';
import { sampleAssessment } from './sample-assessment';
import { percentile } from './percentile';

const mainThread: ReportRenderer = { renderDetailedPdf: renderDetailedPdfBuffer, close: async () => undefined };

async function measure(label: string, renderer: ReportRenderer): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-bench-'));
  const { db } = openDatabase({ dataDir });
  await migrateToLatest(db);
  await insertSupportUser(db, { id: randomUUID(), username: 'bench', passwordHash: await hashPassword('Bench-Passw0rd!'), email: null, createdAt: Date.now(), role: 'administrator' });
  const app = await buildApp({ db, reportRenderer: renderer });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const { id: _unused, ...body } = sampleAssessment('Latency Pty Ltd');
  const { id } = (await (await fetch(`${base}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, status: 'completed', createdAt: undefined, updatedAt: undefined }) })).json()) as { id: string };
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench', password: 'Bench-Passw0rd!' }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // Warm up: the first render loads fonts and, for the worker, starts the thread.
  await fetch(`${base}/api/assessments/${id}/export`, { headers: { cookie } });

  const latencies: number[] = [];
  let exporting = true;
  const probe = (async () => {
    while (exporting) {
      const started = performance.now();
      await fetch(`${base}/api/health`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const exportStarted = performance.now();
  const exports = await Promise.all(Array.from({ length: 6 }, async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/assessments/${id}/export`, { headers: { cookie } });
    await response.arrayBuffer();
    return performance.now() - started;
  }));
  const total = performance.now() - exportStarted;
  exporting = false;
  await probe;
  console.log(
    `${label}: 6 exports in ${total.toFixed(0)} ms (each ${percentile(exports, 50).toFixed(0)} ms median); ` +
      `health during them: ${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await measure('worker thread (ships)', workerReportRenderer());
await measure('main thread (for comparison)', mainThread);
