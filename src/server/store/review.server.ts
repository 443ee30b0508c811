import type { Kysely, Selectable } from 'kysely';
import { findingSchema, type Finding, type FindingInput, type FindingMadeIn } from '../../domain/review/finding';
import type { ReviewStatus } from '../../domain/review/review';
import { reviewScopeFieldsSchema, type ReviewScopeFields } from '../../domain/review/review-scope';
import { NO_TARGET_AGREED, reviewTargetSchema, type ReviewTarget } from '../../domain/review/review-target';
import type { AssessmentFindingsTable, AssessmentReviewsTable, Database } from './schema.server';

/** A review's row: its scope and target each with its version, and when it started, was finished (by whom) and shared. */
export interface StoredReview {
  assessmentId: string;
  scope: ReviewScopeFields;
  /** The scope's version: 0 until it is first saved. */
  version: number;
  target: ReviewTarget;
  /** The target's version: 0 until it is first saved. */
  targetVersion: number;
  startedAt: number;
  finishedAt: number | null;
  finishedBy: string | null;
  sharedAt: number | null;
}

/** A finding as stored: what the API sends but whether the answer changed, and the answer's fingerprint when saved. */
export type StoredFinding = Omit<Finding, 'answerChanged'> & { answerFingerprint: string };

/** A finding to write: the consultant's input, who saves it and when, how it was made, and the answer's fingerprint now. */
export interface FindingToSave {
  assessmentId: string;
  /** The finding's id (`findingIdOf`): a shared requirement's first entry. */
  requirementId: string;
  input: Omit<FindingInput, 'version'>;
  savedAt: number;
  savedBy: string;
  madeIn: FindingMadeIn;
  /** The batch of agreements it was made in; null one by one. */
  batchId: string | null;
  answerFingerprint: string;
}

const storedFindingSchema = findingSchema.omit({ answerChanged: true });

const optionalTime = (value: number | string | null) => (value === null ? null : Number(value));

/** The target kept on a review's row; none agreed when the row holds something else (it is only ever written from a parsed target). */
function targetOf(row: Pick<Selectable<AssessmentReviewsTable>, 'target_level' | 'strategy_targets'>): ReviewTarget {
  let strategyTargets: unknown;
  try {
    strategyTargets = JSON.parse(row.strategy_targets);
  } catch {
    return NO_TARGET_AGREED;
  }
  const parsed = reviewTargetSchema.safeParse({ targetLevel: row.target_level === null ? null : Number(row.target_level), strategyTargets });
  return parsed.success ? parsed.data : NO_TARGET_AGREED;
}

function toReview(row: Selectable<AssessmentReviewsTable>): StoredReview {
  const { systems, sampling, approach, limitations, assessors } = row;
  return {
    assessmentId: row.assessment_id,
    scope: reviewScopeFieldsSchema.parse({ systems, sampling, approach, limitations, firstDay: row.first_day, lastDay: row.last_day, assessors }),
    version: Number(row.scope_version),
    target: targetOf(row),
    targetVersion: Number(row.target_version),
    // PostgreSQL returns bigint columns as strings.
    startedAt: Number(row.started_at),
    finishedAt: optionalTime(row.finished_at),
    finishedBy: row.finished_by,
    sharedAt: optionalTime(row.shared_at),
  };
}

function toFinding(row: Selectable<AssessmentFindingsTable>): StoredFinding {
  const finding = storedFindingSchema.parse({
    requirementId: row.requirement_id,
    outcome: row.outcome,
    testMethod: row.test_method,
    evidenceQuality: row.evidence_quality,
    note: row.note,
    reviewBy: row.review_by,
    version: Number(row.version),
    savedAt: Number(row.saved_at),
    savedBy: row.saved_by,
    acceptedBy: row.accepted_by,
    madeIn: row.made_in,
    batchId: row.batch_id,
  });
  return { ...finding, answerFingerprint: row.answer_fingerprint };
}

