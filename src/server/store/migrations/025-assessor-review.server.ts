import type { Kysely } from 'kysely';

/**
 * A consultant's review of a completed detailed assessment (docs/decisions/059-assessor-review-api.md):
 *
 * - `assessment_reviews`, one row per reviewed assessment, made by the first thing the assessor saves: the
 *   scope and approach with its own version (0 until first saved), when the review started, when it was
 *   finished and by whom, and when it was shared with the respondent.
 * - `assessment_findings`, one row per reviewed requirement, each with its own version, so two consultants
 *   saving different findings at once both keep theirs; with who saved it and when, and a fixed text of the
 *   respondent's answer then (`answer_fingerprint`), to tell when that answer changed since.
 * - `assessments.review_status`, the review's status on the assessment's row ('not-started' until a review
 *   starts), written in the same transaction as every change to the review, for the results list to filter
 *   and sort by.
 * - `evidence_files.added_by`: null for the respondent's files, the consultant's username for an assessor's.
 *
 * Reviews go with their assessment by the foreign key, and findings with their review, whichever way the
 * assessment goes (the respondent, support, retention, the draft clean-up).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assessment_reviews')
    .addColumn('assessment_id', 'varchar(36)', (column) => column.primaryKey().references('assessments.id').onDelete('cascade'))
    .addColumn('systems', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('sampling', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('approach', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('limitations', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('assessors', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('first_day', 'varchar(10)', (column) => column.notNull().defaultTo(''))
    .addColumn('last_day', 'varchar(10)', (column) => column.notNull().defaultTo(''))
    .addColumn('scope_version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('started_at', 'bigint', (column) => column.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('finished_by', 'varchar(100)')
    .addColumn('shared_at', 'bigint')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('assessment_findings')
    .addColumn('assessment_id', 'varchar(36)', (column) => column.notNull().references('assessment_reviews.assessment_id').onDelete('cascade'))
    .addColumn('requirement_id', 'varchar(200)', (column) => column.notNull())
    .addColumn('outcome', 'varchar(40)', (column) => column.notNull())
    .addColumn('test_method', 'varchar(40)')
    .addColumn('evidence_quality', 'varchar(20)')
    .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('review_by', 'varchar(10)')
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('saved_at', 'bigint', (column) => column.notNull())
    .addColumn('saved_by', 'varchar(100)', (column) => column.notNull())
    .addColumn('answer_fingerprint', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('assessment_findings_key', ['assessment_id', 'requirement_id'])
    .execute();
  await db.schema.alterTable('assessments').addColumn('review_status', 'varchar(20)', (column) => column.notNull().defaultTo('not-started')).execute();
  await db.schema.alterTable('evidence_files').addColumn('added_by', 'varchar(100)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('evidence_files').dropColumn('added_by').execute();
  await db.schema.alterTable('assessments').dropColumn('review_status').execute();
  await db.schema.dropTable('assessment_findings').execute();
  await db.schema.dropTable('assessment_reviews').execute();
}
