import type { ControlId } from '../controls';
import { countOf } from '../format';
import { maturityLevelName } from '../maturity-levels';
import type { RequirementLevel } from './requirement';

/**
 * How much of one strategy a detailed assessment left unassessed. Counted with the catalogue by
 * `notAssessedByStrategy`; said here without it, so that a quick check's pages never load the catalogue.
 */
export interface NotAssessed {
  strategy: ControlId;
  /** Requirements in scope with no outcome yet (no answer, Not assessed, or a suggestion not yet confirmed). */
  count: number;
  /** Requirements in scope: those that first apply at or below `upToLevel`. */
  outOf: number;
  /** The strategy's target level, or Maturity Level Three when it has none. */
  upToLevel: RequirementLevel;
}

/**
 * One strategy's gap in words, for beside its level: "3 of 29 requirements up to Maturity Level Two
 * not assessed: this level rests on a partial assessment." Empty when every requirement in scope is assessed.
 */
export function notAssessedText({ count, outOf, upToLevel }: NotAssessed): string {
  if (count === 0) return '';
  return `${count} of ${countOf(outOf, 'requirement')} up to ${maturityLevelName(upToLevel)} not assessed: this level rests on a partial assessment.`;
}

/**
 * The whole assessment's gap as a sentence to follow a statement of its overall level: "This level rests on
 * a partial assessment: 12 requirements in 3 strategies are not assessed." Empty when none is missing.
 */
export function partialAssessmentSentence(gaps: readonly NotAssessed[]): string {
  const { requirements, strategies } = gapTotals(gaps);
  if (strategies === 0) return '';
  const verb = requirements === 1 ? 'is' : 'are';
  return `This level rests on a partial assessment: ${countOf(requirements, 'requirement')} in ${countOf(strategies, 'strategy', 'strategies')} ${verb} not assessed.`;
}

/** The whole assessment's gap in figures: requirements not assessed, and the strategies they are in. */
export function gapTotals(gaps: readonly NotAssessed[]): { requirements: number; strategies: number } {
  const open = gaps.filter((gap) => gap.count > 0);
  return { requirements: open.reduce((sum, gap) => sum + gap.count, 0), strategies: open.length };
}

/** A strategy's gap as the review answers it: "3 of 29, up to Maturity Level Two", or "None, up to Maturity Level Two". */
export function notAssessedAnswer({ count, outOf, upToLevel }: NotAssessed): string {
  return `${count === 0 ? 'None' : `${count} of ${outOf}`}, up to ${maturityLevelName(upToLevel)}`;
}
