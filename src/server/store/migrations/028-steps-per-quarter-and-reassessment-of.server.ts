import { sql, type Kysely } from 'kysely';

/**
 * Two answers kept on each assessment's row:
 *
 * - `steps_per_quarter`: how many level steps (one strategy raised by one maturity level) the team can take
 *   in a quarter, which paces the roadmap. Null for every assessment saved before the question was asked:
 *   the roadmap assumes the default and says so.
 * - `reassessment_of`: for a re-assessment, when the assessment whose answers it started from was made
 *   (milliseconds since the epoch), so "Your assessments" can name it "Re-assessment of 25 November 2026"
 *   even once that assessment is deleted. Re-assessments started before this migration are given the date
 *   of the latest completed assessment of their series made before them, which is the one they were
 *   started from, unless it has been deleted since (then they keep none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('steps_per_quarter', 'integer').execute();
  await db.schema.alterTable('assessments').addColumn('reassessment_of', 'bigint').execute();
  await sql`update assessments set reassessment_of = (
      select max(earlier.created_at) from assessments as earlier
      where (earlier.id = assessments.series_id or earlier.series_id = assessments.series_id)
        and earlier.status = 'completed' and earlier.created_at < assessments.created_at
    ) where series_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').dropColumn('reassessment_of').execute();
  await db.schema.alterTable('assessments').dropColumn('steps_per_quarter').execute();
}
