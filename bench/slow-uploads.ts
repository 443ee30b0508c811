/**
 * Slow uploads against everyone else's: twelve sockets from one address each start an evidence upload and
 * send its file one byte every five seconds (reconnecting five seconds after being answered or cut), while another address uploads
 * a 20-byte file every 2.5 seconds. Gives the other address's upload times (median, worst) and how many of
 * its uploads were answered otherwise than 201 or not at all within 60 s. The app runs in this process on a
 * fresh SQLite database, listening on 127.0.0.1, rate limits on (BENCH_RATE_LIMITS=off turns them off, so that
 * every slow request reaches the upload), loopback trusted as the proxy so that X-Forwarded-For names each
 * side's address.
 * Run: npx tsx bench/slow-uploads.ts (BENCH_SECONDS, default 60, is how long the slow senders keep at it)
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.server';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { detailedAssessmentBody } from '../tests/support/assessments';
import { multipartBody } from '../tests/support/multipart';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SLOW_SOCKETS = 12;
const SLOW_BYTE_EVERY_MS = 5000;
const OTHER_EVERY_MS = 2500;
const GIVE_UP_MS = 60_000;
const REQUIREMENT = 'application-control-workstations';

interface Draft {
  id: string;
  accessKey: string;
}

/** One upload sent over its own socket, the file part `bytesPerStep` bytes at a time: the status answered, or 0 when the connection closed unanswered. */
function rawUpload(port: number, draft: Draft, from: string, content: Buffer, step: { bytes: number; everyMs: number }, giveUpMs: number): Promise<{ status: number; ms: number }> {
  const { payload, contentType } = multipartBody({ requirementId: REQUIREMENT }, { name: 'notes.txt', content });
  const head = `POST /api/assessments/${draft.id}/evidence HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${from}\r\nX-Access-Key: ${draft.accessKey}\r\nContent-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`;
  const fileStart = payload.indexOf(content);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (status: number) => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ status, ms: performance.now() - started });
    };
    const giveUp = setTimeout(() => finish(0), giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status && answer.includes('\r\n\r\n')) finish(Number(status[1]));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.write(head);
    socket.write(payload.subarray(0, fileStart));
    let at = fileStart;
    const send = () => {
      if (socket.destroyed || at >= payload.length) return;
      socket.write(payload.subarray(at, at + step.bytes));
      at += step.bytes;
      timer = setTimeout(send, step.everyMs);
    };
    send();
  });
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-slow-uploads-'));
  const { db } = openDatabase({ dataDir });
  await migrateToLatest(db);
  const app = await buildApp({ db, rateLimits: process.env.BENCH_RATE_LIMITS !== 'off', trustProxy: ['loopback'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const start = async (from: string): Promise<Draft> => {
    const response = await app.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ status: 'draft' }), remoteAddress: from });
    return response.json<Draft>();
  };
  try {
    const slowDraft = await start('10.66.0.1');
    const otherDraft = await start('10.1.0.1');
    const until = performance.now() + SECONDS * 1000;
    const slowStatuses: number[] = [];
    const slowSender = async () => {
      while (performance.now() < until) {
        const { status } = await rawUpload(port, slowDraft, '10.66.0.1', Buffer.alloc(64, 0x61), { bytes: 1, everyMs: SLOW_BYTE_EVERY_MS }, GIVE_UP_MS);
        slowStatuses.push(status);
        await new Promise((resolve) => setTimeout(resolve, SLOW_BYTE_EVERY_MS));
      }
    };
    const others: { status: number; ms: number }[] = [];
    const other = async () => {
      // A second for the slow senders to take hold.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const pending: Promise<void>[] = [];
      while (performance.now() < until) {
        pending.push(rawUpload(port, otherDraft, '10.1.0.1', Buffer.from('twenty bytes of text'), { bytes: 20, everyMs: 0 }, GIVE_UP_MS).then((result) => void others.push(result)));
        await new Promise((resolve) => setTimeout(resolve, OTHER_EVERY_MS));
      }
      await Promise.all(pending);
    };
    await Promise.all([...Array.from({ length: SLOW_SOCKETS }, slowSender), other()]);
    const times = others.map((result) => result.ms / 1000);
    const failed = others.filter((result) => result.status !== 201);
    const slowAnswers = [...new Set(slowStatuses)].sort().map((status) => `${status === 0 ? 'unanswered' : status}: ${slowStatuses.filter((each) => each === status).length}`);
    console.log(`Rate limits ${process.env.BENCH_RATE_LIMITS === 'off' ? 'off' : 'on'}. Attack: ${SLOW_SOCKETS} sockets from one address, a byte every ${SLOW_BYTE_EVERY_MS / 1000} s, for ${SECONDS} s (${slowStatuses.length} slow requests; answers ${slowAnswers.join(', ')}).`);
    console.log(`Another address's 20-byte uploads: ${others.length}; median ${percentile(times, 0.5).toFixed(2)} s, 90th percentile ${percentile(times, 0.9).toFixed(2)} s, worst ${Math.max(...times).toFixed(2)} s; not 201: ${failed.length} (${failed.map((result) => result.status || 'dropped').join(', ') || 'none'}).`);
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
