import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { passwordRuleMessage } from '../../domain/password-rule';
import type { Database } from '../store/schema.server';
import { countSupportUsers, insertSupportUser } from '../store/support-users.server';
import { hashPassword, randomPassword } from './passwords.server';

/**
 * At first start, creates the first support account, an administrator: from E8_SUPPORT_USERNAME and
 * E8_SUPPORT_PASSWORD when given, otherwise `support` with a random password printed once.
 * Does nothing when an account exists. Throws, in words, on a password that breaks the rule.
 */
export async function ensureSupportAccount(
  db: Kysely<Database>,
  settings: { username: string | undefined; password: string | undefined; email: string | undefined },
  print: (line: string) => void,
): Promise<void> {
  if ((await countSupportUsers(db)) > 0) return;
  const username = settings.username?.trim() || 'support';
  const given = settings.password;
  if (given !== undefined) {
    const problem = passwordRuleMessage(given);
    if (problem) throw new Error(`E8_SUPPORT_PASSWORD is not accepted. ${problem}`);
  }
  const password = given ?? randomPassword();
  await insertSupportUser(db, {
    id: randomUUID(),
    username,
    passwordHash: await hashPassword(password),
    email: settings.email ?? null,
    createdAt: Date.now(),
    // The first account can manage the others.
    role: 'administrator',
  });
  if (given === undefined) {
    print(`Created the support account "${username}" with the password: ${password}`);
    print('This password is shown only once. Change it with: npm run support -- set-password ' + username);
  } else {
    print(`Created the support account "${username}" from E8_SUPPORT_USERNAME and E8_SUPPORT_PASSWORD.`);
  }
}
