import type { TargetLevel } from '../../domain/controls';
import { isUnanswered } from '../../domain/framework/mark-effective';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import type { Requirement, RequirementLevel } from '../../domain/framework/requirement';
import { maturityLevelName } from '../../domain/maturity-levels';
import type { LevelGroup } from './requirement-groups';

/** How many of a level's requirements have an outcome other than Not assessed. */
export function answeredCount(requirements: readonly Requirement[], answers: RequirementAnswers): number {
  return requirements.filter((requirement) => !isUnanswered(answers[requirement.id])).length;
}

/** "8 of 11 answered", and ", above your target" for a level the strategy does not aim at. */
export function levelCountText(level: RequirementLevel, answered: number, total: number, target: TargetLevel | undefined): string {
  return `${answered} of ${total} answered${target !== undefined && level > target ? ', above your target' : ''}`;
}

/**
 * Whether a level's requirements show when the strategy's page opens or its target changes: a level
 * fully answered folds, and so does one above the target; one with a refused answer always shows.
 */
export function levelOpensAtFirst(group: LevelGroup, answers: RequirementAnswers, target: TargetLevel | undefined, hasErrors: boolean): boolean {
  if (hasErrors) return true;
  if (target !== undefined && group.level > target) return false;
  return answeredCount(group.requirements, answers) < group.requirements.length;
}

/** Which levels show at first, by level. */
export function levelsOpenAtFirst(
  groups: readonly LevelGroup[],
  answers: RequirementAnswers,
  target: TargetLevel | undefined,
  hasErrors: (requirementId: string) => boolean,
): Partial<Record<RequirementLevel, boolean>> {
  return Object.fromEntries(groups.map((group) => [group.level, levelOpensAtFirst(group, answers, target, group.requirements.some((entry) => hasErrors(entry.id)))]));
}

/**
 * The next requirement without an outcome, in the page's order, after `after` (from the top when it is
 * not given or not on the page), going round to the top; undefined when every one has an outcome.
 */
export function nextUnanswered(groups: readonly LevelGroup[], answers: RequirementAnswers, after?: string): Requirement | undefined {
  const order = groups.flatMap((group) => group.requirements);
  const start = order.findIndex((requirement) => requirement.id === after) + 1;
  return [...order.slice(start), ...order.slice(0, start)].find((requirement) => isUnanswered(answers[requirement.id]));
}

/** "12 requirements marked Effective; change any that are exceptions.": what marking a level says. */
export function markedEffectiveText(count: number, level: RequirementLevel): string {
  return count === 1
    ? `1 requirement of ${maturityLevelName(level)} marked Effective; change it if it is an exception.`
    : `${count} requirements of ${maturityLevelName(level)} marked Effective; change any that are exceptions.`;
}
