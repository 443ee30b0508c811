import type { Kysely } from 'kysely';

/** Assessments and their per-control levels. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assessments')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('organization_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('respondent_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('respondent_email', 'varchar(254)', (column) => column.notNull())
    .addColumn('timeline', 'varchar(16)')
    .addColumn('priorities', 'text', (column) => column.notNull())
    .addColumn('constraints', 'text', (column) => column.notNull())
    .addColumn('access_key_hash', 'varchar(64)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('assessments_created_at').on('assessments').column('created_at').execute();
  await db.schema
    .createTable('assessment_controls')
    .addColumn('assessment_id', 'varchar(36)', (column) =>
      column.notNull().references('assessments.id').onDelete('cascade'),
    )
    .addColumn('control_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('target_level', 'smallint')
    .addColumn('current_level', 'smallint')
    .addPrimaryKeyConstraint('assessment_controls_pk', ['assessment_id', 'control_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assessment_controls').execute();
  await db.schema.dropTable('assessments').execute();
}
