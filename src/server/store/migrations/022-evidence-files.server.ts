import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.server';

/**
 * Evidence files of a detailed assessment's requirements, kept in the database beside their assessment
 * (docs/decisions/049-evidence-files.md): a BLOB on SQLite, bytea on PostgreSQL, with the name given at
 * upload (for display only), the size, the kind read from the content, and its SHA-256. Deleted with their
 * assessment by the foreign key, whichever way the assessment goes (the respondent, support, the draft
 * clean-up, retention). Read by assessment, oldest first, hence the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('evidence_files')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('assessment_id', 'varchar(36)', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
    .addColumn('requirement_id', 'varchar(200)', (column) => column.notNull())
    .addColumn('file_name', 'varchar(500)', (column) => column.notNull())
    .addColumn('size', 'bigint', (column) => column.notNull())
    .addColumn('media_type', 'varchar(100)', (column) => column.notNull())
    .addColumn('sha256', 'varchar(64)', (column) => column.notNull())
    .addColumn('content', postgres ? sql`bytea` : sql`blob`, (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('evidence_files_by_assessment').on('evidence_files').columns(['assessment_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('evidence_files').execute();
}
