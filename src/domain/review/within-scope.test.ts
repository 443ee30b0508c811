import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../framework/catalogue';
import { firstLevel } from '../framework/requirement';
import { sharedRequirementGroups } from '../framework/shared-requirements';
import { scopeTargets } from './review-target';
import { isWithinScope, modelRequirements } from './within-scope';

describe('modelRequirements', () => {
  it('lists each requirement of the model once, with every strategy listing it', () => {
    const model = modelRequirements(REQUIREMENTS);
    const entries = model.flatMap((each) => each.entries);
    expect(entries).toHaveLength(REQUIREMENTS.length);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(REQUIREMENTS.length);
    const shared = model.filter((each) => each.entries.length > 1);
    const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id).sort().join(' ');
    expect(shared.map((each) => ids(each.entries)).sort()).toEqual(sharedRequirementGroups().map(ids).sort());
    // 152 entries, 36 of them in 10 groups: 126 requirements of the model.
    expect(model).toHaveLength(126);
  });
});

describe('isWithinScope', () => {
  it('keeps requirements first applying at or below the target, and a shared one when any strategy listing it reaches it', () => {
    const targets = scopeTargets({ targetLevel: 2, strategyTargets: {} }, {});
    const within = REQUIREMENTS.filter((requirement) => isWithinScope(requirement, targets, REQUIREMENTS));
    expect(within.every((requirement) => firstLevel(requirement) <= 2)).toBe(true);
    expect(within.length).toBe(REQUIREMENTS.filter((requirement) => firstLevel(requirement) <= 2).length);
    expect(REQUIREMENTS.filter((requirement) => isWithinScope(requirement, scopeTargets({ targetLevel: 3, strategyTargets: {} }, {}), REQUIREMENTS))).toHaveLength(152);
  });
});
