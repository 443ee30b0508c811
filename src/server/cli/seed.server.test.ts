import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/database.server';
import { countAssessments } from '../store/assessments.server';
import { runInProcess, runScript } from '../../../tests/support/command-line';
import { runSeedCommand } from './seed-command.server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-seed-'));
const env = { E8_DATA_DIR: dataDir, DATABASE_URL: '' };

/** `npm run seed -- <args>`, run in this process. */
function seed(args: string[]) {
  return runInProcess(runSeedCommand, args, env);
}

/** The same through the real entry file, in a TypeScript process of its own. */
function seedProcess(args: string[]) {
  return runScript('src/server/cli/seed.server.ts', args, env);
}

describe('npm run seed', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("fills the app's own database when no --database is given, and says how it went", async () => {
    const result = await seed(['--count', '300', '--seed-value', '3']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`Adding 300 sample assessments to SQLite at ${path.join(path.resolve(dataDir), 'e8.sqlite')} (seed value 3)…`);
    expect(result.stdout).toMatch(/^Added 300 assessments in [\d.]+ s \([\d,]+ a second\): writing the rows [\d.]+ s/m);
    expect(result.status).toBe(0);
    const { db } = openDatabase({ dataDir });
    expect(await countAssessments(db)).toBe(300);
    await db.destroy();
  });

  it('refuses a count that is not a positive whole number, in words, and fails', async () => {
    const result = await seed(['--count', 'many']);
    expect(result.stderr).toContain('--count must be a whole number of at least 1, not "many".');
    expect(result.stderr).toContain('Usage: npm run seed -- --count N');
    expect(result.status).not.toBe(0);
  });

  // A TypeScript process: well over the default 20 s on a busy machine.
  it('refuses an option it does not know, and fails', { timeout: 90_000 }, () => {
    // The real entry file, as npm runs it: a failure goes to standard error and sets the exit status.
    const result = seedProcess(['--count', '5', '--wipe']);
    expect(result.stderr).toContain("Unknown option '--wipe'.");
    expect(result.status).not.toBe(0);
  });
});
