import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/database.server';
import { findSupportUserByUsername } from '../store/support-users.server';
import { verifyPassword } from '../auth/passwords.server';
import { runSupportCommand } from './support-command.server';
import { runInProcess, runScript, type CommandResult } from '../../../tests/support/command-line';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-cli-'));
const env = { E8_DATA_DIR: dataDir, DATABASE_URL: '' };

const outcome = ({ status, stdout, stderr }: CommandResult) => ({ status, output: `${stdout}${stderr}` });

/** `npm run support -- <args>`, run in this process, with `input` as what is piped to it. */
async function support(args: string[], input?: string) {
  return outcome(await runInProcess(runSupportCommand, args, env, input));
}

/** The same through the real entry file, in a TypeScript process of its own. */
function supportProcess(args: string[], input?: string) {
  return outcome(runScript('src/server/cli/support.server.ts', args, env, input));
}

describe('npm run support', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Every password is hashed with argon2 at its full cost, a second or more each on a busy machine.
  it('creates a user with a piped password, lists it, and refuses a duplicate in another case', { timeout: 90_000 }, async () => {
    const created = await support(['create', 'Operator', '--email', 'ops@example.com'], 'Piped-Passw0rd!\n');
    expect(created.output).toContain('Created the support user "Operator" (administrator).');
    expect(created.status).toBe(0);
    expect((await support(['list'])).output).toMatch(/^Operator\tops@example.com\tadministrator\tactive\tcreated \S+\tnever signed in$/m);
    const duplicate = await support(['create', 'operator'], 'Other-Passw0rd!\n');
    expect(duplicate.status).toBe(1);
    expect(duplicate.output).toContain('A support user "Operator" already exists.');
    // Fullwidth letters are the plain ones; a Greek capital omicron only looks like an O.
    expect((await support(['create', '\uFF4F\uFF50\uFF45\uFF52\uFF41\uFF54\uFF4F\uFF52'], 'Other-Passw0rd!\n')).output).toContain('A support user "Operator" already exists.');
    const lookalike = await support(['create', '\u039Fperator'], 'Other-Passw0rd!\n');
    expect(lookalike.status).toBe(1);
    expect(lookalike.output).toContain('The username "\u039Fperator" looks too much like "Operator"');
    const tooLong = await support(['create', 'x'.repeat(101)], 'Other-Passw0rd!\n');
    expect(tooLong.status).toBe(1);
    expect(tooLong.output).toContain('Username at most 100 characters');
    const { db } = openDatabase({ dataDir });
    const user = await findSupportUserByUsername(db, 'OPERATOR');
    expect(user && (await verifyPassword(user.passwordHash, 'Piped-Passw0rd!'))).toBe(true);
    await db.destroy();
  });

  it('sets a random password when none is piped, printed once, and rejects a weak one', { timeout: 90_000 }, async () => {
    const weak = await support(['set-password', 'operator'], 'weak\n');
    expect(weak.status).toBe(1);
    expect(weak.output).toContain('Password does not meet requirements: length, uppercase, numbers, special');
    const reset = await support(['set-password', 'operator']);
    expect(reset.status).toBe(0);
    const password = /Password \(shown only once\): (\S+)/.exec(reset.output)?.[1] ?? '';
    expect(password).toHaveLength(20);
    const { db } = openDatabase({ dataDir });
    const user = await findSupportUserByUsername(db, 'operator');
    expect(user && (await verifyPassword(user.passwordHash, password))).toBe(true);
    await db.destroy();
    expect((await support(['set-password', 'nobody'])).output).toContain('There is no support user "nobody".');
    expect((await support(['rename'])).output).toContain('Usage: npm run support --');
  });

  it('applies the username rule: no blank names and no control characters a terminal would obey', { timeout: 90_000 }, async () => {
    const blank = await support(['create', '   '], 'Other-Passw0rd!\n');
    expect(blank.status).toBe(1);
    expect(blank.output).toContain('Username is required');
    const bell = await support(['create', 'ops\u001b[2Jx'], 'Other-Passw0rd!\n');
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
    // The real entry file, as npm runs it: arguments, environment, piped password, output and exit status.
    const set = supportProcess(['set-password', 'operator'], 'Fresh-Passw0rd!!\n');
    expect(set.status).toBe(0);
    expect(set.output).toContain('cancelled any reset link');
    const after = openDatabase({ dataDir }).db;
    expect(await after.selectFrom('password_reset_tokens').select('token_hash').execute()).toEqual([]);
    await after.destroy();
  });

  it("makes roles, enables accounts and resets second factors: an operator's way back in", { timeout: 180_000 }, async () => {
    const consultant = await support(['create', 'Casey', '--role', 'consultant'], 'Casey-Passw0rd!Long\n');
    expect(consultant.output).toContain('Created the support user "Casey" (consultant).');
    expect((await support(['create', 'Drew'], 'Drew-Passw0rd!Long\n')).output).toContain('Created the support user "Drew" (consultant).');
    expect((await support(['create', 'Eve', '--role', 'owner'], 'Eve-Passw0rd!Long\n')).output).toContain('Choose a role: administrator or consultant');

    const { db } = openDatabase({ dataDir });
    const operator = await findSupportUserByUsername(db, 'operator');
    const now = Date.now();
    await db.updateTable('support_users').set({ disabled_at: now, last_sign_in_at: Date.UTC(2026, 10, 20, 9, 30) }).where('username_key', '=', 'operator').execute();
    await db.updateTable('support_users').set({ totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).where('id', '=', operator!.id).execute();
    await db.insertInto('passkeys').values({ id: 'credential-1', user_id: operator!.id, name: 'Laptop', public_key: 'key', counter: 0, created_at: now }).execute();
    await db.insertInto('sessions').values({ token_hash: 'b'.repeat(64), user_id: operator!.id, remember_me: 0, created_at: now, last_access_at: now, expires_at: now + 60_000 }).execute();
    await db.destroy();

    expect((await support(['list'])).output).toMatch(/^Operator\tops@example.com\tadministrator\tdisabled\tcreated \S+\tlast signed in 2026-11-20T09:30:00.000Z$/m);
    expect((await support(['list'])).output).toMatch(/^Casey\t\(no email\)\tconsultant\tactive\t/m);
    expect((await support(['enable', 'OPERATOR'])).output).toContain('"Operator" is enabled and may sign in.');
    expect((await support(['reset-factors', 'operator'])).output).toContain('Removed every passkey, authenticator app and recovery code of "Operator"');
    const demoted = await support(['set-role', 'operator', 'consultant']);
    expect(demoted.status).toBe(1);
    expect(demoted.output).toContain('"Operator" is the last active administrator. Make another account an administrator first.');
    expect((await support(['set-role', 'casey', 'administrator'])).output).toContain('"Casey" is now an administrator.');
    expect((await support(['set-role', 'operator', 'consultant'])).status).toBe(0);
    expect((await support(['set-role', 'casey', 'boss'])).output).toContain('Choose a role: administrator or consultant');
    expect((await support(['enable', 'nobody'])).output).toContain('There is no support user "nobody".');

    const after = openDatabase({ dataDir }).db;
    const rows = await after.selectFrom('support_users').select(['username', 'role', 'disabled_at', 'totp_secret']).orderBy('created_at').execute();
    expect(rows.map((row) => [row.username, row.role, row.disabled_at, row.totp_secret])).toEqual([
      ['Operator', 'consultant', null, null],
      ['Casey', 'administrator', null, null],
      ['Drew', 'consultant', null, null],
    ]);
    expect(await after.selectFrom('passkeys').select('id').execute()).toEqual([]);
    expect(await after.selectFrom('sessions').select('token_hash').execute()).toEqual([]);
    await after.destroy();
  });
});
