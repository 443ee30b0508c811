import type { Kysely } from 'kysely';

/**
 * `evidence_requests`: a consultant's request to the respondent for specific evidence about one or more
 * requirements of a completed detailed assessment (docs/decisions/096-evidence-requests.md). Each row keeps the
 * requirement ids asked about (a JSON array of catalogue ids, each requirement of the model once, under its
 * finding's id), what is wanted in words and the calendar day it is wanted by, its state (open, answered,
 * accepted, withdrawn), who asked and when, the respondent's answer in words and when they last answered, how
 * many files they uploaded for it, and who accepted or withdrew it and when.
 *
 * Requests go with their assessment by the foreign key, whichever way it goes (the respondent, support,
 * retention, a quick check's review copy with its quick check). Read by assessment, oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('evidence_requests')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('assessment_id', 'varchar(36)', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
    .addColumn('requirement_ids', 'text', (column) => column.notNull())
    .addColumn('wanted', 'text', (column) => column.notNull())
    .addColumn('due_on', 'varchar(10)', (column) => column.notNull())
    .addColumn('state', 'varchar(20)', (column) => column.notNull().defaultTo('open'))
    .addColumn('asked_at', 'bigint', (column) => column.notNull())
    .addColumn('asked_by', 'varchar(100)', (column) => column.notNull())
    .addColumn('answer', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('answered_at', 'bigint')
    .addColumn('upload_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('accepted_at', 'bigint')
    .addColumn('accepted_by', 'varchar(100)')
    .addColumn('withdrawn_at', 'bigint')
    .addColumn('withdrawn_by', 'varchar(100)')
    .execute();
  await db.schema.createIndex('evidence_requests_by_assessment').on('evidence_requests').columns(['assessment_id', 'asked_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('evidence_requests').execute();
}
