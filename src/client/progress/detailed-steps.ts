import { CONTROL_IDS, type ControlId } from '../../domain/controls';

/**
 * Where the respondent is in the detailed assessment: the welcome, importing from their systems (which they
 * may skip, and reach again from every strategy), one of the eight strategies, then the three closing steps.
 */
export type DetailedStep =
  | { phase: 'welcome' }
  | { phase: 'imports' }
  | { phase: 'strategy'; strategyIndex: number }
  | { phase: 'implementation' }
  | { phase: 'organisation' }
  | { phase: 'review' };

/** The number of strategy steps: one per strategy of the Essential Eight. */
export const STRATEGY_COUNT = CONTROL_IDS.length;

/** The strategy of a strategy step. */
export function strategyAt(strategyIndex: number): ControlId {
  const strategy = CONTROL_IDS[strategyIndex];
  if (strategy === undefined) throw new RangeError(`No strategy at ${strategyIndex}`);
  return strategy;
}

/** The step after this one (the review is the last). */
export function nextDetailedStep(step: DetailedStep): DetailedStep {
  switch (step.phase) {
    case 'welcome':
      return { phase: 'imports' };
    case 'imports':
      return { phase: 'strategy', strategyIndex: 0 };
    case 'strategy':
      return step.strategyIndex + 1 < STRATEGY_COUNT ? { phase: 'strategy', strategyIndex: step.strategyIndex + 1 } : { phase: 'implementation' };
    case 'implementation':
      return { phase: 'organisation' };
    case 'organisation':
    case 'review':
      return { phase: 'review' };
  }
}

/** The step before this one (the welcome is the first). */
export function previousDetailedStep(step: DetailedStep): DetailedStep {
  switch (step.phase) {
    case 'welcome':
      return step;
    case 'imports':
      return { phase: 'welcome' };
    case 'strategy':
      return step.strategyIndex > 0 ? { phase: 'strategy', strategyIndex: step.strategyIndex - 1 } : { phase: 'imports' };
    case 'implementation':
      return { phase: 'strategy', strategyIndex: STRATEGY_COUNT - 1 };
    case 'organisation':
      return { phase: 'implementation' };
    case 'review':
      return { phase: 'organisation' };
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
  const reached = step.phase === 'strategy' ? step.strategyIndex : step.phase === 'welcome' || step.phase === 'imports' ? 0 : STRATEGY_COUNT;
  const missing = CONTROL_IDS.findIndex((id, index) => index < reached && targets[id] === undefined);
  return missing === -1 ? step : { phase: 'strategy', strategyIndex: missing };
}

/** Steps after the welcome: the strategies, then implementation, organisation and review. */
export const DETAILED_STEP_COUNT = STRATEGY_COUNT + 3;

/** The 0-based position of a step among the detailed assessment's steps (the welcome and the import step count as the first strategy's). */
export function detailedStepPosition(step: DetailedStep): number {
  switch (step.phase) {
    case 'welcome':
    case 'imports':
      return 0;
    case 'strategy':
      return step.strategyIndex;
    case 'implementation':
      return STRATEGY_COUNT;
    case 'organisation':
      return STRATEGY_COUNT + 1;
    case 'review':
      return STRATEGY_COUNT + 2;
  }
}

/** The step's name in the address (`?step=`): "imports", "strategy-1" to "strategy-8", "implementation", "organisation", "review"; none for the welcome. */
export function detailedStepParam(step: DetailedStep): string | undefined {
  if (step.phase === 'welcome') return undefined;
  return step.phase === 'strategy' ? `strategy-${step.strategyIndex + 1}` : step.phase;
}

/** The step an address names, or undefined when it names none. */
export function detailedStepFromParam(param: string): DetailedStep | undefined {
  if (param === 'imports' || param === 'implementation' || param === 'organisation' || param === 'review') return { phase: param };
  const number = Number(/^strategy-([1-9]\d*)$/.exec(param)?.[1]);
  return number >= 1 && number <= STRATEGY_COUNT ? { phase: 'strategy', strategyIndex: number - 1 } : undefined;
}
