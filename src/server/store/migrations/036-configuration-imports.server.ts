import type { Kysely } from 'kysely';

/**
 * `configuration_imports`: an export of the organisation's systems (a Group Policy report, an Intune policy, an
 * AppLocker or WDAC policy, the local administrators, the installed updates, a scanner's findings in the tool's
 * own format) imported into an assessment, by the respondent (`imported_by` null) or by a consultant for the
 * review (their username). Each row keeps the file's name and SHA-256, which importer read it and its version,
 * what the file is in words, which source it is an export of (`source_key`: a newer export of the same source
 * supersedes an older one's proposals), when the file says it was produced and when it was imported, and what
 * the importer read: its proposals and notes as JSON. One file is imported once per assessment and side: the
 * unique key makes a second import of the same file change nothing.
 *
 * `configuration_import_files`: the evidence files an import was kept as, one per requirement it speaks to;
 * a row goes with its evidence file when that file is removed, and with its import.
 *
 * Both go with their assessment by the foreign keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('configuration_imports')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('assessment_id', 'varchar(36)', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
    .addColumn('side', 'varchar(20)', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('sha256', 'varchar(64)', (column) => column.notNull())
    .addColumn('format', 'varchar(40)', (column) => column.notNull())
    .addColumn('importer_version', 'integer', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('source_key', 'text', (column) => column.notNull())
    .addColumn('produced_at', 'bigint')
    .addColumn('imported_at', 'bigint', (column) => column.notNull())
    .addColumn('imported_by', 'varchar(100)')
    .addColumn('proposals', 'text', (column) => column.notNull())
    .addColumn('notes', 'text', (column) => column.notNull())
    .addUniqueConstraint('configuration_imports_one_per_file', ['assessment_id', 'side', 'sha256'])
    .execute();
  await db.schema
    .createTable('configuration_import_files')
    .addColumn('import_id', 'varchar(36)', (column) => column.notNull().references('configuration_imports.id').onDelete('cascade'))
    .addColumn('evidence_id', 'varchar(36)', (column) => column.notNull().references('evidence_files.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('configuration_import_files_key', ['import_id', 'evidence_id'])
    .execute();
  await db.schema.createIndex('configuration_import_files_by_evidence').on('configuration_import_files').column('evidence_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('configuration_import_files').execute();
  await db.schema.dropTable('configuration_imports').execute();
}
