import type { ControlId } from './controls';
import { countOf } from './format';
import type { RequirementLevel } from './framework/requirement';
import { maturityLevelName } from './maturity-levels';

/*
 * What a detailed assessment's advice is and how it is said, apart from `requirementAdvice` (which needs the
 * catalogue), so the cards of a quick check's results never load the catalogue.
 */

/**
 * One level's recommendations, in the shape a quick check's come in (`recommendationsToTarget`): `level` is
 * the level they start from (0 to 2), the title the level they reach.
 */
export interface AdviceGroup {
  level: 0 | 1 | 2;
  title: string;
  items: string[];
}

/** A requirement already met, named for the card that lists them on demand. */
export interface MetRequirement {
  id: string;
  text: string;
}

/** What a detailed assessment advises for one strategy: only what is not yet met, and what already is. */
export interface RequirementAdvice {
  strategy: ControlId;
  /** The requirements not yet met, grouped by the level each first stands in the way of, as the action plan groups them. */
  recommendations: AdviceGroup[];
  /** The requirements up to the target already met (effective, or an alternate control not past its review date), lowest level first. */
  met: MetRequirement[];
  /** The level the met requirements are counted up to: the target, or Maturity Level Three when none is set. */
  upToLevel: RequirementLevel;
  /** Why the strategy is held below its next level with nothing unmet (every requirement there not applicable), and what to do; absent otherwise. */
  heldBack?: { reason: string; todo: string };
}

/** "To reach Maturity Level Two": the title of the recommendations that reach a level. */
export function adviceGroupTitle(level: RequirementLevel): string {
  return `To reach ${maturityLevelName(level)}`;
}

/** How many requirements the recommendations advise: "3 requirements not yet met". */
export function notYetMetText(recommendations: readonly AdviceGroup[]): string {
  return `${countOf(recommendations.reduce((sum, group) => sum + group.items.length, 0), 'requirement')} not yet met`;
}

/** What the cards and reports say of a strategy's requirements already met: "12 requirements up to Maturity Level Two already met". */
export function alreadyMetText(advice: Pick<RequirementAdvice, 'met' | 'upToLevel'>): string {
  if (advice.met.length === 0) return `No requirement up to ${maturityLevelName(advice.upToLevel)} is met yet`;
  return `${countOf(advice.met.length, 'requirement')} up to ${maturityLevelName(advice.upToLevel)} already met`;
}

/** What a detailed assessment's report says before its recommendations. */
export const DETAILED_RECOMMENDATIONS_INTRO =
  'For each strategy short of its target, the requirements not yet met, grouped as in the action plan; a requirement already met is not advised again.';

/** A strategy's requirements already met as a report says them, pointing to where each is listed. */
export function alreadyMetInReport(alreadyMet: string): string {
  return `${alreadyMet}: each is listed with its outcome under Requirement outcomes.`;
}
