import { addMonths, dayInWords, type CalendarDay } from '../calendar-day';
import type { RequirementAnswer } from './outcomes';
import { OUTCOME_IDS, OUTCOMES, type Outcome } from './outcome-words';

// The assessment outcomes and the rules on them, apart from their schemas (outcomes.ts), so a page that
// reads answers without parsing them (the results, Your assessments) loads no zod before it is usable.

// The outcomes' names and meanings are in outcome-words.ts (the detailed assessment's welcome shows them alone).
export { OUTCOME_IDS, OUTCOMES, type Outcome } from './outcome-words';

/** Whether an outcome meets a requirement: only effective, or effective through an alternate control. */
export function meetsRequirement(outcome: Outcome): boolean {
  return outcome === 'effective' || outcome === 'alternate-control';
}

/** The outcomes a suggestion may hold: any but Not assessed, which is no suggestion at all. */
export const SUGGESTED_OUTCOME_IDS = OUTCOME_IDS.filter((outcome): outcome is Exclude<Outcome, 'not-assessed'> => outcome !== 'not-assessed');

/** Outcomes that are exceptions to a requirement: each needs a justification in a completed assessment. */
export const JUSTIFIED_OUTCOMES: readonly Outcome[] = ['not-applicable', 'alternate-control'];

/**
 * How many months ahead an alternate control may be set for review. The Essential Eight Assessment
 * Process Guide (October 2024) asks that exceptions and their compensating controls be documented,
 * approved by an appropriate authority, and not approved beyond one year.
 */
export const MAX_REVIEW_MONTHS = 12;

/** The latest review date an alternate control saved on `today` may carry. */
export function latestReviewDay(today: CalendarDay): CalendarDay {
  return addMonths(today, MAX_REVIEW_MONTHS);
}

/**
 * Whether an answer is an alternate control whose review date has passed: it then no longer meets
 * its requirement. An alternate control recorded without a review date (saved before dates were
 * asked, or a draft) has no date to pass.
 */
export function isPastReview(answer: Pick<RequirementAnswer, 'outcome' | 'reviewBy'> | undefined, today: CalendarDay): boolean {
  return answer?.outcome === 'alternate-control' && answer.reviewBy !== undefined && answer.reviewBy < today;
}

/**
 * The earliest review date, among the alternate controls of a set of answers, that has not passed on
 * `today` (null when none is left to pass): the day after it, the levels the answers achieve may fall.
 * Kept with each completed detailed assessment, so the daily refresh of levels finds by an index the
 * few whose date has passed, rather than reading every assessment.
 */
export function nextReviewDay(answers: Readonly<Partial<Record<string, Pick<RequirementAnswer, 'outcome' | 'reviewBy'>>>>, today: CalendarDay): CalendarDay | null {
  let earliest: CalendarDay | null = null;
  for (const answer of Object.values(answers)) {
    if (answer === undefined || answer.outcome !== 'alternate-control' || answer.reviewBy === undefined || answer.reviewBy < today) continue;
    if (earliest === null || answer.reviewBy < earliest) earliest = answer.reviewBy;
  }
  return earliest;
}

/**
 * The outcome an answer counts as on a day: as recorded, except an alternate control past its review
 * date, which counts as ineffective (its objective is no longer shown to be met).
 */
export function outcomeOn(answer: RequirementAnswer | undefined, today: CalendarDay): Outcome {
  if (!answer) return 'not-assessed';
  return isPastReview(answer, today) ? 'ineffective' : answer.outcome;
}

/** "Alternate control past its review date (31 March 2027)": what a page or report says of such an answer. */
export function pastReviewText(reviewBy: CalendarDay): string {
  return `Alternate control past its review date (${dayInWords(reviewBy)})`;
}

/** An answer's outcome in words on a day: its label, or the past-review wording for a lapsed alternate control. */
export function outcomeLabelOn(answer: RequirementAnswer | undefined, today: CalendarDay): string {
  if (answer && isPastReview(answer, today) && answer.reviewBy) return pastReviewText(answer.reviewBy);
  return OUTCOMES[answer?.outcome ?? 'not-assessed'].label;
}

/** A problem with one answer of a completed assessment: the field it concerns and the message in words. */
export interface AnswerIssue {
  field: 'justification' | 'reviewBy';
  message: string;
}

/**
 * What a completed assessment's answer still lacks on `today`: a justification for not applicable
 * and alternate control, and for an alternate control a review date no later than twelve months on.
 */
export function exceptionIssues(answer: RequirementAnswer, today: CalendarDay): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  if (JUSTIFIED_OUTCOMES.includes(answer.outcome) && !answer.justification) {
    issues.push({
      field: 'justification',
      message: `Write a justification for ${OUTCOMES[answer.outcome].label}: ${answer.outcome === 'not-applicable' ? 'why the requirement does not apply' : 'what the alternate control is and how it meets the objective'}`,
    });
  }
  if (answer.outcome === 'alternate-control') {
    const latest = latestReviewDay(today);
    if (!answer.reviewBy) issues.push({ field: 'reviewBy', message: `Choose a review date for the alternate control, no later than ${dayInWords(latest)}` });
    else if (answer.reviewBy > latest) {
      issues.push({ field: 'reviewBy', message: `The review date must be no later than ${dayInWords(latest)}: an alternate control is reviewed at least every 12 months` });
    }
  }
  return issues;
}
