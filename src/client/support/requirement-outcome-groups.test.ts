import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../../domain/controls';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { requirementOutcomeGroups } from './requirement-outcome-groups';

describe('the requirement outcomes of the support detail page', () => {
  it('lists every requirement once, strategy by strategy in wizard order, with its outcome, evidence and evidence quality, or not assessed', () => {
    const [first] = REQUIREMENTS;
    const groups = requirementOutcomeGroups({ [first!.id]: { outcome: 'ineffective', evidence: 'Line one\nLine two', evidenceQuality: 'fair' } });
    expect(groups.map((group) => group.strategy)).toEqual([...CONTROL_IDS]);
    expect(groups.flatMap((group) => group.rows.map((row) => row.requirement.id))).toEqual(CONTROL_IDS.flatMap((id) => REQUIREMENTS.filter((requirement) => requirement.strategy === id).map((requirement) => requirement.id)));
    expect(groups[0]?.rows[0]).toMatchObject({ outcome: 'ineffective', evidence: 'Line one\nLine two', evidenceQuality: 'fair' });
    expect(groups[0]?.rows[1]).toMatchObject({ outcome: 'not-assessed', evidence: '', evidenceQuality: undefined });
  });
});
