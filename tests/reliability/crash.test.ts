import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/store/database.server';
import { completedAssessmentBody } from '../support/assessments';
import { freshPostgres, type TestDatabase } from '../support/databases';
import { scale } from './scale';
import { freePort } from '../support/free-port';
import { buildServerBundle, type ServerBundle } from '../support/server-bundle';

/** The server as `npm start` runs it, built from these sources at the first start. */
let bundle: ServerBundle | undefined;

/** Starts the real server process, bundled as `npm start` runs it, and resolves once it listens. */
function startServer(env: Record<string, string>): Promise<ChildProcess> {
  bundle ??= buildServerBundle();
  const main = bundle.main;
  return new Promise((resolve, reject) => {
    // node itself (not a wrapper), so that SIGKILL hits the server and nothing survives it.
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, E8_RATE_LIMITS: 'off', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let listening = false;
    const onData = (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString();
      if (output.includes('Essential Eight Assessment Tool on')) {
        listening = true;
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      if (!listening) reject(new Error(`server exited (${code}) before listening: ${output}`));
    });
  });
}

/** Saves continuously from `workers` clients; every 201's id is kept as acknowledged. */
function saveContinuously(port: number, workers: number, acknowledged: Set<string>): { stop: () => Promise<number> } {
  let running = true;
  let sent = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      sent += 1;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/assessments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(completedAssessmentBody({ organizationName: `Crash ${sent}` })),
        });
        if (response.status === 201) acknowledged.add(((await response.json()) as { id: string }).id);
      } catch {
        // The server was killed mid-request: not acknowledged, so nothing is owed.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return sent;
    },
  };
}

async function crashRun(env: Record<string, string>, kills: number): Promise<{ acknowledged: Set<string>; sent: number }> {
  const port = await freePort();
  const acknowledged = new Set<string>();
  let server = await startServer({ ...env, PORT: String(port) });
  const load = saveContinuously(port, 16, acknowledged);
  for (let kill = 0; kill < kills; kill += 1) {
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    server = await startServer({ ...env, PORT: String(port) });
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const sent = await load.stop();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  return { acknowledged, sent };
}

describe('kill -9 while saving', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-crash-'));
  let postgres: TestDatabase | undefined;
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    bundle?.remove();
    await postgres?.cleanup();
  });

  it('loses no acknowledged save on SQLite, and the database passes its integrity check', { timeout: 900_000 }, async () => {
    const kills = scale(2, 20);
    const { acknowledged, sent } = await crashRun({ E8_DATA_DIR: dataDir, DATABASE_URL: '' }, kills);
    const db = new SQLite(path.join(dataDir, 'e8.sqlite'), { readonly: true });
    const stored = new Set(db.prepare('select id from assessments').all().map((row) => (row as { id: string }).id));
    const integrity = db.pragma('integrity_check', { simple: true });
    const partial = db.prepare("select count(*) as n from assessments a where a.status = 'completed' and (select count(*) from assessment_controls c where c.assessment_id = a.id) <> 8").get() as { n: number };
    db.close();
    const lost = [...acknowledged].filter((id) => !stored.has(id));
    console.info(`crash SQLite: ${sent} saves sent, ${acknowledged.size} acknowledged, ${kills} kills, ${lost.length} lost`);
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(integrity).toBe('ok');
    expect(partial.n).toBe(0);
  });

  it('loses no acknowledged save on PostgreSQL', { timeout: 900_000 }, async () => {
    postgres = await freshPostgres();
    const name = (await postgres.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow()).name;
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    const kills = scale(2, 20);
    const { acknowledged, sent } = await crashRun({ DATABASE_URL: url, E8_DATA_DIR: dataDir }, kills);
    const { db } = openDatabase({ databaseUrl: url, dataDir, onConnectionLost: () => undefined });
    const stored = new Set((await db.selectFrom('assessments').select('id').execute()).map((row) => row.id));
    const controls = await db.selectFrom('assessment_controls').select(['assessment_id']).execute();
    await db.destroy();
    const perAssessment = new Map<string, number>();
    for (const row of controls) perAssessment.set(row.assessment_id, (perAssessment.get(row.assessment_id) ?? 0) + 1);
    const lost = [...acknowledged].filter((id) => !stored.has(id));
    console.info(`crash PostgreSQL: ${sent} saves sent, ${acknowledged.size} acknowledged, ${kills} kills, ${lost.length} lost`);
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect([...stored].filter((id) => perAssessment.get(id) !== 8)).toEqual([]);
  });
});
