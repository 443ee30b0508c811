import type { Kysely } from 'kysely';

/**
 * `assessment_report_words`: the assessor's own words and markings in a review's assessment report, one row per
 * review, made by the first save (docs/decisions/094-the-assessors-words-in-the-report.md): the classification
 * marking, the system security classification, the organisation's address, the assessors' qualifications, the
 * background, key security risks, positive findings, opinion, and each strategy's commentary (a JSON object by
 * strategy). An empty text is the report's own. `version` is one more at each save, so two consultants never
 * overwrite each other unseen. The row goes with its review by the foreign key, and so with its assessment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assessment_report_words')
    .addColumn('assessment_id', 'varchar(36)', (column) => column.primaryKey().references('assessment_reviews.assessment_id').onDelete('cascade'))
    .addColumn('marking', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('system_classification', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('entity_address', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('assessor_qualifications', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('background', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('key_security_risks', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('positive_findings', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('opinion', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('strategy_commentary', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('saved_at', 'bigint', (column) => column.notNull())
    .addColumn('saved_by', 'varchar(100)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assessment_report_words').execute();
}
