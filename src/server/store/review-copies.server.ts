import type { Kysely } from 'kysely';
import { deleteAssessment, lockAssessmentRow } from './assessments.server';
import type { Database } from './schema.server';
import { inTransaction } from './transaction.server';

/** Marks an assessment as the review copy of a quick check, so it is deleted with it and kept out of the respondent's series. */
export async function markReviewCopy(db: Kysely<Database>, copyId: string, quickCheckId: string): Promise<void> {
  await db.updateTable('assessments').set({ review_copy_of: quickCheckId }).where('id', '=', copyId).execute();
}

/** Whether an assessment is the review copy of a quick check: the portal's own, whose access key nobody holds. */
export async function isReviewCopy(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('assessments').select('review_copy_of').where('id', '=', id).executeTakeFirst();
  return row?.review_copy_of != null;
}

/** The review copies made of a quick check, by id with their review status; none for any other assessment. */
export async function reviewCopiesOf(db: Kysely<Database>, quickCheckId: string): Promise<{ id: string; reviewStatus: string }[]> {
  const rows = await db.selectFrom('assessments').select(['id', 'review_status']).where('review_copy_of', '=', quickCheckId).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, reviewStatus: row.review_status }));
}

/**
 * Takes an assessment's row and then those of the review copies made of it (on PostgreSQL; SQLite writes one
 * transaction at a time), so no review among them is finished or shared while a deletion looks: the review
 * statuses of all of them, or undefined when there is no such assessment.
 */
export async function lockAssessmentWithCopies(db: Kysely<Database>, id: string): Promise<{ reviewStatuses: string[] } | undefined> {
  if (!(await lockAssessmentRow(db, id))) return undefined;
  const copies = await reviewCopiesOf(db, id);
  for (const copy of copies) await lockAssessmentRow(db, copy.id);
  const rows = await db
    .selectFrom('assessments')
    .select('review_status')
    .where((eb) => eb.or([eb('id', '=', id), eb('review_copy_of', '=', id)]))
    .execute();
  return { reviewStatuses: rows.map((row) => row.review_status) };
}

/**
 * Deletes an assessment and every review copy made of it, in one transaction: the copy holds the respondent's
 * answers, name and email, so it goes with the quick check it was made from (decision 088). The quick check's
 * row is taken first, as every writer of it does, then the copies'. The ids of the copies deleted, or
 * undefined when there was no such assessment.
 */
export async function deleteAssessmentWithCopies(db: Kysely<Database>, id: string): Promise<string[] | undefined> {
  return inTransaction(db, async (trx) => {
    if (!(await lockAssessmentRow(trx, id))) return undefined;
    const copies = (await reviewCopiesOf(trx, id)).map((copy) => copy.id);
    for (const copy of copies) await deleteAssessment(trx, copy);
    return (await deleteAssessment(trx, id)) ? copies : undefined;
  });
}
