import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from './dialect.server';
import type { Database } from './schema.server';
import { inTransaction } from './transaction.server';

/** Which second factors an account has: how many passkeys, whether an authenticator app, how many unused recovery codes. */
export interface SecondFactors {
  passkeys: number;
  authenticatorApp: boolean;
  recoveryCodes: number;
}

/** The second factors of an account, read together. */
export async function secondFactorsOf(db: Kysely<Database>, userId: string): Promise<SecondFactors> {
  const [passkeys, user, codes] = await Promise.all([
    db.selectFrom('passkeys').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('support_users').select('totp_secret').where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { passkeys: Number(passkeys.count), authenticatorApp: Boolean(user?.totp_secret), recoveryCodes: Number(codes.count) };
}

/**
 * Runs `work` in one transaction in which the account's second factors cannot change under it: on
 * PostgreSQL it first waits for an advisory lock on the account (released at commit or rollback), so
 * two removals of one account's factors run one after the other; SQLite runs one write transaction at a time.
 */
export function withSecondFactorsLocked<T>(db: Kysely<Database>, userId: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtextextended(${`second factors ${userId}`}, 0))`.execute(trx);
    return work(trx);
  });
}

/** Removes an account's recovery codes (when it has no second factor left, they would recover nothing). */
export async function deleteRecoveryCodesOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Removes every second factor of an account (an administrator's reset): passkeys, the authenticator app, recovery codes and open challenges. */
export async function deleteSecondFactorsOf(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('passkeys').where('user_id', '=', userId).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
    await trx.updateTable('support_users').set({ totp_secret: null, totp_last_step: null, updated_at: now }).where('id', '=', userId).execute();
  });
}
