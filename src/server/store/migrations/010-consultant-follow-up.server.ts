import type { Kysely } from 'kysely';

/**
 * The consultant's follow-up of an assessment: a status on its row ('new' until a consultant changes
 * it, so saved assessments start there) and private notes, each with its author and time, deleted
 * with their assessment. The notes are read only by assessment, newest first, hence their index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('follow_up_status', 'varchar(20)', (column) => column.notNull().defaultTo('new')).execute();
  await db.schema
    .createTable('assessment_notes')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('assessment_id', 'varchar(36)', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
    .addColumn('author', 'varchar(100)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('assessment_notes_by_assessment').on('assessment_notes').columns(['assessment_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assessment_notes').execute();
  await db.schema.alterTable('assessments').dropColumn('follow_up_status').execute();
}
