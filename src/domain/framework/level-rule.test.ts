import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../controls';
import { achievedLevel, asdResultFromOutcomes, heldBackReason, levelAndHold, metAtLevel, unmetAtLevel, type OutcomesById } from './level-rule';
import { OUTCOME_IDS, type Outcome } from './outcome-rules';
import { REQUIREMENT_LEVELS, type Requirement, type RequirementLevel } from './requirement';

/** A small catalogue shaped like the model's: requirements at all levels, at [1, 2] only (replaced at 3), at [2, 3] and [3]. */
const STRATEGY: Requirement[] = [
  { id: 'a-all', strategy: 'regular-backups', levels: [1, 2, 3], text: 'At every level.', ism: [] },
  { id: 'a-weekly', strategy: 'regular-backups', levels: [1, 2], text: 'Replaced at level three.', ism: [] },
  { id: 'a-daily', strategy: 'regular-backups', levels: [3], text: 'The stricter form.', ism: [] },
  { id: 'a-two-up', strategy: 'regular-backups', levels: [2, 3], text: 'From level two.', ism: [] },
];
const allMet = (requirements: readonly Requirement[]): OutcomesById => Object.fromEntries(requirements.map((requirement) => [requirement.id, 'effective']));

const outcome = fc.constantFrom<Outcome>(...OUTCOME_IDS);
const outcomesFor = (requirements: readonly Requirement[]) =>
  fc.tuple(...requirements.map(() => outcome)).map((chosen) => Object.fromEntries(requirements.map((requirement, index) => [requirement.id, chosen[index]])));

