import { sql, type Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE, dayOf } from '../../domain/calendar-day';
import { outcomeSchema } from '../../domain/framework/outcomes';
import { finishedReviewLevels, type FinishedReviewLevels, type FoundOutcome } from '../../domain/review/finished-levels';
import { NO_TARGET_AGREED } from '../../domain/review/review-target';
import { readRequirementOutcomes } from './assessments.server';
import type { Database } from './schema.server';

// Raw statements over columns that exist from migration 026 on, so the migration can run these on the schema of its day.

/** The outcome and review date of each finding of a review, with its requirement: all its assessed level is worked out from. */
export async function findingOutcomesOf<Tables>(db: Kysely<Tables>, assessmentId: string): Promise<FoundOutcome[]> {
  const { rows } = await sql<{ requirement_id: string; outcome: string; review_by: string | null }>`
    select requirement_id, outcome, review_by from assessment_findings where assessment_id = ${assessmentId}
  `.execute(db);
  return rows.flatMap((row) => {
    const outcome = outcomeSchema.safeParse(row.outcome);
    return outcome.success ? [{ requirementId: row.requirement_id, outcome: outcome.data, reviewBy: row.review_by }] : [];
  });
}

/** Keeps with a finished review its overall assessed level and the respondent's, for the dashboard to compare. */
export async function keepFinishedLevels<Tables>(db: Kysely<Tables>, assessmentId: string, levels: FinishedReviewLevels): Promise<void> {
  await sql`
    update assessment_reviews set assessed_level = ${levels.assessedLevel}, respondent_level = ${levels.respondentLevel}
    where assessment_id = ${assessmentId}
  `.execute(db);
}

/** The levels kept with a review when it was finished; undefined while it is open, or when there is no review. */
export async function finishedLevelsOf(db: Kysely<Database>, assessmentId: string): Promise<FinishedReviewLevels | undefined> {
  const row = await db.selectFrom('assessment_reviews').select(['assessed_level', 'respondent_level']).where('assessment_id', '=', assessmentId).executeTakeFirst();
  if (row?.assessed_level == null || row.respondent_level == null) return undefined;
  return { assessedLevel: levelOf(row.assessed_level), respondentLevel: levelOf(row.respondent_level) };
}

/** The overall assessed levels kept with finished (or shared) reviews, by assessment id, for some assessments; one without any is left out. */
export async function assessedLevelsOf(db: Kysely<Database>, assessmentIds: readonly string[]): Promise<Map<string, FinishedReviewLevels['assessedLevel']>> {
  if (assessmentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('assessment_reviews')
    .select(['assessment_id', 'assessed_level'])
    .where('assessment_id', 'in', [...assessmentIds])
    .where('assessed_level', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.assessed_level == null ? [] : [[row.assessment_id, levelOf(row.assessed_level)]])));
}

/** A kept level as a maturity level. */
function levelOf(value: number | string): FinishedReviewLevels['assessedLevel'] {
  const level = Number(value);
  return level === 1 || level === 2 || level === 3 ? level : 0;
}

/**
 * Keeps the levels of every review finished before they were kept (migration 026): each worked out from its
 * findings and the respondent's answers as they stand, on the day the review was finished. Reviews are few,
 * so it reads and writes one at a time. Only a completed detailed assessment can be reviewed, so the
 * respondent's level comes from the requirement answers.
 */
export async function keepLevelsOfFinishedReviews<Tables>(db: Kysely<Tables>): Promise<number> {
  const { rows } = await sql<{ assessment_id: string; finished_at: number | string; requirement_outcomes: string }>`
    select r.assessment_id, r.finished_at, a.requirement_outcomes
    from assessment_reviews r join assessments a on a.id = r.assessment_id
    where r.finished_at is not null and r.assessed_level is null
  `.execute(db);
  for (const review of rows) {
    // A migration knows no E8_TIME_ZONE: the finish's day is Sydney's, the default.
    // No target was kept before migration 031, and these reviews were finished against none.
    const answers = { kind: 'detailed' as const, assessments: {}, targetAssessments: {}, requirementOutcomes: readRequirementOutcomes(review.requirement_outcomes) };
    const findings = await findingOutcomesOf(db, review.assessment_id);
    await keepFinishedLevels(db, review.assessment_id, finishedReviewLevels(answers, findings, NO_TARGET_AGREED, dayOf(Number(review.finished_at), DEFAULT_TIME_ZONE)));
  }
  return rows.length;
}
