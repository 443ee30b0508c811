import { controlTitle } from '../control-titles';
import { listInWords } from '../format';
import type { RequirementAnswers } from './outcomes';
import { OUTCOMES } from './outcome-rules';
import type { Requirement } from './requirement';
import { inListedOrder, isAnsweredDifferently, isBlankAnswer, isSameAnswer, sharedWith } from './shared-requirements';

/** "Also counts for: Multi-factor authentication, Restrict administrative privileges": the other strategies holding the same requirement, in the order pages list the strategies; undefined when it is not shared. */
export function alsoCountsForText(requirementId: string): string | undefined {
  const others = sharedWith(requirementId);
  return others.length > 0 ? `Also counts for: ${others.map((requirement) => controlTitle(requirement.strategy)).join(', ')}` : undefined;
}

/** "Multi-factor authentication (Ineffective)": a strategy and its answer's outcome. */
function answeredFor(requirement: Requirement, answers: RequirementAnswers): string {
  return `${controlTitle(requirement.strategy)} (${OUTCOMES[answers[requirement.id]?.outcome ?? 'not-assessed'].label})`;
}

/** The other strategies whose answer to the same requirement differs from this one's, blank ones left out: "Multi-factor authentication (Ineffective)". */
function differingElsewhere(requirementId: string, answers: RequirementAnswers): string[] {
  const own = answers[requirementId];
  return sharedWith(requirementId).flatMap((other) => {
    const answer = answers[other.id];
    if (!answer || isBlankAnswer(answer) || (own && !isBlankAnswer(own) && isSameAnswer(own, answer))) return [];
    return [answeredFor(other, answers)];
  });
}

/**
 * What the respondent reads under a shared requirement answered differently elsewhere (a draft saved
 * before answers were shared may hold such answers): where, and that an answer here becomes the answer
 * for each. Undefined when every answer given agrees with this one.
 */
export function differingAnswersText(requirementId: string, answers: RequirementAnswers): string | undefined {
  if (!isAnsweredDifferently(requirementId, answers)) return undefined;
  const elsewhere = differingElsewhere(requirementId, answers);
  return `Answered differently for ${listInWords(elsewhere)}: its outcome, evidence or details differ. An answer changed here becomes the answer for each of them.`;
}

/** Why a completed assessment is refused when a shared requirement is answered differently: the strategies and their outcomes, and what to do. */
export function differingAnswersMessage(group: readonly Requirement[], answers: RequirementAnswers): string {
  const given = inListedOrder(group).filter((requirement) => !isBlankAnswer(answers[requirement.id])).map((requirement) => answeredFor(requirement, answers));
  return `It is answered differently for ${listInWords(given)}, but it is one requirement that counts for each: give it one answer (outcome, evidence and details)`;
}
