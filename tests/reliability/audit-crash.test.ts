import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/store/database.server';
import { insertAssessment } from '../../src/server/store/assessments.server';
import { auditEventsForAssessment } from '../../src/server/store/audit.server';
import { followUpStatusOf } from '../../src/server/store/follow-up.server';
import { migrateToLatest } from '../../src/server/store/migrate.server';
import { quickAssessment } from '../support/assessments';
import { freshPostgres, TEST_POSTGRES_URL } from '../support/databases';
import { buildScriptBundle, type ServerBundle } from '../support/server-bundle';

// The script that makes the change and waits to be killed, bundled once: node starts it without compiling the sources.
let changeThenWait: ServerBundle;
beforeAll(() => {
  changeThenWait = buildScriptBundle('tests/support/change-then-wait.ts');
});
afterAll(() => changeThenWait.remove());

/** Runs the change in a process of its own and kills it (SIGKILL) once the change is made and its event not yet written. */
function killBetweenChangeAndEvent(where: string, assessmentId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [changeThenWait.main, where, assessmentId], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('changed')) child.kill('SIGKILL');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`the change ended without being killed: ${output}`))));
  });
}

describe('a process killed between a change and its audit event keeps neither', () => {
  it('on SQLite', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-audit-crash-'));
    const assessment = quickAssessment();
    try {
      const before = openDatabase({ dataDir });
      await migrateToLatest(before.db);
      await insertAssessment(before.db, assessment, '0'.repeat(64));
      await before.db.destroy();
      await killBetweenChangeAndEvent(dataDir, assessment.id);
      const after = openDatabase({ dataDir });
      expect(await followUpStatusOf(after.db, assessment.id)).toBe('new');
      expect(await auditEventsForAssessment(after.db, assessment.id)).toEqual([]);
      await after.db.destroy();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL', async () => {
    const database = await freshPostgres();
    const assessment = quickAssessment();
    try {
      await insertAssessment(database.db, assessment, '0'.repeat(64));
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${rows[0]?.name ?? ''}`;
      await killBetweenChangeAndEvent(url.toString(), assessment.id);
      expect(await followUpStatusOf(database.db, assessment.id)).toBe('new');
      expect(await auditEventsForAssessment(database.db, assessment.id)).toEqual([]);
    } finally {
      await database.cleanup();
    }
  });
});
