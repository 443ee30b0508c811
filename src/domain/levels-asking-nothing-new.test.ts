import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from './controls';
import { REQUIREMENTS } from './framework/catalogue';
import { asksNothingNew } from './levels-asking-nothing-new';

/** The ids of a strategy's requirements at a level, sorted. */
function requirementsAt(strategy: string, level: number): string[] {
  return REQUIREMENTS.filter((requirement) => requirement.strategy === strategy && requirement.levels.some((at) => at === level))
    .map((requirement) => requirement.id)
    .sort();
}

describe('levels that ask nothing new', () => {
  it("are exactly the levels whose requirements in the catalogue of ASD's maturity model are those of the level below", () => {
    for (const strategy of CONTROL_IDS) {
      expect(asksNothingNew(strategy, 1), strategy).toBe(false);
      for (const level of [2, 3]) {
        const same = requirementsAt(strategy, level).join() === requirementsAt(strategy, level - 1).join();
        expect(asksNothingNew(strategy, level), `${strategy} at ${level}`).toBe(same);
      }
    }
  });

  it('hold Maturity Level Two of patching operating systems, whose eight requirements are those of Maturity Level One', () => {
    expect(requirementsAt('patch-operating-systems', 2)).toHaveLength(8);
    expect(asksNothingNew('patch-operating-systems', 2)).toBe(true);
    expect(asksNothingNew('patch-operating-systems', 3)).toBe(false);
    expect(asksNothingNew('patch-applications', 2)).toBe(false);
  });
});
