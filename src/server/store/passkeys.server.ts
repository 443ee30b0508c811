import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeysTable } from './schema.server';

/** A stored passkey: the credential's id and public key (both base64url) and the authenticator's signature counter. */
export interface StoredPasskey {
  id: string;
  userId: string;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: number;
  lastUsedAt: number | null;
}

/** A row as the driver returns it (PostgreSQL gives bigint columns as strings). */
function passkeyOf(row: Selectable<PasskeysTable>): StoredPasskey {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports === '' ? [] : row.transports.split(','),
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

/** Stores a new passkey of an account. */
export async function insertPasskey(db: Kysely<Database>, passkey: Omit<StoredPasskey, 'lastUsedAt'>): Promise<void> {
  await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      name: passkey.name,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports.join(','),
      created_at: passkey.createdAt,
      last_used_at: null,
    })
    .execute();
}

/** The passkey with this credential id, whoever it belongs to. */
export async function findPasskeyById(db: Kysely<Database>, id: string): Promise<StoredPasskey | undefined> {
  const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? passkeyOf(row) : undefined;
}

/** The passkeys of an account, oldest first. */
export async function passkeysOfUser(db: Kysely<Database>, userId: string): Promise<StoredPasskey[]> {
  const rows = await db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map(passkeyOf);
}

/** Records a passkey's use: the authenticator's new signature counter and the time. */
export async function recordPasskeyUse(db: Kysely<Database>, id: string, counter: number, now: number): Promise<void> {
  await db.updateTable('passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
}

/** Deletes one passkey of an account; whether there was one (another account's passkey is never touched). */
export async function deletePasskeyOfUser(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
