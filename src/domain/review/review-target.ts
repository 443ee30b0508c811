import { z } from 'zod';
import { controlIdSchema, targetLevelSchema } from '../assessment';
import { CONTROL_IDS, type ControlId, type MaturityLevel, type TargetLevel } from '../controls';
import type { AsdResult } from '../framework/level-rule';
import { controlTitle } from '../control-titles';
import { maturityLevelName } from '../maturity-levels';

/**
 * The maturity level a review assesses the eight strategies against, as the assessor agreed it at the start:
 * `targetLevel` for the package (ASD's assessment process guide, October 2024, Stage 2, agrees the target
 * before assessing and assesses the eight as a package at it), null until agreed, while the respondent's own
 * targets stand in; `strategyTargets` for strategies assessed at a level of their own (kept where the
 * respondent's targets differ and the assessor keeps them).
 */
export const reviewTargetSchema = z.strictObject({
  targetLevel: targetLevelSchema.nullable(),
  strategyTargets: z.partialRecord(controlIdSchema, targetLevelSchema),
});
export type ReviewTarget = z.infer<typeof reviewTargetSchema>;

/**
 * The body of PUT /api/support/assessments/:id/review/target, and the target form: the package's level (agreed,
 * so never null), the strategies kept at a level of their own, and `version`, the target's version as read (0
 * before it is first saved).
 */
export const reviewTargetInputSchema = z.strictObject({
  targetLevel: targetLevelSchema,
  strategyTargets: z.partialRecord(controlIdSchema, targetLevelSchema).default({}),
  version: z.number({ error: 'The version must be a number' }).int('The version must be a whole number').min(0, 'The version must be 0 or more'),
});
export type ReviewTargetInput = z.infer<typeof reviewTargetInputSchema>;

/** "Maturity Level Two; Regular backups at Maturity Level Three": a target in words, for the audit log and the page. */
export function targetInWords(target: ReviewTarget): string {
  const own = CONTROL_IDS.flatMap((id) => {
    const level = target.strategyTargets[id];
    return level === undefined ? [] : [`${controlTitle(id)} at ${maturityLevelName(level)}`];
  });
  const packageLevel = target.targetLevel === null ? 'No target agreed' : maturityLevelName(target.targetLevel);
  return [packageLevel, ...own].join('; ');
}

/** A review's target before the assessor agrees one. */
export const NO_TARGET_AGREED: ReviewTarget = { targetLevel: null, strategyTargets: {} };

/** The level each strategy is assessed against in a review. */
export type ScopeTargets = Readonly<Record<ControlId, TargetLevel>>;

/** The respondent's targets, as an assessment holds them (a strategy with none counts at Maturity Level Three, the whole model). */
export type RespondentTargets = Readonly<Partial<Record<ControlId, number>>>;

const asTarget = (level: number | undefined): TargetLevel => (level === 1 || level === 2 || level === 3 ? level : 3);

/**
 * The level each strategy is assessed against: the strategy's own level where the assessor kept one, else the
 * package's level the assessor agreed, else (before any is agreed) the respondent's target for it. ASD's
 * assessment process guide (October 2024, Stage 2) agrees the target maturity level before the assessment and
 * assesses the eight strategies as a package at it.
 */
export function scopeTargets(scope: ReviewTarget, respondent: RespondentTargets): ScopeTargets {
  return Object.fromEntries(CONTROL_IDS.map((id) => [id, asTarget(scope.strategyTargets[id] ?? scope.targetLevel ?? respondent[id])])) as Record<ControlId, TargetLevel>;
}

/**
 * The scope a review starts from, proposed from the respondent's targets: one level for the package (the level
 * most strategies target; the higher on a tie), and a level of its own for each strategy targeting another.
 */
export function proposedTargets(respondent: RespondentTargets): ReviewTarget {
  const levels = CONTROL_IDS.map((id) => asTarget(respondent[id]));
  const count = (level: TargetLevel) => levels.filter((each) => each === level).length;
  const targetLevel = ([3, 2, 1] as const).reduce<TargetLevel>((best, level) => (count(level) > count(best) ? level : best), 3);
  const strategyTargets = Object.fromEntries(CONTROL_IDS.flatMap((id, index) => (levels[index] === targetLevel ? [] : [[id, levels[index]]])));
  return { targetLevel, strategyTargets };
}

/**
 * The assessed result within the scope: each strategy's level no higher than its target (requirements above it
 * were not assessed, so they neither add nor take away), its gaps only those within the target, and the overall
 * level the lowest of the eight.
 */
export function withinScopeResult(result: AsdResult, targets: ScopeTargets): AsdResult {
  const strategies = result.strategies.map((strategy) => {
    const target = targets[strategy.strategy];
    if (strategy.achievedLevel < target) return strategy;
    const { heldBackReason: _above, ...kept } = strategy;
    return { ...kept, achievedLevel: target as MaturityLevel, nextLevelGaps: [] };
  });
  const overallLevel = Math.min(...strategies.map((strategy) => strategy.achievedLevel)) as MaturityLevel;
  return { strategies, overallLevel, limitingStrategies: strategies.filter((strategy) => strategy.achievedLevel === overallLevel).map((strategy) => strategy.strategy) };
}