describe('achievedLevel', () => {
  it('counts a level only when every requirement at it and below is effective or an alternate control', () => {
    expect(achievedLevel(STRATEGY, allMet(STRATEGY))).toBe(3);
    expect(achievedLevel(STRATEGY, { ...allMet(STRATEGY), 'a-daily': 'ineffective' })).toBe(2);
    expect(achievedLevel(STRATEGY, { ...allMet(STRATEGY), 'a-two-up': 'alternate-control' })).toBe(3);
    expect(achievedLevel(STRATEGY, { ...allMet(STRATEGY), 'a-two-up': 'no-visibility' })).toBe(1);
    expect(achievedLevel(STRATEGY, { 'a-all': 'effective', 'a-weekly': 'effective' })).toBe(1);
    expect(achievedLevel(STRATEGY, {})).toBe(0);
  });

  it('keeps a strategy at 0 when a requirement of levels one and two only is missed, however much of level three is met', () => {
    expect(achievedLevel(STRATEGY, { ...allMet(STRATEGY), 'a-weekly': 'not-implemented' })).toBe(0);
  });

  it('gives 0 whatever else is true when one level-one requirement is ineffective', () => {
    fc.assert(
      fc.property(outcomesFor(STRATEGY), fc.constantFrom('a-all', 'a-weekly'), (outcomes, broken) => {
        expect(achievedLevel(STRATEGY, { ...outcomes, [broken]: 'ineffective' })).toBe(0);
      }),
    );
  });

  it('never lowers a level when a requirement is marked not applicable while another requirement of each level counted is met', () => {
    fc.assert(
      fc.property(outcomesFor(STRATEGY), fc.constantFrom(...STRATEGY.map((requirement) => requirement.id)), (outcomes, id) => {
        const before = achievedLevel(STRATEGY, outcomes);
        const marked = { ...outcomes, [id]: 'not-applicable' as const };
        const othersMet = REQUIREMENT_LEVELS.filter((level) => level <= before).every((level) => metAtLevel(STRATEGY, marked, level).length > 0);
        if (othersMet) expect(achievedLevel(STRATEGY, marked)).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('puts a strategy whose every requirement of level one is not applicable at level 0, whatever is recorded above it, and says why', () => {
    fc.assert(
      fc.property(outcomesFor(STRATEGY), (outcomes) => {
        const levelOne = Object.fromEntries(STRATEGY.filter((requirement) => requirement.levels.includes(1)).map((requirement) => [requirement.id, 'not-applicable' as const]));
        const result = levelAndHold(STRATEGY, { ...outcomes, ...levelOne });
        expect(result).toEqual({ achieved: 0, heldBack: { level: 1, reason: 'all-not-applicable' } });
      }),
    );
    expect(heldBackReason({ level: 1, reason: 'all-not-applicable' })).toBe(
      'Every requirement of Maturity Level One for this strategy is marked Not applicable; ASD counts a strategy that is not implemented as Maturity Level Zero',
    );
  });

  it('counts a level only when at least one requirement that applies at it is met', () => {
    fc.assert(
      fc.property(outcomesFor(STRATEGY), (outcomes) => {
        const achieved = achievedLevel(STRATEGY, outcomes);
        for (const level of REQUIREMENT_LEVELS.filter((entry) => entry <= achieved)) {
          expect(metAtLevel(STRATEGY, outcomes, level).length).toBeGreaterThan(0);
          expect(unmetAtLevel(STRATEGY, outcomes, level)).toEqual([]);
        }
      }),
    );
  });

  it('stops below level two, with its reason, when every requirement that applies there is not applicable', () => {
    const split: Requirement[] = [
      { id: 'b-one', strategy: 'regular-backups', levels: [1], text: 'Level one only.', ism: [] },
      { id: 'b-up', strategy: 'regular-backups', levels: [2, 3], text: 'From level two.', ism: [] },
    ];
    expect(levelAndHold(split, { 'b-one': 'effective', 'b-up': 'not-applicable' })).toEqual({ achieved: 1, heldBack: { level: 2, reason: 'all-not-applicable' } });
    expect(heldBackReason({ level: 2, reason: 'all-not-applicable' })).toMatch(/^Every requirement of Maturity Level Two for this strategy is marked Not applicable, so Maturity Level Two is not counted/);
  });

  it('names what stands in the way of a level: neither met nor not applicable', () => {
    const gaps = unmetAtLevel(STRATEGY, { 'a-all': 'effective', 'a-weekly': 'not-applicable', 'a-two-up': 'ineffective' }, 2 as RequirementLevel);
    expect(gaps.map((requirement) => requirement.id)).toEqual(['a-two-up']);
  });
});

describe('asdResultFromOutcomes', () => {
  const catalogue = CONTROL_IDS.flatMap((strategy) => STRATEGY.map((requirement) => ({ ...requirement, id: `${strategy}-${requirement.id}`, strategy })));

  it('holds the organisation at its weakest strategy and names it, with the gaps to its next level', () => {
    const outcomes = { ...allMet(catalogue), 'regular-backups-a-all': 'ineffective' as const };
    const result = asdResultFromOutcomes(catalogue, outcomes);
    expect(result.overallLevel).toBe(0);
    expect(result.limitingStrategies).toEqual(['regular-backups']);
    expect(result.strategies.find((entry) => entry.strategy === 'regular-backups')?.nextLevelGaps.map((requirement) => requirement.id)).toEqual(['regular-backups-a-all']);
    expect(result.strategies.find((entry) => entry.strategy === 'application-control')).toEqual({ strategy: 'application-control', achievedLevel: 3, nextLevelGaps: [] });
  });

  it('always gives the lowest strategy level as the overall level', () => {
    fc.assert(
      fc.property(outcomesFor(catalogue), (outcomes) => {
        const result = asdResultFromOutcomes(catalogue, outcomes);
        const levels = result.strategies.map((entry) => entry.achievedLevel);
        expect(result.overallLevel).toBe(Math.min(...levels));
        expect(result.limitingStrategies.length).toBeGreaterThan(0);
        for (const strategy of result.limitingStrategies) expect(result.strategies.find((entry) => entry.strategy === strategy)?.achievedLevel).toBe(result.overallLevel);
      }),
      { numRuns: 200 },
    );
  });
});
