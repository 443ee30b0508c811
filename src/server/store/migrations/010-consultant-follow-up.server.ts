import { sql, type Kysely } from 'kysely';

/**
 * The consultant's follow-up of an assessment: a status on its row ('new' until a consultant changes
 * it, so saved assessments start there) and private notes, each with its author and time, deleted
 * with their assessment. The notes are read only by assessment, newest first, hence their index.
 *
 * And an index for each order of the support list besides the date (decision 021): organisation (case
 * ignored), average (the sum of current levels orders as the average does) and ASD's level as the list
 * shows it, each with the list position to break ties, so a page reads the index in order instead of
 * sorting every row. The expressions are written exactly as the list's query writes them.
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
  await sql`create index assessments_by_organisation on assessments (lower(organisation_name), seq)`.execute(db);
  await sql`create index assessments_by_average on assessments (current_level_sum, seq)`.execute(db);
  await sql`create index assessments_by_level on assessments ((case when current_count = 8 then current_level_min else 0 end), seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['assessments_by_level', 'assessments_by_average', 'assessments_by_organisation']) await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('assessment_notes').execute();
  await db.schema.alterTable('assessments').dropColumn('follow_up_status').execute();
}
