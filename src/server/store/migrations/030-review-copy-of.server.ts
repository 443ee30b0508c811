import { sql, type Kysely } from 'kysely';

/** What the audit event of a review copy says on the copy's own history, before the quick check's id. */
const COPY_EVENT_PREFIX = 'Made from quick check ';

/**
 * `review_copy_of` on each assessment: for the detailed copy a consultant makes of a quick check to review it,
 * the quick check's id; null for every other assessment. The copy is deleted with its quick check and kept out
 * of the respondent's series (decision 088), so it must be found from the quick check, through an index.
 * Copies made before this migration are found by the `review-copy-made` event each copy's history holds
 * ("Made from quick check <id> for review"); the quick check may be gone since, and the copy keeps its id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('review_copy_of', 'varchar(36)').execute();
  await db.schema.createIndex('assessments_review_copy_of').on('assessments').column('review_copy_of').execute();
  const start = COPY_EVENT_PREFIX.length + 1;
  await sql`update assessments set review_copy_of = (
      select min(substr(details, ${start}, 36)) from audit_events
      where audit_events.assessment_id = assessments.id and audit_events.action = 'review-copy-made' and audit_events.details like ${`${COPY_EVENT_PREFIX}%`}
    ) where kind = 'detailed' and exists (
      select 1 from audit_events
      where audit_events.assessment_id = assessments.id and audit_events.action = 'review-copy-made' and audit_events.details like ${`${COPY_EVENT_PREFIX}%`}
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('assessments_review_copy_of').execute();
  await db.schema.alterTable('assessments').dropColumn('review_copy_of').execute();
}
