import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.server';
import { openDatabase } from '../store/database.server';
import { migrateToLatest } from '../store/migrate.server';
import { countAssessments } from '../store/assessments.server';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { runInProcess, runScript, type CommandResult } from '../../../tests/support/command-line';
import { runBackupCommand } from './backup-command.server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-backup-'));

const outcome = ({ status, stdout, stderr }: CommandResult) => ({ status, output: `${stdout}${stderr}` });

/** `npm run backup` or `npm run restore`, run in this process. */
async function run(script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  return outcome(await runInProcess(runBackupCommand, [script, ...args], { E8_DATA_DIR: dataDir, DATABASE_URL: '', ...env }));
}

/** The same through the real entry file, in a TypeScript process of its own: the server's writes come from another process, as in use. */
function runProcess(script: 'backup' | 'restore', args: string[]) {
  return outcome(runScript('src/server/cli/backup.server.ts', [script, ...args], { E8_DATA_DIR: dataDir, DATABASE_URL: '' }));
}

describe('npm run backup / restore', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Two TypeScript processes: well over the default 20 s on a busy machine.
  it('copies the live database while the server writes, and puts a copy back', { timeout: 90_000 }, async () => {
    const { db } = openDatabase({ dataDir });
    await migrateToLatest(db);
    const app = await buildApp({ db });
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() });
    const copy = path.join(dataDir, 'copies', 'one.sqlite');
    const backedUp = runProcess('backup', [copy]);
    expect(backedUp.output).toContain('(integrity check: ok)');
    expect(backedUp.status).toBe(0);
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() });
    expect(await countAssessments(db)).toBe(8);
    await app.close();
    await db.destroy();

    const restored = runProcess('restore', [copy]);
    expect(restored.output).toContain('Restored');
    expect(restored.status).toBe(0);
    const reopened = openDatabase({ dataDir });
    expect(await countAssessments(reopened.db)).toBe(5);
    await reopened.db.destroy();
  });

  it('refuses a damaged copy and says why, and sends PostgreSQL users to pg_dump', async () => {
    const bad = path.join(dataDir, 'bad.sqlite');
    fs.writeFileSync(bad, 'this is not a database');
    const refused = await run('restore', [bad]);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/not a database|integrity/);
    const pg = await run('backup', [], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(pg.status).toBe(1);
    expect(pg.output).toContain('pg_dump');
  });
});
