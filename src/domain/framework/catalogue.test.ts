import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../controls';
import { REQUIREMENTS, requirementCount } from './catalogue';

describe('the requirement catalogue', () => {
  it('holds every requirement of the model, counted per strategy and level as the model lists them', () => {
    const counts = Object.fromEntries(CONTROL_IDS.map((strategy) => [strategy, [1, 2, 3].map((level) => requirementCount(strategy, level as 1 | 2 | 3))]));
    expect(counts).toEqual({
      'application-control': [3, 14, 19],
      'patch-applications': [9, 11, 13],
      'configure-microsoft-office-macro-settings': [4, 5, 11],
      'user-application-hardening': [4, 22, 27],
      'restrict-administrative-privileges': [7, 20, 29],
      'patch-operating-systems': [8, 8, 16],
      'multi-factor-authentication': [7, 19, 23],
      'regular-backups': [6, 8, 11],
    });
    expect(REQUIREMENTS).toHaveLength(152);
  });

  it('gives each requirement a unique id under its strategy, at least one level, and ISM numbers in ASD form', () => {
    expect(new Set(REQUIREMENTS.map((requirement) => requirement.id)).size).toBe(REQUIREMENTS.length);
    for (const requirement of REQUIREMENTS) {
      expect(requirement.id.startsWith(`${requirement.strategy}-`), requirement.id).toBe(true);
      expect(requirement.levels.length, requirement.id).toBeGreaterThan(0);
      for (const control of requirement.ism) expect(control, requirement.id).toMatch(/^ISM-\d{4}$/);
    }
  });

  it('keeps a stricter form at a higher level as its own requirement: patches within two weeks at levels one and two, 48 hours at three', () => {
    const office = REQUIREMENTS.filter((requirement) => requirement.ism.includes('ISM-1691') || requirement.ism.includes('ISM-1692'));
    expect(office.map((requirement) => requirement.levels)).toEqual([[1, 2], [3]]);
  });
});
