import type { RequirementAnswer } from './outcomes';
import type { Requirement } from './requirement';

/*
 * Who accepted the residual risk of an alternate control. ASD's Essential Eight Assessment Process Guide
 * (October 2024) lists, among what an exception's documentation should hold, the acceptance of the
 * residual risk by an appropriate authority. An alternate control without one still counts: a small
 * organisation may have no one but the respondent to accept it, so its absence is a warning, never a refusal.
 */

/** What pages, forms and reports call the person who accepted an alternate control's residual risk. */
export const RISK_ACCEPTED_BY_LABEL = 'Residual risk accepted by';

/** What the register gives for an alternate control with no one named as accepting its residual risk. */
export const RISK_ACCEPTANCE_NOT_RECORDED =
  "Not recorded. Warning: ASD's Essential Eight Assessment Process Guide asks that an appropriate authority accept an alternate control's residual risk.";

/** The warning beside the field while it is empty. */
export const RISK_ACCEPTANCE_WARNING =
  "No one is named as accepting the residual risk of this alternate control. ASD's Essential Eight Assessment Process Guide asks that an appropriate authority accept it. The control still counts without a name; give one if someone accepted the risk.";

/** Whether an answer is an alternate control with no one named as accepting its residual risk (a name of spaces only is none). */
export function lacksRiskAcceptance(answer: Pick<RequirementAnswer, 'outcome' | 'approvedBy'> | undefined): boolean {
  return answer?.outcome === 'alternate-control' && !answer.approvedBy?.trim();
}

/** The requirements of a catalogue, in its order, answered as an alternate control with no one named as accepting the residual risk. */
export function withoutRiskAcceptance(answers: Partial<Record<string, RequirementAnswer>>, requirements: readonly Requirement[]): Requirement[] {
  return requirements.filter((requirement) => lacksRiskAcceptance(answers[requirement.id]));
}

/** "2 alternate controls have no one named as accepting their residual risk.": the review step's warning, for a count above zero. */
export function riskAcceptanceReviewText(count: number): string {
  return count === 1
    ? '1 alternate control has no one named as accepting its residual risk.'
    : `${count} alternate controls have no one named as accepting their residual risk.`;
}
