import type { Kysely } from 'kysely';
import type { Database } from './schema.server';

/** A secret the server keeps in its database by name (migration 020 makes them); an error if it is missing. */
export async function serverSecret(db: Kysely<Database>, name: string): Promise<string> {
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
