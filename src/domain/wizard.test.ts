import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from './controls';
import {
  ASSESSMENT_STEP_COUNT,
  answerInWords,
  assessmentStepPosition,
  isCurrentLevelAllowed,
  isNextDisabled,
  isPreviousDisabled,
  nextButtonLabel,
  nextStep,
  previousStep,
  reachableStep,
  withSameTarget,
  withTargetLevel,
  AFTER_SAME_TARGET,
  resumable,
  wizardStepFromParam,
  wizardStepParam,
  type WizardStep,
} from './wizard';

describe('wizard phases', () => {
  it('goes welcome → 8 target questions → 8 current questions → implementation → organisation → review', () => {
    const visited: WizardStep[] = [];
    let step: WizardStep = { phase: 'welcome' };
    for (let i = 0; i < 21; i += 1) {
      visited.push(step);
      step = nextStep(step);
    }
    expect(visited[1]).toEqual({ phase: 'target', questionIndex: 0 });
    expect(visited[8]).toEqual({ phase: 'target', questionIndex: 7 });
    expect(visited[9]).toEqual({ phase: 'current', questionIndex: 0 });
    expect(visited[16]).toEqual({ phase: 'current', questionIndex: 7 });
    expect(visited[17]).toEqual({ phase: 'implementation' });
    expect(visited[18]).toEqual({ phase: 'organisation' });
    expect(visited[19]).toEqual({ phase: 'review' });
    expect(visited[20]).toEqual({ phase: 'review' });
  });

  it('goes back from the first current question to the last target question', () => {
    expect(previousStep({ phase: 'current', questionIndex: 0 })).toEqual({ phase: 'target', questionIndex: 7 });
    expect(previousStep({ phase: 'organisation' })).toEqual({ phase: 'implementation' });
    expect(previousStep({ phase: 'review' })).toEqual({ phase: 'organisation' });
    expect(previousStep({ phase: 'target', questionIndex: 0 })).toEqual({ phase: 'target', questionIndex: 0 });
  });

  it('goes "Back to Assessment" from implementation to the last current question, the one just left', () => {
    expect(previousStep({ phase: 'implementation' })).toEqual({ phase: 'current', questionIndex: 7 });
  });

  it('numbers every step after the welcome, review last', () => {
    expect(ASSESSMENT_STEP_COUNT).toBe(19);
    expect(assessmentStepPosition({ phase: 'target', questionIndex: 0 })).toBe(0);
    expect(assessmentStepPosition({ phase: 'current', questionIndex: 0 })).toBe(8);
    expect(assessmentStepPosition({ phase: 'implementation' })).toBe(16);
    expect(assessmentStepPosition({ phase: 'organisation' })).toBe(17);
    expect(assessmentStepPosition({ phase: 'review' })).toBe(ASSESSMENT_STEP_COUNT - 1);
  });

  it('names each step in the address and reads the name back', () => {
    let step: WizardStep = { phase: 'welcome' };
    expect(wizardStepParam(step)).toBeUndefined();
    for (let i = 0; i < 19; i += 1) {
      step = nextStep(step);
      const param = wizardStepParam(step);
      expect(param).toBeDefined();
      expect(wizardStepFromParam(param ?? '')).toEqual(step);
    }
    expect(wizardStepParam({ phase: 'target', questionIndex: 0 })).toBe('target-1');
    expect(wizardStepParam({ phase: 'current', questionIndex: 7 })).toBe('current-8');
    for (const unknown of ['target-0', 'target-9', 'current-01', 'current-', 'welcome', 'Review', '']) {
      expect(wizardStepFromParam(unknown)).toBeUndefined();
    }
  });

  it('words an answer for the review', () => {
    expect(answerInWords('target', 2)).toBe('Maturity Level Two');
    expect(answerInWords('current', 2)).toBe('Maturity Level Two');
    expect(answerInWords('current', 0)).toBe('Maturity Level Zero');
    expect(answerInWords('target', undefined)).toBe('Not answered');
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

describe('same target for all eight', () => {
  it('gives every strategy the target, drops current answers above it, keeps the rest, and goes on to the first current question', () => {
    const answers = { targetAssessments: { 'regular-backups': 3 }, assessments: { 'regular-backups': 3, 'application-control': 1 } };
    const same = withSameTarget(answers, 2);
    expect(CONTROL_IDS.map((id) => same.targetAssessments[id])).toEqual(CONTROL_IDS.map(() => 2));
    expect(same.assessments).toEqual({ 'application-control': 1 });
    expect(reachableStep(AFTER_SAME_TARGET, same)).toEqual({ phase: 'current', questionIndex: 0 });
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
      assessments: { ...all(1), 'patch-operating-systems': 3 },
    };
    const resumed = resumable(progress);
    expect(resumed.step).toEqual({ phase: 'current', questionIndex: 1 });
    expect(resumed.assessments['patch-operating-systems']).toBeUndefined();
    const noTargets = resumable({ step: { phase: 'current', questionIndex: 4 } as WizardStep, targetAssessments: { 'patch-applications': 1 }, assessments: {} });
    expect(noTargets.step).toEqual({ phase: 'target', questionIndex: 1 });
  });

  it('sends a step asked for by the history past a gap back to the gap', () => {
    const answers = { targetAssessments: all(2), assessments: { 'patch-applications': 1 } };
    expect(reachableStep({ phase: 'review' }, answers)).toEqual({ phase: 'current', questionIndex: 1 });
    expect(reachableStep({ phase: 'target', questionIndex: 5 }, answers)).toEqual({ phase: 'target', questionIndex: 5 });
    expect(reachableStep({ phase: 'review' }, { targetAssessments: all(2), assessments: all(1) })).toEqual({ phase: 'review' });
    // Progress passed whole keeps its own saved step out of it.
    const saved = { step: { phase: 'welcome' } as WizardStep, targetAssessments: all(2), assessments: all(1) };
    expect(reachableStep({ phase: 'organisation' }, saved)).toEqual({ phase: 'organisation' });
  });

  it('leaves a step that is before the gap alone', () => {
    const progress = { step: { phase: 'target', questionIndex: 0 } as WizardStep, targetAssessments: {}, assessments: {} };
    expect(resumable(progress).step).toEqual({ phase: 'target', questionIndex: 0 });
  });
});
