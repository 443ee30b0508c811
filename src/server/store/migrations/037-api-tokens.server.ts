import type { Kysely } from 'kysely';

/**
 * `api_tokens`: an administrator's read-only API token for reporting tools. Each row keeps the token's name (the
 * audit log's actor when it is used, "token: Power BI"), its scope ('read' or 'export'), the SHA-256 hash of its
 * secret (never the secret: it is shown once, when made), who made it and when, when it expires, when it was last
 * used, and who revoked it and when (a revoked token is refused at once, and kept for the list and the audit log).
 * A secret's hash names one token; a token is found by it at each use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(60)', (column) => column.notNull())
    .addColumn('scope', 'varchar(20)', (column) => column.notNull())
    .addColumn('secret_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('created_by', 'varchar(100)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_by', 'varchar(100)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
