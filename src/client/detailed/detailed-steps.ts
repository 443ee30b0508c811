import { CONTROL_IDS, type ControlId } from '../../domain/controls';

/** Where the respondent is in the detailed assessment: the welcome, one of the eight strategies, then the two closing steps. */
export type DetailedStep =
  | { phase: 'welcome' }
  | { phase: 'strategy'; strategyIndex: number }
  | { phase: 'implementation' }
  | { phase: 'organisation' };

/** The number of strategy steps: one per strategy of the Essential Eight. */
export const STRATEGY_COUNT = CONTROL_IDS.length;

/** The strategy of a strategy step. */
export function strategyAt(strategyIndex: number): ControlId {
  const strategy = CONTROL_IDS[strategyIndex];
  if (strategy === undefined) throw new RangeError(`No strategy at ${strategyIndex}`);
  return strategy;
}

/** The step after this one (the organisation step is the last). */
export function nextDetailedStep(step: DetailedStep): DetailedStep {
  switch (step.phase) {
    case 'welcome':
      return { phase: 'strategy', strategyIndex: 0 };
    case 'strategy':
      return step.strategyIndex + 1 < STRATEGY_COUNT ? { phase: 'strategy', strategyIndex: step.strategyIndex + 1 } : { phase: 'implementation' };
    case 'implementation':
    case 'organisation':
      return { phase: 'organisation' };
  }
}

/** The step before this one (the welcome is the first). */
export function previousDetailedStep(step: DetailedStep): DetailedStep {
  switch (step.phase) {
    case 'welcome':
      return step;
    case 'strategy':
      return step.strategyIndex > 0 ? { phase: 'strategy', strategyIndex: step.strategyIndex - 1 } : { phase: 'welcome' };
    case 'implementation':
      return { phase: 'strategy', strategyIndex: STRATEGY_COUNT - 1 };
    case 'organisation':
      return { phase: 'implementation' };
  }
}

/** A name for each step, so focus moves when it changes. */
export function detailedStepKey(step: DetailedStep): string {
  return step.phase === 'strategy' ? `strategy-${step.strategyIndex}` : step.phase;
}

/**
 * The step to resume at: a strategy step, or a closing step, only once every strategy before it has
 * a target (targets are required to move on); otherwise the first strategy without one.
 */
export function resumableStep(step: DetailedStep, targets: Partial<Record<ControlId, number>>): DetailedStep {
  const reached = step.phase === 'strategy' ? step.strategyIndex : step.phase === 'welcome' ? 0 : STRATEGY_COUNT;
  const missing = CONTROL_IDS.findIndex((id, index) => index < reached && targets[id] === undefined);
  return missing === -1 ? step : { phase: 'strategy', strategyIndex: missing };
}
