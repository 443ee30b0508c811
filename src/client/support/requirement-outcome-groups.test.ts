import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../../domain/controls';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { requirementOutcomeGroups } from './requirement-outcome-groups';

describe('the requirement outcomes of the support detail page', () => {
  it('lists every requirement once, strategy by strategy in wizard order, with its outcome, evidence and evidence quality, or not assessed', () => {
    const [first] = REQUIREMENTS;
    const groups = requirementOutcomeGroups({ [first!.id]: { outcome: 'ineffective', evidence: 'Line one\nLine two', evidenceQuality: 'fair' } }, '2026-11-22');
    expect(groups.map((group) => group.strategy)).toEqual([...CONTROL_IDS]);
    expect(groups.flatMap((group) => group.rows.map((row) => row.requirement.id))).toEqual(CONTROL_IDS.flatMap((id) => REQUIREMENTS.filter((requirement) => requirement.strategy === id).map((requirement) => requirement.id)));
    expect(groups[0]?.rows[0]).toMatchObject({ outcome: 'Ineffective', counts: 'ineffective', evidence: 'Line one\nLine two', evidenceQuality: 'fair' });
    expect(groups[0]?.rows[1]).toMatchObject({ outcome: 'Not assessed', counts: 'not-assessed', evidence: '', evidenceQuality: undefined });
  });

  it('says when an alternate control is past its review date, and why a strategy marked not applicable throughout is at level zero', () => {
    const [first] = REQUIREMENTS;
    const backups = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');
    const groups = requirementOutcomeGroups(
      {
        [first!.id]: { outcome: 'alternate-control', evidence: '', justification: 'Isolated.', reviewBy: '2026-11-21' },
        ...Object.fromEntries(backups.map((requirement) => [requirement.id, { outcome: 'not-applicable' as const, evidence: '', justification: 'No data kept.' }])),
      },
      '2026-11-22',
    );
    expect(groups[0]?.rows[0]).toMatchObject({ outcome: 'Alternate control past its review date (21 November 2026)', counts: 'ineffective' });
    expect(groups.find((group) => group.strategy === 'regular-backups')?.heldBackReason).toMatch(/^Every requirement of Maturity Level One for this strategy is marked Not applicable/);
  });
});
