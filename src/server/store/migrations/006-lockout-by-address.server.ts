import type { Kysely } from 'kysely';

/**
 * Failed sign-ins are counted per username and client address, so that a stranger failing on
 * purpose locks only their own address out of an account, never the account's owner. Attempts
 * recorded before this migration have no address ('') and age out of the 15-minute window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_attempts').addColumn('address', 'varchar(64)', (column) => column.notNull().defaultTo('')).execute();
  await db.schema.dropIndex('login_attempts_username_time').execute();
  await db.schema.createIndex('login_attempts_username_address_time').on('login_attempts').columns(['username_key', 'address', 'attempted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_attempts_username_address_time').execute();
  await db.schema.createIndex('login_attempts_username_time').on('login_attempts').columns(['username_key', 'attempted_at']).execute();
  await db.schema.alterTable('login_attempts').dropColumn('address').execute();
}
