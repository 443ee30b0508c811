import type { CalendarDay } from '../calendar-day';
import { asdResultFromOutcomes, type AsdResult, type OutcomesById } from '../framework/level-rule';
import type { RequirementAnswers } from '../framework/outcomes';
import { isPastReview, outcomeOn, type Outcome } from '../framework/outcome-rules';
import type { Requirement } from '../framework/requirement';
import { countOf } from '../format';
import type { FindingsById } from './finding';
import { withinScopeResult, type ScopeTargets } from './review-target';
import { isWithinScope, modelRequirements } from './within-scope';

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
 * The assessed result within the review's target: ASD's level rule run on the assessor's findings alone (by
 * entry, so a finding on a requirement the model lists under several strategies counts in each; see
 * `findingsByEntry`), each strategy's level never above its target (`withinScopeResult`) and the overall level,
 * the lowest of the eight. The respondent's answers play no part, so an unreviewed requirement keeps its
 * strategy below the level it applies at until it is reviewed.
 */
export function assessedResult(catalogue: readonly Requirement[], findings: FindingsById, targets: ScopeTargets, today: CalendarDay): AsdResult {
  return withinScopeResult(asdResultFromOutcomes(catalogue, assessedOutcomes(findings, today)), targets);
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

/**
 * "104 of 107 requirements within the target reviewed": how many requirements of the model (a shared one once)
 * within the target have a finding of any outcome, out of all within it. `findings` are by entry.
 */
export function reviewProgress(catalogue: readonly Requirement[], findings: Readonly<Partial<Record<string, unknown>>>, targets: ScopeTargets): { reviewed: number; total: number } {
  const within = modelRequirements(catalogue).filter(({ requirement }) => isWithinScope(requirement, targets, catalogue));
  return { reviewed: within.filter(({ requirement }) => findings[requirement.id] !== undefined).length, total: within.length };
}

/**
 * Why a review cannot be finished yet, in words (the API's 409 `review_incomplete`): how many requirements within
 * the target have no finding, and what to do about them.
 */
export function reviewIncompleteMessage(unreviewed: number): string {
  const what = countOf(unreviewed, 'requirement');
  return unreviewed === 1
    ? `${what} within the target has no finding yet: review it, or lower the target for its strategy, before finishing`
    : `${what} within the target have no finding yet: review them, or lower the target for their strategy, before finishing`;
}
