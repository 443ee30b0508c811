import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../framework/catalogue';
import { asdResultFromOutcomes } from '../framework/level-rule';
import type { RequirementAnswer } from '../framework/outcomes';
import { OUTCOME_IDS, type Outcome } from '../framework/outcome-rules';
import { assessedOutcomes, assessedResult, disagreements, reviewProgress } from './assessed-level';
import type { FindingsById } from './finding';

const TODAY = '2026-11-27';
const found = (outcome: Outcome, reviewBy: string | null = null) => ({ outcome, reviewBy });
/** Every requirement of the catalogue found effective. */
const allEffective: FindingsById = Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, found('effective')]));
const answered = (outcome: Outcome): RequirementAnswer => ({ outcome, evidence: '' });
const backups = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');
const levelOneBackup = backups.find((requirement) => requirement.levels[0] === 1)!;

describe('the assessed level', () => {
  it('is Maturity Level Three overall when every requirement is found effective', () => {
    const result = assessedResult(REQUIREMENTS, allEffective, TODAY);
    expect(result.overallLevel).toBe(3);
    expect(result.strategies.every((strategy) => strategy.achievedLevel === 3)).toBe(true);
  });

  it('counts an unreviewed requirement as not assessed: one missing finding at level one holds its strategy, and so the organisation, at zero', () => {
    const { [levelOneBackup.id]: _left, ...rest } = allEffective;
    const result = assessedResult(REQUIREMENTS, rest, TODAY);
    expect(result.strategies.find((strategy) => strategy.strategy === 'regular-backups')?.achievedLevel).toBe(0);
    expect(result.overallLevel).toBe(0);
    expect(result.limitingStrategies).toEqual(['regular-backups']);
  });

  it('is zero for a review with no findings, whatever the respondent answered', () => {
    expect(assessedResult(REQUIREMENTS, {}, TODAY).overallLevel).toBe(0);
  });

  it('counts an alternate control until its review date and not a day after', () => {
    const withAlternate = (reviewBy: string) => ({ ...allEffective, [levelOneBackup.id]: found('alternate-control', reviewBy) });
    expect(assessedResult(REQUIREMENTS, withAlternate('2026-11-27'), TODAY).overallLevel).toBe(3);
    expect(assessedResult(REQUIREMENTS, withAlternate('2026-11-26'), TODAY).overallLevel).toBe(0);
    expect(assessedOutcomes(withAlternate('2026-11-26'), TODAY)[levelOneBackup.id]).toBe('ineffective');
  });

  it('is ASD’s rule on the findings: the same as the rule on the same outcomes given as answers, for any outcomes dated in time', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Outcome>(...OUTCOME_IDS), { minLength: REQUIREMENTS.length, maxLength: REQUIREMENTS.length }), (outcomes) => {
        const findings = Object.fromEntries(REQUIREMENTS.map((requirement, index) => [requirement.id, found(outcomes[index]!, '2027-01-01')]));
        const byRule = asdResultFromOutcomes(REQUIREMENTS, Object.fromEntries(REQUIREMENTS.map((requirement, index) => [requirement.id, outcomes[index]])));
        expect(assessedResult(REQUIREMENTS, findings, TODAY).overallLevel).toBe(byRule.overallLevel);
      }),
      { numRuns: 50 },
    );
  });
});

describe('disagreements', () => {
  it('lists the reviewed requirements whose outcome differs from the answer, in catalogue order, with both outcomes', () => {
    const [first, second, third] = backups;
    const answers = { [first!.id]: answered('effective'), [second!.id]: answered('effective'), [third!.id]: answered('ineffective') };
    const findings = { [first!.id]: found('ineffective'), [second!.id]: found('effective'), [third!.id]: found('effective') };
    expect(disagreements(REQUIREMENTS, answers, findings, TODAY).map((entry) => [entry.requirement.id, entry.answered, entry.found])).toEqual([
      [first!.id, 'effective', 'ineffective'],
      [third!.id, 'ineffective', 'effective'],
    ]);
  });

  it('takes an unanswered requirement as not assessed, and a finding of Not assessed as no judgement at all', () => {
    const [first, second] = backups;
    const findings = { [first!.id]: found('effective'), [second!.id]: found('not-assessed') };
    expect(disagreements(REQUIREMENTS, { [second!.id]: answered('effective') }, findings, TODAY).map((entry) => [entry.requirement.id, entry.answered])).toEqual([
      [first!.id, 'not-assessed'],
    ]);
  });

  it('compares an alternate control past its review date as ineffective on both sides', () => {
    const answers = { [levelOneBackup.id]: { ...answered('alternate-control'), reviewBy: '2026-01-01' } };
    expect(disagreements(REQUIREMENTS, answers, { [levelOneBackup.id]: found('ineffective') }, TODAY)).toEqual([]);
    expect(disagreements(REQUIREMENTS, answers, { [levelOneBackup.id]: found('alternate-control', '2027-01-01') }, TODAY)).toHaveLength(1);
  });
});

describe('review progress', () => {
  it('counts the requirements with a finding of any outcome, out of the whole catalogue', () => {
    const [first, second] = backups;
    expect(reviewProgress(REQUIREMENTS, { [first!.id]: found('effective'), [second!.id]: found('not-assessed'), unknown: found('effective') })).toEqual({ reviewed: 2, total: 152 });
  });
});
