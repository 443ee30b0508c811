import type { ControlId, MaturityLevel } from '../controls';
import { CONTROL_IDS } from '../controls';
import { meetsRequirement, type Outcome } from './outcomes';
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

/**
 * The level one strategy has achieved: level N counts when every level below it counts and every
 * requirement that applies at N is effective or met by an alternate control (not applicable ones
 * left out). One unmet requirement at level one keeps the strategy at 0, whatever else is met.
 */
export function achievedLevel(requirements: readonly Requirement[], outcomes: OutcomesById): MaturityLevel {
  let achieved: MaturityLevel = 0;
  for (const level of REQUIREMENT_LEVELS) {
    if (unmetAtLevel(requirements, outcomes, level).length > 0) break;
    achieved = level;
  }
  return achieved;
}

/** One strategy's part of ASD's result: its achieved level and what stands between it and the next. */
export interface StrategyResult {
  strategy: ControlId;
  achievedLevel: MaturityLevel;
  /** The unmet requirements of the next level; empty at level three, or for a quick check, which names none. */
  nextLevelGaps: Requirement[];
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
      const achieved = achievedLevel(requirements, outcomes);
      const next = REQUIREMENT_LEVELS.find((level) => level > achieved);
      return { strategy, achievedLevel: achieved, nextLevelGaps: next ? unmetAtLevel(requirements, outcomes, next) : [] };
    }),
  );
}
