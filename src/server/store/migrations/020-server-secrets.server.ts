import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';


/**
 * Secrets the server keeps in its database, so every instance sharing it uses the same one and a restart
 * keeps it: first, the key of the keyed hash that the audit log records in place of an unknown username
 * typed at sign-in (people type passwords there), named `typed-username-key`. Made here, once, from 32 random bytes; it never leaves
 * the database, so a reader of the audit log cannot test guesses against the hashes it shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(40)', (column) => column.primaryKey())
    .addColumn('value', 'varchar(128)', (column) => column.notNull())
    .execute();
  await sql`insert into server_secrets (name, value) values (${'typed-username-key'}, ${randomBytes(32).toString('hex')})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
