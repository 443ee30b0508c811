import { sql, type Kysely, type Transaction } from 'kysely';
import type { AccountSummary } from '../../domain/account-schemas';
import type { Role } from '../../domain/roles';
import { normaliseUsername } from '../../domain/username-skeleton';
import { isPostgres } from './dialect.server';
import type { Database } from './schema.server';
import { inTransaction } from './transaction.server';

/** A support user as the server uses it; the hash never leaves the server. */
export interface SupportUser {
  id: string;
  username: string;
  passwordHash: string;
  email: string | null;
  createdAt: number;
  role: Role;
  /** When an administrator disabled the account; null while it may sign in. */
  disabledAt: number | null;
  lastSignInAt: number | null;
}

/** What adding an account needs: a new account is enabled and has not signed in yet. */
export type NewSupportUser = Omit<SupportUser, 'disabledAt' | 'lastSignInAt'>;

/** The form a username is looked up by: its compatibility form (NFKC), trimmed, in lower case. */
export function usernameKey(username: string): string {
  return normaliseUsername(username).toLowerCase();
}

/** A stored role; anything unknown reads as the lesser role, so a bad row never grants administration. */
export function storedRole(role: string): Role {
  return role === 'administrator' ? 'administrator' : 'consultant';
}

function optionalTime(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

function toUser(row: {
  id: string;
  username: string;
  password_hash: string;
  email: string | null;
  created_at: number | string;
  role: string;
  disabled_at: number | string | null;
  last_sign_in_at: number | string | null;
}): SupportUser {
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    email: row.email,
    createdAt: Number(row.created_at),
    role: storedRole(row.role),
    disabledAt: optionalTime(row.disabled_at),
    lastSignInAt: optionalTime(row.last_sign_in_at),
  };
}

const USER_COLUMNS = ['id', 'username', 'password_hash', 'email', 'created_at', 'role', 'disabled_at', 'last_sign_in_at'] as const;

/** Adds a support user. Throws if the username (in any case) is taken. */
export async function insertSupportUser(db: Kysely<Database>, user: NewSupportUser): Promise<void> {
  await db
    .insertInto('support_users')
    .values({
      id: user.id,
      username: normaliseUsername(user.username),
      username_key: usernameKey(user.username),
      password_hash: user.passwordHash,
      email: user.email,
      created_at: user.createdAt,
      updated_at: user.createdAt,
      role: user.role,
    })
    .execute();
}

/** The user with this username, compared case-insensitively. */
export async function findSupportUserByUsername(db: Kysely<Database>, username: string): Promise<SupportUser | undefined> {
  const row = await db.selectFrom('support_users').select(USER_COLUMNS).where('username_key', '=', usernameKey(username)).executeTakeFirst();
  return row ? toUser(row) : undefined;
}

/** The user with this id. */
export async function findSupportUserById(db: Kysely<Database>, id: string): Promise<SupportUser | undefined> {
  const row = await db.selectFrom('support_users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : undefined;
}

/** Records a completed sign-in (password and any second step, or a passkey). */
export async function recordSignIn(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await db.updateTable('support_users').set({ last_sign_in_at: now }).where('id', '=', userId).execute();
}

/** Replaces a user's password hash. Returns false if there is no such user. */
export async function updateSupportUserPassword(db: Kysely<Database>, userId: string, passwordHash: string, now: number): Promise<boolean> {
  const result = await db.updateTable('support_users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many support users exist. */
export async function countSupportUsers(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('support_users').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Every account as an administrator's list shows it, oldest first: role, whether disabled, last
 * sign-in, and how many passkeys and whether an authenticator app it has. No hash and no secret is read.
 */
export async function listAccounts(db: Kysely<Database>): Promise<AccountSummary[]> {
  const rows = await db
    .selectFrom('support_users')
    .select(['id', 'username', 'email', 'role', 'disabled_at', 'created_at', 'last_sign_in_at'])
    .select((eb) => [
      eb.selectFrom('passkeys').select((inner) => inner.fn.countAll<number | string>().as('count')).whereRef('passkeys.user_id', '=', 'support_users.id').as('passkeys'),
      sql<number | string>`case when support_users.totp_secret is null then 0 else 1 end`.as('authenticator_app'),
    ])
    .orderBy('created_at')
    .orderBy('username_key')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    role: storedRole(row.role),
    disabled: row.disabled_at !== null,
    createdAt: Number(row.created_at),
    lastSignInAt: optionalTime(row.last_sign_in_at),
    factors: { passkeys: Number(row.passkeys ?? 0), authenticatorApp: Number(row.authenticator_app) === 1 },
  }));
}

/**
 * Runs a change that could leave the team without an active administrator, one at a time: on
 * PostgreSQL inside a transaction holding one advisory lock, so that two administrators disabling or
 * demoting each other at the same moment cannot both see the other still active (each statement after
 * the lock sees what the other committed). SQLite runs one write transaction at a time.
 */
async function withAdministratorsLocked<T>(db: Kysely<Database>, change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtextextended(${'support administrators'}, 0))`.execute(trx);
    return change(trx);
  });
}

/**
 * Sets a column of one account unless that would leave no active administrator: the account must be a
 * consultant, already disabled, or another enabled administrator must exist. One conditional statement,
 * run under the administrators' lock. True when the account was changed.
 */
async function updateUnlessLastAdministrator(
  db: Kysely<Database>,
  userId: string,
  change: { disabled_at: number } | { role: Role },
  now: number,
): Promise<boolean> {
  return withAdministratorsLocked(db, async (trx) => {
    const result = await trx
      .updateTable('support_users')
      .set({ ...change, updated_at: now })
      .where('id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('role', '<>', 'administrator'),
          eb('disabled_at', 'is not', null),
          eb(
            trx
              .selectFrom('support_users as other')
              .select((inner) => inner.fn.countAll<number | string>().as('count'))
              .where('other.role', '=', 'administrator')
              .where('other.disabled_at', 'is', null)
              .where('other.id', '<>', userId),
            '>',
            0,
          ),
        ]),
      )
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  });
}

/** Disables an account unless it is the last active administrator; true when disabled. Its sessions stop being found at once. */
export async function disableAccountUnlessLastAdministrator(db: Kysely<Database>, userId: string, now: number): Promise<boolean> {
  return updateUnlessLastAdministrator(db, userId, { disabled_at: now }, now);
}

/** Lets a disabled account sign in again. Returns false if there is no such account. */
export async function enableAccount(db: Kysely<Database>, userId: string, now: number): Promise<boolean> {
  const result = await db.updateTable('support_users').set({ disabled_at: null, updated_at: now }).where('id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Gives an account a role. Making an administrator always succeeds; making a consultant of the last
 * active administrator does not (false).
 */
export async function setAccountRoleUnlessLastAdministrator(db: Kysely<Database>, userId: string, role: Role, now: number): Promise<boolean> {
  if (role === 'administrator') {
    const result = await db.updateTable('support_users').set({ role, updated_at: now }).where('id', '=', userId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
  return updateUnlessLastAdministrator(db, userId, { role }, now);
}

/** The usernames of the enabled accounts, A to Z (case ignored): who may own a follow-up. */
export async function enabledUsernames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('support_users').select('username').where('disabled_at', 'is', null).orderBy('username_key').execute();
  return rows.map((row) => row.username);
}
