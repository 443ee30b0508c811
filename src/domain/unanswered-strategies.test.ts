import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from './controls';
import { REQUIREMENTS } from './framework/catalogue';
import { notGivenYet, unansweredStrategies } from './unanswered-strategies';

const [first, second] = CONTROL_IDS;
const quickDraft = { status: 'draft', kind: 'quick', assessments: { [first]: 2, [second]: 0 }, requirementOutcomes: {} } as const;

describe('unansweredStrategies', () => {
  it('gives a quick draft’s unrated strategies in wizard order; a rating of level 0 is an answer', () => {
    expect(unansweredStrategies(quickDraft)).toEqual(CONTROL_IDS.slice(2));
    expect(notGivenYet(6)).toBe('Not given: 6 of 8 strategies are not answered yet');
  });

  it('gives a detailed draft’s strategies without any outcome but Not assessed, whatever their stored level', () => {
    const backup = REQUIREMENTS.find((requirement) => requirement.strategy === 'regular-backups')!;
    const macro = REQUIREMENTS.find((requirement) => requirement.strategy === 'configure-microsoft-office-macro-settings')!;
    const patch = REQUIREMENTS.find((requirement) => requirement.strategy === 'patch-applications')!;
    const draft = {
      status: 'draft',
      kind: 'detailed',
      assessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, 0])),
      requirementOutcomes: {
        [backup.id]: { outcome: 'not-implemented', evidence: '' },
        [macro.id]: { outcome: 'effective', evidence: '' },
        [patch.id]: { outcome: 'not-assessed', evidence: '' },
      },
    } as const;
    expect(unansweredStrategies(draft)).toEqual(CONTROL_IDS.filter((id) => id !== 'regular-backups' && id !== 'configure-microsoft-office-macro-settings'));
    // Every requirement's id begins with its own strategy's and no other's, as the function relies on.
    for (const requirement of REQUIREMENTS) {
      expect(CONTROL_IDS.filter((id) => requirement.id.startsWith(`${id}-`))).toEqual([requirement.strategy]);
    }
  });

  it('gives none for a completed assessment', () => {
    expect(unansweredStrategies({ ...quickDraft, status: 'completed' })).toEqual([]);
  });
});
