import type { Kysely } from 'kysely';

/** Support users, their sessions, sign-in attempts, password reset tokens and the audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_users')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('username', 'varchar(100)', (column) => column.notNull())
    // Lower-cased username: usernames compare case-insensitively on both databases.
    .addColumn('username_key', 'varchar(100)', (column) => column.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('support_users.id').onDelete('cascade'))
    .addColumn('remember_me', 'smallint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('last_access_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('username_key', 'varchar(100)', (column) => column.notNull())
    .addColumn('attempted_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_username_time').on('login_attempts').columns(['username_key', 'attempted_at']).execute();
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('support_users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('actor', 'varchar(100)')
    .addColumn('action', 'varchar(40)', (column) => column.notNull())
    .addColumn('assessment_id', 'varchar(36)')
    .addColumn('details', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('audit_events_assessment').on('audit_events').columns(['assessment_id', 'at']).execute();
  await db.schema.createIndex('assessments_status_created').on('assessments').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('assessments_status_created').execute();
  for (const table of ['audit_events', 'password_reset_tokens', 'login_attempts', 'sessions', 'support_users']) {
    await db.schema.dropTable(table).execute();
  }
}
