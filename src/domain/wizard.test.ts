import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from './controls';
import {
  isCurrentLevelAllowed,
  isNextDisabled,
  isPreviousDisabled,
  nextButtonLabel,
  nextStep,
  previousStep,
  withTargetLevel,
  resumable,
  type WizardStep,
} from './wizard';

describe('wizard phases', () => {
  it('goes welcome → 8 target questions → 8 current questions → implementation → organisation', () => {
    const visited: WizardStep[] = [];
    let step: WizardStep = { phase: 'welcome' };
    for (let i = 0; i < 19; i += 1) {
      visited.push(step);
      step = nextStep(step);
    }
    expect(visited[1]).toEqual({ phase: 'target', questionIndex: 0 });
    expect(visited[8]).toEqual({ phase: 'target', questionIndex: 7 });
    expect(visited[9]).toEqual({ phase: 'current', questionIndex: 0 });
    expect(visited[16]).toEqual({ phase: 'current', questionIndex: 7 });
    expect(visited[17]).toEqual({ phase: 'implementation' });
    expect(visited[18]).toEqual({ phase: 'organisation' });
  });

  it('goes back from the first current question, and from implementation, to the last target question', () => {
    expect(previousStep({ phase: 'current', questionIndex: 0 })).toEqual({ phase: 'target', questionIndex: 7 });
    expect(previousStep({ phase: 'implementation' })).toEqual({ phase: 'target', questionIndex: 7 });
    expect(previousStep({ phase: 'organisation' })).toEqual({ phase: 'implementation' });
    expect(previousStep({ phase: 'target', questionIndex: 0 })).toEqual({ phase: 'target', questionIndex: 0 });
  });

  it('labels Next for the end of each pass', () => {
    expect(nextButtonLabel({ phase: 'target', questionIndex: 3 })).toBe('Next');
    expect(nextButtonLabel({ phase: 'target', questionIndex: 7 })).toBe('Next: Current State Assessment');
    expect(nextButtonLabel({ phase: 'current', questionIndex: 7 })).toBe('Next: Implementation Details');
  });

  it('disables Previous only on the first target question and Next until there is a numeric answer', () => {
    expect(isPreviousDisabled({ phase: 'target', questionIndex: 0 })).toBe(true);
    expect(isPreviousDisabled({ phase: 'target', questionIndex: 1 })).toBe(false);
    expect(isPreviousDisabled({ phase: 'current', questionIndex: 0 })).toBe(false);
    expect(isNextDisabled(undefined)).toBe(true);
    expect(isNextDisabled('2')).toBe(true);
    expect(isNextDisabled(0)).toBe(false);
  });

  it('never allows a current level above the target', () => {
    expect(isCurrentLevelAllowed(3, 2)).toBe(false);
    expect(isCurrentLevelAllowed(2, 2)).toBe(true);
    expect(isCurrentLevelAllowed(0, 1)).toBe(true);
  });

  it('drops a current answer that a lowered target makes too high', () => {
    const answers = { targetAssessments: { 'regular-backups': 3 }, assessments: { 'regular-backups': 3, 'application-control': 1 } };
    const lowered = withTargetLevel(answers, 'regular-backups', 2);
    expect(lowered.targetAssessments['regular-backups']).toBe(2);
    expect(lowered.assessments['regular-backups']).toBeUndefined();
    expect(lowered.assessments['application-control']).toBe(1);
    expect(withTargetLevel(answers, 'application-control', 2).assessments['application-control']).toBe(1);
  });
});

describe('resumable', () => {
  const all = (level: number) => Object.fromEntries(CONTROL_IDS.map((id) => [id, level]));
  it('keeps consistent progress as it is', () => {
    const progress = { step: { phase: 'organisation' } as WizardStep, targetAssessments: all(3), assessments: all(2) };
    expect(resumable(progress)).toEqual(progress);
  });

  it('moves back to the first missing answer and drops levels above their target', () => {
    const progress = {
      step: { phase: 'implementation' } as WizardStep,
      targetAssessments: all(2),
      assessments: { ...all(1), 'patch-applications': 3 },
    };
    const resumed = resumable(progress);
    expect(resumed.step).toEqual({ phase: 'current', questionIndex: 1 });
    expect(resumed.assessments['patch-applications']).toBeUndefined();
    const noTargets = resumable({ step: { phase: 'current', questionIndex: 4 } as WizardStep, targetAssessments: { 'application-control': 1 }, assessments: {} });
    expect(noTargets.step).toEqual({ phase: 'target', questionIndex: 1 });
  });

  it('leaves a step that is before the gap alone', () => {
    const progress = { step: { phase: 'target', questionIndex: 0 } as WizardStep, targetAssessments: {}, assessments: {} };
    expect(resumable(progress).step).toEqual({ phase: 'target', questionIndex: 0 });
  });
});
