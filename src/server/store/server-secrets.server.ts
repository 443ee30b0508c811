import type { Kysely } from 'kysely';
import type { Database } from './schema.server';

/**
 * The key of the keyed hash the audit log keeps in place of a username that names no account (migration
 * 020 makes it; the migration keeps its own copy of the name, as a migration never changes).
 */
export const TYPED_USERNAME_KEY = 'typed-username-key';

/** A secret the server keeps in its database by name (migration 020 makes them); an error if it is missing. */
export async function serverSecret(db: Kysely<Database>, name: string): Promise<string> {
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
