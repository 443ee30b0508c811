import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.server';
import { openDatabase } from '../store/database.server';
import { migrateToLatest } from '../store/migrate.server';
import { countAssessments } from '../store/assessments.server';
import { completedAssessmentBody } from '../../../tests/support/assessments';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-backup-'));

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['src/server/cli/backup.server.ts', script, ...args], {
    env: { ...process.env, E8_DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run backup / restore', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('copies the live database while the server writes, and puts a copy back', async () => {
    const { db } = openDatabase({ dataDir });
    await migrateToLatest(db);
    const app = await buildApp({ db });
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() });
    const copy = path.join(dataDir, 'copies', 'one.sqlite');
    const backedUp = run('backup', [copy]);
    expect(backedUp.output).toContain('(integrity check: ok)');
    expect(backedUp.status).toBe(0);
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() });
    expect(await countAssessments(db)).toBe(8);
    await app.close();
    await db.destroy();

    const restored = run('restore', [copy]);
    expect(restored.output).toContain('Restored');
    expect(restored.status).toBe(0);
    const reopened = openDatabase({ dataDir });
    expect(await countAssessments(reopened.db)).toBe(5);
    await reopened.db.destroy();
  });

  it('refuses a damaged copy and says why, and sends PostgreSQL users to pg_dump', () => {
    const bad = path.join(dataDir, 'bad.sqlite');
    fs.writeFileSync(bad, 'this is not a database');
    const refused = run('restore', [bad]);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/not a database|integrity/);
    const pg = run('backup', [], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(pg.status).toBe(1);
    expect(pg.output).toContain('pg_dump');
  });
});
