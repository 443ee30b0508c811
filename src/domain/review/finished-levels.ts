import type { Assessment } from '../assessment';
import type { CalendarDay } from '../calendar-day';
import type { MaturityLevel } from '../controls';
import { asdResultOf } from '../detailed-assessment';
import { REQUIREMENTS } from '../framework/catalogue';
import { assessedResult, reviewProgress } from './assessed-level';
import { type Finding } from './finding';
import { findingsByEntry } from './finding-entries';
import { scopeTargets, type ReviewTarget } from './review-target';

/** The two overall levels a review keeps when it is finished, so the dashboard can compare them without reading findings. */
export interface FinishedReviewLevels {
  /** The overall level the findings alone reach within the target (ASD's level rule; an unreviewed requirement counts as not assessed). */
  assessedLevel: MaturityLevel;
  /** The overall level the respondent's answers reach by ASD's method. */
  respondentLevel: MaturityLevel;
}

/** A finding as the finished levels need it: which requirement (its finding id), the outcome and the review date. */
export type FoundOutcome = Pick<Finding, 'requirementId' | 'outcome' | 'reviewBy'>;

/**
 * A review's overall assessed level and the respondent's overall level by answers, both as they stand on `today`.
 * The assessed level counts each finding in every strategy listing its requirement and is never above the
 * review's target (the assessor's, else the respondent's).
 */
export function finishedReviewLevels(
  assessment: Pick<Assessment, 'kind' | 'assessments' | 'requirementOutcomes' | 'targetAssessments'>,
  findings: readonly FoundOutcome[],
  target: ReviewTarget,
  today: CalendarDay,
): FinishedReviewLevels {
  const targets = scopeTargets(target, assessment.targetAssessments);
  const byEntry = Object.fromEntries(findingsByEntry(findings));
  return { assessedLevel: assessedResult(REQUIREMENTS, byEntry, targets, today).overallLevel, respondentLevel: asdResultOf(assessment, today).overallLevel };
}

/**
 * How many requirements of the model within the review's target have no finding yet: a review is finished only
 * when none is left (the API's 409 `review_incomplete`), so a finished report has no unreviewed requirement.
 */
export function requirementsLeftToReview(assessment: Pick<Assessment, 'targetAssessments'>, findings: readonly Pick<Finding, 'requirementId'>[], target: ReviewTarget): number {
  const progress = reviewProgress(REQUIREMENTS, Object.fromEntries(findingsByEntry(findings)), scopeTargets(target, assessment.targetAssessments));
  return progress.total - progress.reviewed;
}
