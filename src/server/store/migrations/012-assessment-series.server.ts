import type { Kysely } from 'kysely';

/**
 * Re-assessments: an assessment started from an earlier one belongs to its series. `series_id` names the
 * series by its first assessment's id; the first assessment itself keeps null (a series of one needs no
 * row changed, and nothing is written to an earlier assessment when a later one is started). A series is
 * read as "the assessment whose id is S, and every assessment whose series_id is S", so the index leads
 * with series_id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('series_id', 'varchar(36)').execute();
  await db.schema.createIndex('assessments_by_series').on('assessments').columns(['series_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('assessments_by_series').execute();
  await db.schema.alterTable('assessments').dropColumn('series_id').execute();
}
