import { describe, expect, it } from 'vitest';
import { controlLevelsText, readControlLevels } from './control-levels';
import { CONTROL_IDS } from './controls';

describe('the levels text kept on an assessment row', () => {
  it('writes each strategy’s target then current level in wizard order, a dash where unset', () => {
    const text = controlLevelsText({
      targetAssessments: { [CONTROL_IDS[0]]: 3, [CONTROL_IDS[7]]: 2 },
      assessments: { [CONTROL_IDS[0]]: 1, [CONTROL_IDS[1]]: 0 },
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
    expect(levels).toEqual({ targets: { [CONTROL_IDS[0]]: 3 }, currents: {} });
    expect(readControlLevels('')).toEqual({ targets: {}, currents: {} });
  });
});
