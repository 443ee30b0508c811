import type { CalendarDay } from '../calendar-day';
import { asdResultFromOutcomes, type AsdResult, type OutcomesById } from '../framework/level-rule';
import type { RequirementAnswers } from '../framework/outcomes';
import { isPastReview, outcomeOn, type Outcome } from '../framework/outcome-rules';
import type { Requirement } from '../framework/requirement';
import type { FindingsById } from './finding';

/**
 * The outcome of each reviewed requirement as the assessor found it, on `today`: an alternate control
 * whose review date has passed counts as ineffective, as it does for the respondent's answers. An
 * unreviewed requirement has no entry, and so counts as not assessed.
 */
export function assessedOutcomes(findings: FindingsById, today: CalendarDay): OutcomesById {
  return Object.fromEntries(
    Object.entries(findings).flatMap(([id, finding]) =>
      finding ? [[id, isPastReview({ outcome: finding.outcome, reviewBy: finding.reviewBy ?? undefined }, today) ? 'ineffective' : finding.outcome]] : [],
    ),
  );
}

/**
 * The assessed result: ASD's level rule run on the assessor's findings alone, each strategy's level and the
 * overall level, the lowest of the eight. The respondent's answers play no part, so an unreviewed
 * requirement keeps its strategy below the level it applies at until it is reviewed.
 */
export function assessedResult(catalogue: readonly Requirement[], findings: FindingsById, today: CalendarDay): AsdResult {
  return asdResultFromOutcomes(catalogue, assessedOutcomes(findings, today));
}

/** A requirement on which the assessor and the respondent differ: both outcomes as they count on the day. */
export interface Disagreement {
  requirement: Requirement;
  answered: Outcome;
  found: Outcome;
}

/**
 * The reviewed requirements whose outcome as found differs from the respondent's, in catalogue order; both
 * are taken as they count on `today` (an alternate control past review is ineffective). A finding of Not
 * assessed disagrees with nothing: the assessor has not judged the requirement.
 */
export function disagreements(catalogue: readonly Requirement[], answers: RequirementAnswers, findings: FindingsById, today: CalendarDay): Disagreement[] {
  const found = assessedOutcomes(findings, today);
  return catalogue.flatMap((requirement) => {
    const outcome = found[requirement.id];
    if (!outcome || outcome === 'not-assessed') return [];
    const answered = outcomeOn(answers[requirement.id], today);
    return answered === outcome ? [] : [{ requirement, answered, found: outcome }];
  });
}

/** "73 of 152 reviewed": how many requirements of the catalogue have a finding. */
export function reviewProgress(catalogue: readonly Requirement[], findings: FindingsById): { reviewed: number; total: number } {
  return { reviewed: catalogue.filter((requirement) => findings[requirement.id] !== undefined).length, total: catalogue.length };
}
