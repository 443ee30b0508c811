import { CONTROL_IDS, type ControlId } from '../controls';
import type { Assessment } from '../assessment';
import { REQUIREMENTS } from './catalogue';
import type { RequirementAnswers } from './outcomes';
import type { NotAssessed } from './not-assessed-words';
import { firstLevel, type RequirementLevel } from './requirement';

/** The level a strategy's scope reaches: its target (1 to 3), or all three levels when it has none. */
function scopeOf(target: number | undefined): RequirementLevel {
  return target === 1 || target === 2 ? target : 3;
}

/**
 * For each strategy of a detailed assessment, in wizard order: how many of the requirements up to its
 * target level hold no outcome. A requirement counts as not assessed when it has no answer or its
 * outcome is Not assessed, which is also what an unconfirmed suggestion is. A level resting on any such
 * requirement rests on a partial assessment: an unassessed requirement at a level may be what holds
 * that level back, or what would reach it.
 */
export function notAssessedByStrategy(answers: RequirementAnswers, targets: Partial<Record<ControlId, number>>): NotAssessed[] {
  return CONTROL_IDS.map((strategy) => {
    const upToLevel = scopeOf(targets[strategy]);
    const inScope = REQUIREMENTS.filter((requirement) => requirement.strategy === strategy && firstLevel(requirement) <= upToLevel);
    const count = inScope.filter((requirement) => (answers[requirement.id]?.outcome ?? 'not-assessed') === 'not-assessed').length;
    return { strategy, count, outOf: inScope.length, upToLevel };
  });
}

/** An assessment's gaps for its summary report (`buildSummaryReport`): a detailed assessment's by strategy, none for a quick check. */
export function notAssessedFor(assessment: Pick<Assessment, 'kind' | 'requirementOutcomes' | 'targetAssessments'>): NotAssessed[] {
  return assessment.kind === 'detailed' ? notAssessedByStrategy(assessment.requirementOutcomes, assessment.targetAssessments) : [];
}
