import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../../domain/controls';
import {
  DETAILED_STEP_COUNT,
  detailedStepFromParam,
  detailedStepParam,
  detailedStepPosition,
  nextDetailedStep,
  previousDetailedStep,
  resumableStep,
  STRATEGY_COUNT,
  type DetailedStep,
} from './detailed-steps';

const allTargets = Object.fromEntries(CONTROL_IDS.map((id) => [id, 2]));

describe('detailed assessment steps', () => {
  it('goes welcome, import from your systems, the eight strategies, implementation, organisation, review, and back the same way', () => {
    const forward: DetailedStep[] = [{ phase: 'welcome' }];
    for (let i = 0; i < STRATEGY_COUNT + 4; i += 1) forward.push(nextDetailedStep(forward.at(-1)!));
    expect(forward.map((step) => (step.phase === 'strategy' ? step.strategyIndex : step.phase))).toEqual([
      'welcome',
      'imports',
      0,
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      'implementation',
      'organisation',
      'review',
    ]);
    expect(nextDetailedStep({ phase: 'review' })).toEqual({ phase: 'review' });
    const backward = forward.slice(1).map(previousDetailedStep);
    expect(backward).toEqual(forward.slice(0, -1));
    expect(previousDetailedStep({ phase: 'welcome' })).toEqual({ phase: 'welcome' });
  });

  it('numbers the steps after the welcome and names each in the address', () => {
    expect(DETAILED_STEP_COUNT).toBe(11);
    let step: DetailedStep = { phase: 'welcome' };
    expect(detailedStepParam(step)).toBeUndefined();
    // The import step shares the first strategy's place on the progress bar, as the welcome does.
    step = nextDetailedStep(step);
    expect(detailedStepParam(step)).toBe('imports');
    expect(detailedStepPosition(step)).toBe(0);
    expect(detailedStepFromParam('imports')).toEqual({ phase: 'imports' });
    for (let position = 0; position < DETAILED_STEP_COUNT; position += 1) {
      step = nextDetailedStep(step);
      expect(detailedStepPosition(step)).toBe(position);
      expect(detailedStepFromParam(detailedStepParam(step) ?? '')).toEqual(step);
    }
    expect(detailedStepParam({ phase: 'strategy', strategyIndex: 0 })).toBe('strategy-1');
    for (const unknown of ['strategy-0', 'strategy-9', 'strategy-1x', 'welcome', '']) expect(detailedStepFromParam(unknown)).toBeUndefined();
  });

  it('sends the review back to the first strategy without a target', () => {
    expect(resumableStep({ phase: 'review' }, { ...allTargets, [CONTROL_IDS[6]]: undefined })).toEqual({ phase: 'strategy', strategyIndex: 6 });
  });

  it('resumes where it was when every strategy before has a target', () => {
    expect(resumableStep({ phase: 'imports' }, {})).toEqual({ phase: 'imports' });
    expect(resumableStep({ phase: 'organisation' }, allTargets)).toEqual({ phase: 'organisation' });
    expect(resumableStep({ phase: 'strategy', strategyIndex: 2 }, { [CONTROL_IDS[0]]: 1, [CONTROL_IDS[1]]: 3 })).toEqual({ phase: 'strategy', strategyIndex: 2 });
  });

  it('moves back to the first strategy without a target', () => {
    const withoutThird = { ...allTargets, [CONTROL_IDS[2]]: undefined };
    expect(resumableStep({ phase: 'implementation' }, withoutThird)).toEqual({ phase: 'strategy', strategyIndex: 2 });
    expect(resumableStep({ phase: 'strategy', strategyIndex: 5 }, {})).toEqual({ phase: 'strategy', strategyIndex: 0 });
  });
});
