import { describe, expect, it } from 'vitest';
import { raiseTargetLabel, targetRaisedWords } from './raise-target';
import { isCurrentLevelAllowed, withTargetLevel } from './wizard';

describe('raising a target in place', () => {
  it('names the strategy and the level the target is raised to', () => {
    expect(raiseTargetLabel('regular-backups', 3)).toBe('Raise the target for Regular backups to Maturity Level Three');
    expect(raiseTargetLabel('configure-microsoft-office-macro-settings', 2)).toBe('Raise the target for Restrict Microsoft Office macros to Maturity Level Two');
  });

  it('tells a screen reader what changed', () => {
    expect(targetRaisedWords('regular-backups', 3)).toBe('Target for Regular backups raised to Maturity Level Three.');
    expect(targetRaisedWords('patch-applications', 2)).toBe('Target for Patch applications raised to Maturity Level Two.');
  });

  it('keeps the current answer and allows the level once the target is raised', () => {
    const answers = { targetAssessments: { 'regular-backups': 2 }, assessments: { 'regular-backups': 2 } };
    expect(isCurrentLevelAllowed(3, answers.targetAssessments['regular-backups'])).toBe(false);
    const raised = withTargetLevel(answers, 'regular-backups', 3);
    expect(raised).toEqual({ targetAssessments: { 'regular-backups': 3 }, assessments: { 'regular-backups': 2 } });
    expect(isCurrentLevelAllowed(3, raised.targetAssessments['regular-backups'])).toBe(true);
  });
});