/** The columns of a finding's input. */
function findingColumns(finding: FindingToSave) {
  const { input } = finding;
  return {
    outcome: input.outcome,
    test_method: input.testMethod ?? null,
    evidence_quality: input.evidenceQuality ?? null,
    note: input.note,
    review_by: input.reviewBy ?? null,
    saved_at: finding.savedAt,
    saved_by: finding.savedBy,
    accepted_by: input.acceptedBy,
    made_in: finding.madeIn,
    batch_id: finding.batchId,
    answer_fingerprint: finding.answerFingerprint,
  };
}

/** The review of an assessment, or undefined while none has started. */
export async function reviewOf(db: Kysely<Database>, assessmentId: string): Promise<StoredReview | undefined> {
  const row = await db.selectFrom('assessment_reviews').selectAll().where('assessment_id', '=', assessmentId).executeTakeFirst();
  return row ? toReview(row) : undefined;
}

/** Every finding of an assessment's review, by requirement id. */
export async function findingsOf(db: Kysely<Database>, assessmentId: string): Promise<StoredFinding[]> {
  const rows = await db.selectFrom('assessment_findings').selectAll().where('assessment_id', '=', assessmentId).orderBy('requirement_id').execute();
  return rows.map(toFinding);
}

/** One requirement's finding, or undefined when it has none. */
export async function findingOf(db: Kysely<Database>, assessmentId: string, requirementId: string): Promise<StoredFinding | undefined> {
  const row = await db.selectFrom('assessment_findings').selectAll().where('assessment_id', '=', assessmentId).where('requirement_id', '=', requirementId).executeTakeFirst();
  return row ? toFinding(row) : undefined;
}

