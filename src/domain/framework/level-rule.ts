import type { ControlId, MaturityLevel } from '../controls';
import { CONTROL_IDS } from '../controls';
import { meetsRequirement, type Outcome } from './outcome-rules';
import { REQUIREMENT_LEVELS, type Requirement, type RequirementLevel } from './requirement';

/** Outcomes by requirement id; a requirement without one counts as not assessed. */
export type OutcomesById = Readonly<Record<string, Outcome | undefined>>;

/** The requirements that apply at a level and are neither met nor not applicable: what stands in the way of it. */
export function unmetAtLevel(requirements: readonly Requirement[], outcomes: OutcomesById, level: RequirementLevel): Requirement[] {
  return requirements.filter((requirement) => {
    if (!requirement.levels.includes(level)) return false;
    const outcome = outcomes[requirement.id] ?? 'not-assessed';
    return outcome !== 'not-applicable' && !meetsRequirement(outcome);
  });
}

/** The requirements that apply at a level and are met (effective, or by an alternate control). */
export function metAtLevel(requirements: readonly Requirement[], outcomes: OutcomesById, level: RequirementLevel): Requirement[] {
  return requirements.filter((requirement) => requirement.levels.includes(level) && meetsRequirement(outcomes[requirement.id] ?? 'not-assessed'));
}

/**
 * Why a strategy stops below a level although nothing at that level is unmet: every requirement
 * that applies there is not applicable. Undefined while a level is reached or held back by an unmet
 * requirement (which the action plan names).
 */
export type HeldBack = { level: RequirementLevel; reason: 'all-not-applicable' } | undefined;

/**
 * The level one strategy has achieved, and why it stops there when no requirement is to blame.
 * Level N counts when every level below it counts, every requirement that applies at N is effective,
 * met by an alternate control or not applicable, and at least one of them is met. One unmet
 * requirement at level one keeps the strategy at 0, whatever else is met; so does marking every
 * requirement of level one not applicable, as ASD counts a strategy that is not implemented as
 * Maturity Level Zero for that strategy and overall (Essential Eight Maturity Model FAQ, October
 * 2024), and assesses the eight as a package (Essential Eight Assessment Process Guide, October 2024).
 */
export function levelAndHold(requirements: readonly Requirement[], outcomes: OutcomesById): { achieved: MaturityLevel; heldBack: HeldBack } {
  let achieved: MaturityLevel = 0;
  for (const level of REQUIREMENT_LEVELS) {
    if (unmetAtLevel(requirements, outcomes, level).length > 0) break;
    if (metAtLevel(requirements, outcomes, level).length === 0) return { achieved, heldBack: { level, reason: 'all-not-applicable' } };
    achieved = level;
  }
  return { achieved, heldBack: undefined };
}

/** The level one strategy has achieved by ASD's rule (see `levelAndHold`). */
export function achievedLevel(requirements: readonly Requirement[], outcomes: OutcomesById): MaturityLevel {
  return levelAndHold(requirements, outcomes).achieved;
}

const LEVEL_NAMES: Record<RequirementLevel, string> = { 1: 'Maturity Level One', 2: 'Maturity Level Two', 3: 'Maturity Level Three' };

/** Why a strategy is held below a level, in words for results pages and reports. */
export function heldBackReason(heldBack: NonNullable<HeldBack>): string {
  const name = LEVEL_NAMES[heldBack.level];
  return heldBack.level === 1
    ? `Every requirement of ${name} for this strategy is marked Not applicable; ASD counts a strategy that is not implemented as Maturity Level Zero`
    : `Every requirement of ${name} for this strategy is marked Not applicable, so ${name} is not counted: a level counts only when at least one of its requirements is met`;
}

/** One strategy's part of ASD's result: its achieved level and what stands between it and the next. */
export interface StrategyResult {
  strategy: ControlId;
  achievedLevel: MaturityLevel;
  /** The unmet requirements of the next level; empty at level three, or for a quick check, which names none. */
  nextLevelGaps: Requirement[];
  /** Why the strategy stops below the next level when no requirement there is unmet (all not applicable), in words. */
  heldBackReason?: string;
}

/** ASD's result for an organisation: the lowest achieved level of the eight, and which strategies hold it there. */
export interface AsdResult {
  strategies: StrategyResult[];
  overallLevel: MaturityLevel;
  /** The strategies at the overall level, in wizard order. */
  limitingStrategies: ControlId[];
}

/** Puts strategy results together: the overall level is the lowest, and those at it hold the organisation there. */
export function combineStrategies(strategies: StrategyResult[]): AsdResult {
  const overallLevel = strategies.reduce<MaturityLevel>((lowest, result) => (result.achievedLevel < lowest ? result.achievedLevel : lowest), 3);
  const limitingStrategies = strategies.filter((result) => result.achievedLevel === overallLevel).map((result) => result.strategy);
  return { strategies, overallLevel, limitingStrategies };
}

/** ASD's result from requirement outcomes: each strategy's achieved level from its own requirements, then the lowest. */
export function asdResultFromOutcomes(catalogue: readonly Requirement[], outcomes: OutcomesById): AsdResult {
  return combineStrategies(
    CONTROL_IDS.map((strategy) => {
      const requirements = catalogue.filter((requirement) => requirement.strategy === strategy);
      const { achieved, heldBack } = levelAndHold(requirements, outcomes);
      const next = REQUIREMENT_LEVELS.find((level) => level > achieved);
      const result: StrategyResult = { strategy, achievedLevel: achieved, nextLevelGaps: next ? unmetAtLevel(requirements, outcomes, next) : [] };
      return heldBack ? { ...result, heldBackReason: heldBackReason(heldBack) } : result;
    }),
  );
}
