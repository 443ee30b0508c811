import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../../domain/controls';
import type { WizardProgress } from './progress';
import { restoreProgress } from './restore-progress';

const allAt = (level: number) => Object.fromEntries(CONTROL_IDS.map((id) => [id, level]));

const saved: WizardProgress = {
  step: { phase: 'implementation' },
  targetAssessments: allAt(2),
  assessments: allAt(1),
  implementation: { timeline: '6months', priorities: ['regular-backups'], constraints: 'Budget', stepsPerQuarter: 3 },
  organisation: { organizationName: 'Acme', respondentName: 'Ada', respondentEmail: 'ada@example.com' },
};

describe('restoreProgress', () => {
  it('restores a good stored progress as it was', () => {
    expect(restoreProgress(structuredClone(saved))).toEqual(saved);
  });

  it.each([
    ['nothing stored', undefined],
    ['a string', 'progress'],
    ['an unknown control', { ...saved, targetAssessments: { ...saved.targetAssessments, 'made-up-control': 2 } }],
    ['a level given as text', { ...saved, assessments: { ...saved.assessments, 'regular-backups': '1' } }],
    ['a level above 3', { ...saved, targetAssessments: { ...saved.targetAssessments, 'regular-backups': 4 } }],
    ['an unknown step', { ...saved, step: { phase: 'summary' } }],
    ['a question past the last control', { ...saved, step: { phase: 'target', questionIndex: CONTROL_IDS.length } }],
    ['missing organisation details', { ...saved, organisation: undefined }],
  ])('ignores %s', (_case, stored) => {
    expect(restoreProgress(stored)).toBeUndefined();
  });

  it('offers the default steps a quarter to progress stored before they were asked, and an emptied field empty again', () => {
    const { stepsPerQuarter: _asked, ...before } = saved.implementation;
    expect(restoreProgress({ ...saved, implementation: before })?.implementation.stepsPerQuarter).toBe(2);
    // JSON stores an emptied field's NaN as null.
    const emptied = JSON.parse(JSON.stringify({ ...saved, implementation: { ...saved.implementation, stepsPerQuarter: Number.NaN } }));
    expect(restoreProgress(emptied)?.implementation.stepsPerQuarter).toBeNaN();
  });

  it('drops a current level above its target and resumes at that question', () => {
    const regularBackups = CONTROL_IDS.indexOf('regular-backups');
    const restored = restoreProgress({ ...saved, assessments: { ...saved.assessments, 'regular-backups': 3 } });
    expect(restored?.assessments['regular-backups']).toBeUndefined();
    expect(restored?.step).toEqual({ phase: 'current', questionIndex: regularBackups });
  });

  it('keeps the journey’s submission key, and drops one of another form (a new one is made as the steps open)', () => {
    const submissionKey = 'Zq3xW8pL0vN2sR5tY7uA1bC4dE6fG9hJ_kM-nO3pQ8r';
    expect(restoreProgress({ ...saved, submissionKey })?.submissionKey).toBe(submissionKey);
    const restored = restoreProgress({ ...saved, submissionKey: 'short' });
    expect(restored).toBeDefined();
    expect(restored?.submissionKey).toBeUndefined();
  });
});
