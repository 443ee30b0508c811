import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { passwordRuleMessage } from '../../domain/password-rule';
import type { Database } from '../store/schema.server';
import { countSupportUsers, insertSupportUser } from '../store/support-users.server';
import { hashPassword, randomPassword } from './passwords.server';

/** The first support account, when this start created it: its name, and the password only when one was generated. */
export interface CreatedSupportAccount {
  username: string;
  /** The random password, when E8_SUPPORT_PASSWORD was not given: to be shown to the operator once, never logged. */
  generatedPassword: string | undefined;
}

/**
 * At first start, creates the first support account, an administrator: from E8_SUPPORT_USERNAME and
 * E8_SUPPORT_PASSWORD when given, otherwise `support` with a random password, which it returns for the caller to
 * show once. Does nothing (undefined) when an account exists. Throws, in words, on a password that breaks the rule.
 */
export async function ensureSupportAccount(
  db: Kysely<Database>,
  settings: { username: string | undefined; password: string | undefined; email: string | undefined },
): Promise<CreatedSupportAccount | undefined> {
  if ((await countSupportUsers(db)) > 0) return undefined;
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
  return { username, generatedPassword: given === undefined ? password : undefined };
}