/** Starts an assessment's review if none has started: its row, scope empty at version 0. Does nothing when one exists. */
export async function startReview(db: Kysely<Database>, assessmentId: string, now: number): Promise<void> {
  await db
    .insertInto('assessment_reviews')
    .values({ assessment_id: assessmentId, started_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('assessment_id').doNothing())
    .execute();
}

/**
 * Takes the review's row for a change while the review is open (not finished): an update, so on
 * PostgreSQL the row stays locked until the transaction ends and a finish waits for the change (or the
 * change, after a finish, finds the review finished). False when the review is finished or has no row.
 */
export async function holdOpenReview(db: Kysely<Database>, assessmentId: string, now: number): Promise<boolean> {
  const result = await db.updateTable('assessment_reviews').set({ updated_at: now }).where('assessment_id', '=', assessmentId).where('finished_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Saves a requirement's first finding (version 1); nothing when the requirement already has one (another
 * consultant saved it first). True when saved.
 */
export async function insertFirstFinding(db: Kysely<Database>, finding: FindingToSave): Promise<boolean> {
  const result = await db
    .insertInto('assessment_findings')
    .values({ assessment_id: finding.assessmentId, requirement_id: finding.requirementId, version: 1, ...findingColumns(finding) })
    .onConflict((conflict) => conflict.columns(['assessment_id', 'requirement_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Replaces a finding at the version it was read at, making it one version more; false when its version is no longer `readVersion`. */
export async function updateFinding(db: Kysely<Database>, finding: FindingToSave, readVersion: number): Promise<boolean> {
  const result = await db
    .updateTable('assessment_findings')
    .set({ ...findingColumns(finding), version: readVersion + 1 })
    .where('assessment_id', '=', finding.assessmentId)
    .where('requirement_id', '=', finding.requirementId)
    .where('version', '=', readVersion)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Replaces an open review's scope at the version it was read at, making it one version more; false when its version is no longer `readVersion`. */
export async function updateReviewScope(db: Kysely<Database>, assessmentId: string, scope: ReviewScopeFields, readVersion: number, now: number): Promise<boolean> {
  const { firstDay, lastDay, ...text } = scope;
  const result = await db
    .updateTable('assessment_reviews')
    .set({ ...text, first_day: firstDay, last_day: lastDay, scope_version: readVersion + 1, updated_at: now })
    .where('assessment_id', '=', assessmentId)
    .where('scope_version', '=', readVersion)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Replaces an open review's target at the version it was read at, making it one version more; false when its version is no longer `readVersion`. */
export async function updateReviewTarget(db: Kysely<Database>, assessmentId: string, target: ReviewTarget, readVersion: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('assessment_reviews')
    .set({ target_level: target.targetLevel, strategy_targets: JSON.stringify(target.strategyTargets), target_version: readVersion + 1, updated_at: now })
    .where('assessment_id', '=', assessmentId)
    .where('target_version', '=', readVersion)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The findings a batch of agreements made that are still as it made them (version 1), in no order. */
export async function unchangedBatchFindings(db: Kysely<Database>, assessmentId: string, batchId: string): Promise<StoredFinding[]> {
  const rows = await db.selectFrom('assessment_findings').selectAll().where('assessment_id', '=', assessmentId).where('batch_id', '=', batchId).where('version', '=', 1).execute();
  return rows.map(toFinding);
}

/** Deletes the findings a batch of agreements made that nobody changed since (version 1); how many it deleted. */
export async function deleteUnchangedBatchFindings(db: Kysely<Database>, assessmentId: string, batchId: string): Promise<number> {
  const result = await db.deleteFrom('assessment_findings').where('assessment_id', '=', assessmentId).where('batch_id', '=', batchId).where('version', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Finishes an open review, by a consultant; false when there is no review or it is finished already. */
export async function finishReview(db: Kysely<Database>, assessmentId: string, finishedBy: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('assessment_reviews')
    .set({ finished_at: now, finished_by: finishedBy, updated_at: now })
    .where('assessment_id', '=', assessmentId)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Opens a finished review again, no longer shared, without the levels kept when it was finished; false when there is no review or it is not finished. */
export async function reopenReview(db: Kysely<Database>, assessmentId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('assessment_reviews')
    .set({ finished_at: null, finished_by: null, shared_at: null, assessed_level: null, respondent_level: null, updated_at: now })
    .where('assessment_id', '=', assessmentId)
    .where('finished_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Shares a finished review with the respondent; false when it is not finished, or shared already. */
export async function shareReview(db: Kysely<Database>, assessmentId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('assessment_reviews')
    .set({ shared_at: now, updated_at: now })
    .where('assessment_id', '=', assessmentId)
    .where('finished_at', 'is not', null)
    .where('shared_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Withdraws a shared review from the respondent; false when it was not shared. */
export async function unshareReview(db: Kysely<Database>, assessmentId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('assessment_reviews')
    .set({ shared_at: null, updated_at: now })
    .where('assessment_id', '=', assessmentId)
    .where('shared_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Writes the review's status on the assessment's row, for the results list; called in the transaction of every change to the review. */
export async function setReviewStatus(db: Kysely<Database>, assessmentId: string, status: ReviewStatus): Promise<void> {
  await db.updateTable('assessments').set({ review_status: status }).where('id', '=', assessmentId).execute();
}

/** The review status kept on an assessment's row, or undefined when there is no such assessment. */
export async function reviewStatusColumnOf(db: Kysely<Database>, assessmentId: string): Promise<string | undefined> {
  const row = await db.selectFrom('assessments').select('review_status').where('id', '=', assessmentId).executeTakeFirst();
  return row?.review_status;
}

/** How many reviews and findings are stored for every assessment together: for tests that check nothing is left behind. */
export async function countReviewRows(db: Kysely<Database>): Promise<{ reviews: number; findings: number }> {
  const count = async (table: 'assessment_reviews' | 'assessment_findings') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count);
  return { reviews: await count('assessment_reviews'), findings: await count('assessment_findings') };
}
