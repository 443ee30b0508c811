/**
 * Support accounts from the command line, for an operator who has lost the password and has no mail:
 *
 *   npm run support -- list
 *   npm run support -- create <username> [--email <address>] [--role administrator|consultant]
 *   npm run support -- set-password <username>
 *   npm run support -- set-role <username> administrator|consultant
 *   npm run support -- enable <username>
 *   npm run support -- reset-factors <username>
 *
 * `list` shows each account's role, whether it is disabled, and its last sign-in. `create` makes an
 * administrator when there is no account yet and a consultant otherwise, unless --role says. `enable`
 * and `reset-factors` are an operator's way back in when every administrator is disabled or has lost
 * their second factors; `set-role` never demotes the last active administrator, as on the accounts page.
 *
 * For `create` and `set-password`, in a terminal the new password is asked for without being shown
 * (leave it empty for a random one, printed once); a script pipes it on standard input instead
 * (`npm run support -- … < password-file`). Passwords follow the one password rule of password-rule.ts.
 *
 * support.server.ts runs it with the process's arguments, environment and standard streams.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { usernameSchema } from '../../domain/auth-schemas';
import { roleSchema, type Role } from '../../domain/roles';
import { lookalikeOf, lookalikeUsernameMessage } from '../../domain/username-skeleton';
import { takenUsernames } from '../store/invitations.server';
import { passwordRuleMessage } from '../../domain/password-rule';
import { changePassword } from '../auth/password-change.server';
import { readHiddenLine } from './hidden-prompt.server';
import { exitStatusOf, writeLine, type CommandInput, type CommandIo, type CommandOutput } from './command-io.server';
import { hashPassword, randomPassword } from '../auth/passwords.server';
import { loadConfig } from '../config.server';
import { openDatabase } from '../store/database.server';
import { migrateToLatest } from '../store/migrate.server';
import { deleteSecondFactorsOf } from '../store/second-factors.server';
import { deleteSessionsOfUser } from '../store/sessions.server';
import {
  countSupportUsers,
  enableAccount,
  findSupportUserByUsername,
  insertSupportUser,
  listAccounts,
  setAccountRoleUnlessLastAdministrator,
  type SupportUser,
} from '../store/support-users.server';

const USAGE =
  'Usage: npm run support -- list | create <username> [--email <address>] [--role administrator|consultant] | set-password <username>' +
  ' | set-role <username> administrator|consultant | enable <username> | reset-factors <username>';

/** The commands that act on an existing account and set no password. */
const ACCOUNT_COMMANDS = ['set-role', 'enable', 'reset-factors'] as const;

/** Text for the terminal: a control or formatting character (kept by an account made before the username rule) shown escaped, never obeyed. */
function printable(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
}

