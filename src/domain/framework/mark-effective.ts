import type { RequirementAnswer, RequirementAnswers } from './outcomes';
import { chooseOutcome } from './suggestions';
import type { Requirement } from './requirement';

/** Whether a requirement is still unanswered: no answer, or its outcome still Not assessed (an unconfirmed suggestion included). */
export function isUnanswered(answer: RequirementAnswer | undefined): boolean {
  return answer === undefined || answer.outcome === 'not-assessed';
}

/**
 * Whether "Mark all unanswered Effective" fills a requirement: it is unanswered, and holds no suggestion
 * of another outcome (a suggestion of Ineffective, say, waits for the respondent to confirm or change it).
 */
function markable(answer: RequirementAnswer | undefined): boolean {
  return isUnanswered(answer) && (answer?.suggestedOutcome === undefined || answer.suggestedOutcome === 'effective');
}

/** The requirements among `requirements` that "Mark all unanswered Effective" would fill, in their order. */
export function markableAsEffective(requirements: readonly Requirement[], answers: RequirementAnswers): Requirement[] {
  return requirements.filter((requirement) => markable(answers[requirement.id]));
}

/**
 * The answers "Mark all unanswered Effective" gives a group of requirements: Effective for each one
 * still unanswered, its evidence kept and any suggestion dropped. Answers already given are never
 * overwritten and are not in the result, which holds only the requirements it fills.
 */
export function markUnansweredEffective(requirements: readonly Requirement[], answers: RequirementAnswers): RequirementAnswers {
  return Object.fromEntries(markableAsEffective(requirements, answers).map((requirement) => [requirement.id, chooseOutcome(answers[requirement.id], 'effective')]));
}

/**
 * The answers that undo a marking: each requirement it filled and whose outcome is still Effective goes
 * back to Not assessed with its suggestion, if it had one, and keeps any evidence written since. One
 * changed after the marking (to an exception, say) keeps the respondent's choice.
 */
export function undoMarkEffective(before: RequirementAnswers, marked: RequirementAnswers, now: RequirementAnswers): RequirementAnswers {
  const undone = Object.keys(marked)
    .filter((id) => now[id]?.outcome === 'effective')
    .map((id): [string, RequirementAnswer] => {
      const suggestedOutcome = before[id]?.suggestedOutcome;
      return [id, { ...chooseOutcome(now[id], 'not-assessed'), ...(suggestedOutcome ? { suggestedOutcome } : {}) }];
    });
  return Object.fromEntries(undone);
}
