import { sql, type Kysely } from 'kysely';
import { keepLevelsOfFinishedReviews } from '../review-levels.server';

/**
 * The review's status in the results list and its figures on the dashboard (docs/decisions/060-review-status-in-the-portal.md):
 *
 * - `assessments_by_review`, an index on the review status's place in its order (not started and any unknown
 *   value 0, in review 1, finished 2, shared 3) and then the list position: a filter by one status reads its
 *   rows newest first from the index, and the sort by review status reads the index in order, ties by list
 *   position. The list's query writes the same expression, with the same literals, so both databases match it.
 * - `assessment_reviews.assessed_level` and `respondent_level`: the overall level the findings reach and the
 *   respondent's by their answers, kept when a review is finished and cleared when it is reopened, so the
 *   dashboard counts how often the first is below the second without reading findings. A review finished
 *   before this migration has them worked out here, on the day it was finished.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index assessments_by_review on assessments (
      (case review_status when 'in-review' then 1 when 'finished' then 2 when 'shared' then 3 else 0 end), seq
    )
  `.execute(db);
  await db.schema.alterTable('assessment_reviews').addColumn('assessed_level', 'integer').execute();
  await db.schema.alterTable('assessment_reviews').addColumn('respondent_level', 'integer').execute();
  await keepLevelsOfFinishedReviews(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessment_reviews').dropColumn('respondent_level').execute();
  await db.schema.alterTable('assessment_reviews').dropColumn('assessed_level').execute();
  await db.schema.dropIndex('assessments_by_review').execute();
}
