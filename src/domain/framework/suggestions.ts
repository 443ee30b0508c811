import type { ControlId } from '../controls';
import { REQUIREMENTS } from './catalogue';
import type { RequirementAnswer, RequirementAnswers } from './outcomes';
import type { Outcome } from './outcome-rules';
import { firstLevel, type Requirement, type RequirementLevel } from './requirement';

/**
 * Whether an answer holds a suggestion not yet confirmed: a suggested outcome while the outcome is
 * still Not assessed. A suggestion beside any other outcome is stale (the respondent chose) and is
 * no suggestion.
 */
export function hasUnconfirmedSuggestion(answer: RequirementAnswer | undefined): answer is RequirementAnswer & { suggestedOutcome: NonNullable<RequirementAnswer['suggestedOutcome']> } {
  return answer !== undefined && answer.outcome === 'not-assessed' && answer.suggestedOutcome !== undefined;
}

/** An answer without its suggestion. */
function withoutSuggestion(answer: RequirementAnswer): RequirementAnswer {
  const { suggestedOutcome: _suggestion, ...rest } = answer;
  return rest;
}

/**
 * An answer with the outcome the respondent chose by hand: any choice, even Not assessed again,
 * removes the suggestion, so what was suggested never returns once the respondent has decided. An
 * outcome other than the one accepted from an import no longer came from it: where it came from goes.
 */
export function chooseOutcome(answer: Partial<RequirementAnswer> | undefined, outcome: Outcome): RequirementAnswer {
  const { importedFrom, ...rest } = answer ?? {};
  const kept = importedFrom !== undefined && answer?.outcome === outcome ? { importedFrom } : {};
  return withoutSuggestion({ evidence: '', ...rest, ...kept, outcome });
}

/** An answer with its suggestion confirmed: the suggested outcome becomes the outcome. An answer with no unconfirmed suggestion comes back as it was. */
export function confirmSuggestion(answer: RequirementAnswer): RequirementAnswer {
  return hasUnconfirmedSuggestion(answer) ? chooseOutcome(answer, answer.suggestedOutcome) : answer;
}

/** The requirements of a strategy first listed at a level (where the detailed assessment asks them) whose answers hold an unconfirmed suggestion, in catalogue order. */
export function unconfirmedAtLevel(
  answers: RequirementAnswers,
  strategy: ControlId,
  level: RequirementLevel,
  catalogue: readonly Requirement[] = REQUIREMENTS,
): Requirement[] {
  return catalogue.filter((requirement) => requirement.strategy === strategy && firstLevel(requirement) === level && hasUnconfirmedSuggestion(answers[requirement.id]));
}

/**
 * The answers with every unconfirmed suggestion of one strategy's level confirmed: only the
 * requirements first listed at that level, as "Confirm all for this level" offers them; every other
 * answer is kept as it was.
 */
export function confirmAllAtLevel(
  answers: RequirementAnswers,
  strategy: ControlId,
  level: RequirementLevel,
  catalogue: readonly Requirement[] = REQUIREMENTS,
): RequirementAnswers {
  const confirmed = unconfirmedAtLevel(answers, strategy, level, catalogue).map((requirement) => {
    const answer = answers[requirement.id];
    return [requirement.id, answer && confirmSuggestion(answer)] as const;
  });
  return { ...answers, ...Object.fromEntries(confirmed) };
}

/** How many answers hold an unconfirmed suggestion: of one strategy when given, of all when not. */
export function unconfirmedCount(answers: RequirementAnswers, strategy?: ControlId, catalogue: readonly Requirement[] = REQUIREMENTS): number {
  return catalogue.filter((requirement) => (strategy === undefined || requirement.strategy === strategy) && hasUnconfirmedSuggestion(answers[requirement.id])).length;
}

/**
 * The answers as they are stored: a suggestion beside an outcome other than Not assessed is dropped,
 * as the outcome the respondent chose has replaced it. Unconfirmed suggestions are kept, in drafts and
 * completed assessments alike, and count as not assessed.
 */
export function withoutStaleSuggestions(answers: RequirementAnswers): RequirementAnswers {
  return Object.fromEntries(
    Object.entries(answers).map(([id, answer]) => [id, answer && answer.outcome !== 'not-assessed' && answer.suggestedOutcome !== undefined ? withoutSuggestion(answer) : answer]),
  );
}
