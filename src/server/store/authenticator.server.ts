import type { Kysely } from 'kysely';
import type { Database } from './schema.server';
import { inTransaction } from './transaction.server';

/** The purpose of a webauthn_challenges row that holds an authenticator secret waiting for its first code. */
const TOTP_SETUP = 'totp-setup';

/** An authenticator secret handed out and not yet confirmed with a code. */
export interface TotpSetup {
  id: string;
  secret: string;
  userId: string;
  expiresAt: number;
}

/**
 * Keeps a new authenticator secret for an account until it is confirmed with a code, replacing any
 * set-up of that account still open, so only the secret shown last can be confirmed.
 */
export async function insertTotpSetup(db: Kysely<Database>, setup: TotpSetup): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('webauthn_challenges').where('user_id', '=', setup.userId).where('purpose', '=', TOTP_SETUP).execute();
    await trx
      .insertInto('webauthn_challenges')
      .values({ id: setup.id, challenge: setup.secret, user_id: setup.userId, purpose: TOTP_SETUP, expires_at: setup.expiresAt })
      .execute();
  });
}

/** An account's open authenticator set-up with this id, if it has not expired by `now`. */
export async function findTotpSetup(db: Kysely<Database>, id: string, userId: string, now: number): Promise<TotpSetup | undefined> {
  const row = await db
    .selectFrom('webauthn_challenges')
    .select(['id', 'challenge', 'user_id', 'expires_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('purpose', '=', TOTP_SETUP)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { id: row.id, secret: row.challenge, userId, expiresAt: Number(row.expires_at) } : undefined;
}

/**
 * Confirms an authenticator set-up: consumes it and stores its secret on the account with the time step
 * of the code that confirmed it (so that code cannot also sign in). One transaction; false when the
 * set-up was already consumed by a request that got there first.
 */
export async function confirmTotpSetup(db: Kysely<Database>, setup: TotpSetup, step: number, now: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const consumed = await trx.deleteFrom('webauthn_challenges').where('id', '=', setup.id).where('purpose', '=', TOTP_SETUP).executeTakeFirst();
    if (consumed.numDeletedRows === 0n) return false;
    await trx.updateTable('support_users').set({ totp_secret: setup.secret, totp_last_step: step, updated_at: now }).where('id', '=', setup.userId).execute();
    return true;
  });
}

/** An account's confirmed authenticator secret and the last time step a code was accepted for; none without an app. */
export async function findTotpSecret(db: Kysely<Database>, userId: string): Promise<{ secret: string; lastStep: number | null } | undefined> {
  const row = await db.selectFrom('support_users').select(['totp_secret', 'totp_last_step']).where('id', '=', userId).executeTakeFirst();
  if (!row?.totp_secret) return undefined;
  return { secret: row.totp_secret, lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step) };
}

/**
 * Records that a code of `step` was accepted, in one conditional update that succeeds only if no code of
 * that step or a later one was accepted before: of two requests with the same code, one wins.
 */
export async function advanceTotpStep(db: Kysely<Database>, userId: string, secret: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('support_users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    // The secret is checked too, so a code of an app removed meanwhile does not count.
    .where('totp_secret', '=', secret)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Forgets an account's authenticator app (its secret and last step); the route runs it inside withSecondFactorsLocked, after the rule's check. */
export async function clearTotpSecret(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await db.updateTable('support_users').set({ totp_secret: null, totp_last_step: null, updated_at: now }).where('id', '=', userId).execute();
}
