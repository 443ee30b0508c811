import { describe, expect, it } from 'vitest';
import { controlLevelsText, readControlLevels } from './control-levels';
import { CONTROL_IDS, STORED_STRATEGY_ORDER } from './controls';

describe('the levels text kept on an assessment row', () => {
  it('writes each strategy’s target then current level in the stored order, a dash where unset', () => {
    const text = controlLevelsText({
      targetAssessments: { 'application-control': 3, 'regular-backups': 2 },
      assessments: { 'application-control': 1, 'patch-applications': 0 },
    });
    expect(text).toBe('31-0----------2-');
    expect(text).toHaveLength(16);
  });

  it('reads back exactly the levels it was written from', () => {
    const targetAssessments = Object.fromEntries(CONTROL_IDS.map((id, index) => [id, index % 4]));
    const assessments = Object.fromEntries(CONTROL_IDS.slice(2).map((id, index) => [id, 3 - (index % 4)]));
    expect(readControlLevels(controlLevelsText({ targetAssessments, assessments }))).toEqual({ targets: targetAssessments, currents: assessments });
  });

  it('leaves out a level it cannot read rather than guessing', () => {
    const levels = readControlLevels('3x9');
    expect(levels).toEqual({ targets: { 'application-control': 3 }, currents: {} });
    expect(readControlLevels('')).toEqual({ targets: {}, currents: {} });
  });

  it('keeps the order the database triggers read, whatever order pages list the strategies in', () => {
    expect(STORED_STRATEGY_ORDER).toEqual([
      'application-control',
      'patch-applications',
      'configure-microsoft-office-macro-settings',
      'user-application-hardening',
      'restrict-administrative-privileges',
      'patch-operating-systems',
      'multi-factor-authentication',
      'regular-backups',
    ]);
    expect(STORED_STRATEGY_ORDER.toSorted()).toEqual([...CONTROL_IDS].sort());
  });
});
