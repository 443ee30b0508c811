import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/database.server';
import { findSupportUserByUsername } from '../store/support-users.server';
import { verifyPassword } from '../auth/passwords.server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-cli-'));

function support(args: string[], input?: string) {
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['src/server/cli/support.server.ts', ...args], {
    env: { ...process.env, E8_DATA_DIR: dataDir, DATABASE_URL: '' },
    input: input ?? '',
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run support', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Each call starts a TypeScript process, several seconds on a busy machine.
  it('creates a user with a piped password, lists it, and refuses a duplicate in another case', { timeout: 90_000 }, async () => {
    const created = support(['create', 'Operator', '--email', 'ops@example.com'], 'Piped-Passw0rd!\n');
    expect(created.output).toContain('Created the support user "Operator".');
    expect(created.status).toBe(0);
    expect(support(['list']).output).toMatch(/Operator\tops@example.com\tcreated /);
    const duplicate = support(['create', 'operator'], 'Other-Passw0rd!\n');
    expect(duplicate.status).toBe(1);
    expect(duplicate.output).toContain('A support user "Operator" already exists.');
    const tooLong = support(['create', 'x'.repeat(101)], 'Other-Passw0rd!\n');
    expect(tooLong.status).toBe(1);
    expect(tooLong.output).toContain('Username at most 100 characters');
    const { db } = openDatabase({ dataDir });
    const user = await findSupportUserByUsername(db, 'OPERATOR');
    expect(user && (await verifyPassword(user.passwordHash, 'Piped-Passw0rd!'))).toBe(true);
    await db.destroy();
  });

  it('sets a random password when none is piped, printed once, and rejects a weak one', { timeout: 90_000 }, async () => {
    const weak = support(['set-password', 'operator'], 'weak\n');
    expect(weak.status).toBe(1);
    expect(weak.output).toContain('Password does not meet requirements: length, uppercase, numbers, special');
    const reset = support(['set-password', 'operator']);
    expect(reset.status).toBe(0);
    const password = /Password \(shown only once\): (\S+)/.exec(reset.output)?.[1] ?? '';
    expect(password).toHaveLength(20);
    const { db } = openDatabase({ dataDir });
    const user = await findSupportUserByUsername(db, 'operator');
    expect(user && (await verifyPassword(user.passwordHash, password))).toBe(true);
    await db.destroy();
    expect(support(['set-password', 'nobody']).output).toContain('There is no support user "nobody".');
    expect(support(['rename']).output).toContain('Usage: npm run support --');
  });

  it('applies the username rule: no blank names and no control characters a terminal would obey', { timeout: 90_000 }, async () => {
    const blank = support(['create', '   '], 'Other-Passw0rd!\n');
    expect(blank.status).toBe(1);
    expect(blank.output).toContain('Username is required');
    const bell = support(['create', 'ops\u001b[2Jx'], 'Other-Passw0rd!\n');
    expect(bell.status).toBe(1);
    expect(bell.output).toContain('Username must not contain control or formatting characters');
    const { db } = openDatabase({ dataDir });
    expect((await db.selectFrom('support_users').select('username').execute()).map((row) => row.username)).toEqual(['Operator']);
    await db.destroy();
  });

  it('cancels every outstanding reset link and session when a password is set', { timeout: 90_000 }, async () => {
    const { db } = openDatabase({ dataDir });
    const user = await findSupportUserByUsername(db, 'operator');
    const now = Date.now();
    await db.insertInto('password_reset_tokens').values({ token_hash: 'a'.repeat(64), user_id: user!.id, created_at: now, expires_at: now + 60_000 }).execute();
    await db.destroy();
    const set = support(['set-password', 'operator'], 'Fresh-Passw0rd!!\n');
    expect(set.status).toBe(0);
    expect(set.output).toContain('cancelled any reset link');
    const after = openDatabase({ dataDir }).db;
    expect(await after.selectFrom('password_reset_tokens').select('token_hash').execute()).toEqual([]);
    await after.destroy();
  });
});
