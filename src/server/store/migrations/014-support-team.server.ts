import type { Kysely } from 'kysely';

/**
 * A support team instead of one account: roles, disabled accounts and last sign-ins; second factors
 * (passkeys, an authenticator app's secret, recovery codes); WebAuthn challenges; invitations; the stage
 * of a session (signed in, or waiting for a second step or an enrolment) with the address and browser it
 * came from; and, in the audit log, the address a request came from and the account an action was about.
 *
 * Accounts made before this migration become administrators: until now the one account could do
 * everything. A session made before it is a signed-in one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('support_users').addColumn('role', 'varchar(20)', (column) => column.notNull().defaultTo('administrator')).execute();
  await db.schema.alterTable('support_users').addColumn('disabled_at', 'bigint').execute();
  await db.schema.alterTable('support_users').addColumn('last_sign_in_at', 'bigint').execute();
  // The authenticator app's shared secret (base32) once confirmed, and the last time step a code was
  // accepted for, so one code cannot be used twice.
  await db.schema.alterTable('support_users').addColumn('totp_secret', 'varchar(64)').execute();
  await db.schema.alterTable('support_users').addColumn('totp_last_step', 'bigint').execute();

  await db.schema.alterTable('sessions').addColumn('stage', 'varchar(20)', (column) => column.notNull().defaultTo('signed-in')).execute();
  await db.schema.alterTable('sessions').addColumn('address', 'varchar(64)', (column) => column.notNull().defaultTo('')).execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(300)', (column) => column.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('passkeys')
    // The credential id, base64url, as the authenticator made it.
    .addColumn('id', 'varchar(1400)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('support_users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    // The COSE public key, base64url.
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('counter', 'bigint', (column) => column.notNull())
    // Comma-separated transports the authenticator named (usb, internal, hybrid…), or ''.
    .addColumn('transports', 'varchar(200)', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('passkeys_by_user').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('support_users.id').onDelete('cascade'))
    // SHA-256 (hex) of the code as shown, without separators and upper-cased.
    .addColumn('code_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('recovery_codes_by_user').on('recovery_codes').columns(['user_id', 'code_hash']).execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('challenge', 'varchar(200)', (column) => column.notNull())
    // The account a registration or a second step is for; null for a passkey sign-in, where the passkey names it.
    .addColumn('user_id', 'varchar(36)', (column) => column.references('support_users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('username', 'varchar(100)', (column) => column.notNull())
    .addColumn('username_key', 'varchar(100)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('role', 'varchar(20)', (column) => column.notNull())
    .addColumn('invited_by', 'varchar(100)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('accepted_at', 'bigint')
    .execute();
  await db.schema.createIndex('invitations_by_username').on('invitations').column('username_key').execute();

  await db.schema.alterTable('audit_events').addColumn('address', 'varchar(64)').execute();
  await db.schema.alterTable('audit_events').addColumn('account', 'varchar(100)').execute();
  // The audit log page reads newest first, filtered or not.
  await db.schema.createIndex('audit_events_by_time').on('audit_events').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_events_by_time').execute();
  await db.schema.alterTable('audit_events').dropColumn('account').execute();
  await db.schema.alterTable('audit_events').dropColumn('address').execute();
  for (const table of ['invitations', 'webauthn_challenges', 'recovery_codes', 'passkeys']) await db.schema.dropTable(table).execute();
  for (const column of ['user_agent', 'address', 'stage']) await db.schema.alterTable('sessions').dropColumn(column).execute();
  for (const column of ['totp_last_step', 'totp_secret', 'last_sign_in_at', 'disabled_at', 'role']) {
    await db.schema.alterTable('support_users').dropColumn(column).execute();
  }
}