/** What standard input holds, whole: the text given, or a pipe read to its end. */
async function pipedText(stdin: CommandInput): Promise<string> {
  if (typeof stdin === 'string') return stdin;
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function readPassword(stdin: CommandInput, stdout: CommandOutput): Promise<string | undefined> {
  if (typeof stdin !== 'string' && stdin.isTTY) {
    const typed = await readHiddenLine('New password (leave empty for a random one): ', stdin, stdout);
    return typed.length > 0 ? typed : undefined;
  }
  const text = (await pipedText(stdin)).replace(/\r?\n$/, '');
  return text.length > 0 ? text : undefined;
}

async function newPassword(stdin: CommandInput, stdout: CommandOutput): Promise<{ password: string; generated: boolean }> {
  const given = await readPassword(stdin, stdout);
  if (given === undefined) return { password: randomPassword(), generated: true };
  const problem = passwordRuleMessage(given);
  if (problem) throw new Error(problem);
  return { password: given, generated: false };
}

/** A role named on the command line, or an error in words. */
function roleFrom(text: string | undefined): Role {
  const role = roleSchema.safeParse(text);
  if (!role.success) throw new Error(`${role.error.issues[0]?.message ?? 'Choose a role'}.\n${USAGE}`);
  return role.data;
}

/** set-role, enable and reset-factors: changes to an account that exists, found by its name in any case. */
async function changeAccount(
  db: ReturnType<typeof openDatabase>['db'],
  command: (typeof ACCOUNT_COMMANDS)[number],
  user: SupportUser,
  roleText: string | undefined,
  stdout: CommandOutput,
): Promise<void> {
  const now = Date.now();
  const name = printable(user.username);
  if (command === 'set-role') {
    const role = roleFrom(roleText);
    if (!(await setAccountRoleUnlessLastAdministrator(db, user.id, role, now))) {
      throw new Error(`"${name}" is the last active administrator. Make another account an administrator first.`);
    }
    writeLine(stdout, `"${name}" is now ${role === 'administrator' ? 'an administrator' : 'a consultant'}.`);
  } else if (command === 'enable') {
    // The sessions it held when disabled never come back: enabled, it signs in afresh.
    await deleteSessionsOfUser(db, user.id);
    await enableAccount(db, user.id, now);
    writeLine(stdout, `"${name}" is enabled and may sign in.`);
  } else {
    await deleteSecondFactorsOf(db, user.id, now);
    await deleteSessionsOfUser(db, user.id);
    writeLine(stdout, `Removed every passkey, authenticator app and recovery code of "${name}" and signed out all of their sessions.`);
  }
}

/** What `npm run support` is given: standard input too, for a password. */
export interface SupportIo extends CommandIo {
  stdin: CommandInput;
}

/** Runs `npm run support -- <args>`: prints what it did, or why it could not, and answers the exit status. */
export function runSupportCommand(io: SupportIo): Promise<number> {
  return exitStatusOf(() => support(io), io.stderr);
}

async function support({ args, env, stdin, stdout }: SupportIo): Promise<void> {
  const { positionals, values } = parseArgs({ args: [...args], allowPositionals: true, options: { email: { type: 'string' }, role: { type: 'string' } } });
  const [command, typedUsername, roleText] = positionals;
  const config = loadConfig(env);
  const { db } = openDatabase(config);
  try {
    await migrateToLatest(db);
    if (command === 'list') {
      const users = await listAccounts(db);
      if (users.length === 0) writeLine(stdout, 'No support users yet.');
      for (const user of users) {
        const lastSignIn = user.lastSignInAt === null ? 'never signed in' : `last signed in ${new Date(user.lastSignInAt).toISOString()}`;
        writeLine(
          stdout,
          [printable(user.username), printable(user.email ?? '(no email)'), user.role, user.disabled ? 'disabled' : 'active', `created ${new Date(user.createdAt).toISOString()}`, lastSignIn].join('\t'),
        );
      }
      return;
    }
    const accountCommand = ACCOUNT_COMMANDS.find((name) => name === command);
    if (accountCommand && typedUsername) {
      const user = await findSupportUserByUsername(db, typedUsername);
      if (!user) throw new Error(`There is no support user "${printable(typedUsername)}".`);
      await changeAccount(db, accountCommand, user, roleText, stdout);
      return;
    }
    if ((command !== 'create' && command !== 'set-password') || !typedUsername) throw new Error(USAGE);
    const chosenRole = values.role === undefined ? undefined : roleFrom(values.role);
    // An account made before the username rule keeps its name: set-password still finds it as typed.
    const earlier = command === 'set-password' ? await findSupportUserByUsername(db, typedUsername) : undefined;
    const checked = usernameSchema.safeParse(typedUsername);
    if (!checked.success && !earlier) throw new Error(checked.error.issues[0]?.message ?? USAGE);
    const username = checked.data ?? typedUsername;
    const existing = earlier ?? (await findSupportUserByUsername(db, username));
    if (command === 'create' && existing) throw new Error(`A support user "${existing.username}" already exists.`);
    const lookalike = command === 'create' ? lookalikeOf(username, await takenUsernames(db, Date.now())) : undefined;
    if (lookalike !== undefined) throw new Error(lookalikeUsernameMessage(printable(username), printable(lookalike)));
    if (command === 'set-password' && !existing) throw new Error(`There is no support user "${username}".`);
    const { password, generated } = await newPassword(stdin, stdout);
    const passwordHash = await hashPassword(password);
    if (command === 'create') {
      // Unless --role says, the first account is an administrator, as at start-up; later ones are consultants.
      const role = chosenRole ?? ((await countSupportUsers(db)) === 0 ? 'administrator' : 'consultant');
      await insertSupportUser(db, { id: randomUUID(), username, passwordHash, email: values.email ?? null, createdAt: Date.now(), role });
      writeLine(stdout, `Created the support user "${username}" (${role}).`);
    } else if (existing) {
      await changePassword(db, existing, passwordHash, Date.now());
      writeLine(stdout, `Set a new password for "${existing.username}", signed out all of their sessions and cancelled any reset link.`);
    }
    if (generated) writeLine(stdout, `Password (shown only once): ${password}`);
  } finally {
    await db.destroy();
  }
}
