/**
 * Support accounts from the command line, for an operator who has lost the password and has no mail:
 *
 *   npm run support -- list
 *   npm run support -- create <username> [--email <address>]
 *   npm run support -- set-password <username>
 *
 * In a terminal the new password is asked for without being shown (leave it empty for a random one,
 * printed once); a script pipes it on standard input instead (`npm run support -- … < password-file`).
 * Passwords follow the one password rule of password-rule.ts.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { usernameSchema } from '../../domain/auth-schemas';
import { passwordRuleMessage } from '../../domain/password-rule';
import { changePassword } from '../auth/password-change.server';
import { readHiddenLine } from './hidden-prompt.server';
import { hashPassword, randomPassword } from '../auth/passwords.server';
import { loadConfig } from '../config.server';
import { openDatabase } from '../store/database.server';
import { migrateToLatest } from '../store/migrate.server';
import { countSupportUsers, findSupportUserByUsername, insertSupportUser, listSupportUsers } from '../store/support-users.server';

const USAGE = 'Usage: npm run support -- list | create <username> [--email <address>] | set-password <username>';

/** Text for the terminal: a control or formatting character (kept by an account made before the username rule) shown escaped, never obeyed. */
function printable(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
}

async function readPassword(): Promise<string | undefined> {
  if (process.stdin.isTTY) {
    const typed = await readHiddenLine('New password (leave empty for a random one): ', process.stdin, process.stdout);
    return typed.length > 0 ? typed : undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
  return text.length > 0 ? text : undefined;
}

async function newPassword(): Promise<{ password: string; generated: boolean }> {
  const given = await readPassword();
  if (given === undefined) return { password: randomPassword(), generated: true };
  const problem = passwordRuleMessage(given);
  if (problem) throw new Error(problem);
  return { password: given, generated: false };
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' } } });
  const [command, typedUsername] = positionals;
  const config = loadConfig();
  const { db } = openDatabase(config);
  try {
    await migrateToLatest(db);
    if (command === 'list') {
      const users = await listSupportUsers(db);
      if (users.length === 0) console.log('No support users yet.');
      for (const user of users) {
        console.log(`${printable(user.username)}\t${printable(user.email ?? '(no email)')}\tcreated ${new Date(user.createdAt).toISOString()}`);
      }
      return;
    }
    if ((command !== 'create' && command !== 'set-password') || !typedUsername) throw new Error(USAGE);
    // An account made before the username rule keeps its name: set-password still finds it as typed.
    const earlier = command === 'set-password' ? await findSupportUserByUsername(db, typedUsername) : undefined;
    const checked = usernameSchema.safeParse(typedUsername);
    if (!checked.success && !earlier) throw new Error(checked.error.issues[0]?.message ?? USAGE);
    const username = checked.data ?? typedUsername;
    const existing = earlier ?? (await findSupportUserByUsername(db, username));
    if (command === 'create' && existing) throw new Error(`A support user "${existing.username}" already exists.`);
    if (command === 'set-password' && !existing) throw new Error(`There is no support user "${username}".`);
    const { password, generated } = await newPassword();
    const passwordHash = await hashPassword(password);
    if (command === 'create') {
      // The first account is an administrator, as at start-up; later ones are consultants until an administrator says otherwise.
      const role = (await countSupportUsers(db)) === 0 ? 'administrator' : 'consultant';
      await insertSupportUser(db, { id: randomUUID(), username, passwordHash, email: values.email ?? null, createdAt: Date.now(), role });
      console.log(`Created the support user "${username}".`);
    } else if (existing) {
      await changePassword(db, existing, passwordHash, Date.now());
      console.log(`Set a new password for "${existing.username}", signed out all of their sessions and cancelled any reset link.`);
    }
    if (generated) console.log(`Password (shown only once): ${password}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
