import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../framework/catalogue';
import { asdResultFromOutcomes } from '../framework/level-rule';
import type { RequirementAnswer } from '../framework/outcomes';
import { OUTCOME_IDS, type Outcome } from '../framework/outcome-rules';
import { sharedRequirementGroups } from '../framework/shared-requirements';
import { CONTROL_IDS, type ControlId, type TargetLevel } from '../controls';
import { firstLevel } from '../framework/requirement';
import { assessedOutcomes, assessedResult, disagreements, reviewIncompleteMessage, reviewProgress } from './assessed-level';
import { type FindingsById } from './finding';
import { findingsByEntry } from './finding-entries';
import { NO_TARGET_AGREED, scopeTargets, type ScopeTargets } from './review-target';

const TODAY = '2026-11-27';
const found = (outcome: Outcome, reviewBy: string | null = null) => ({ outcome, reviewBy });
/** Every requirement of the catalogue found effective. */
const allEffective: FindingsById = Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, found('effective')]));
const answered = (outcome: Outcome): RequirementAnswer => ({ outcome, evidence: '' });
const backups = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');
const levelOneBackup = backups.find((requirement) => requirement.levels[0] === 1)!;
/** Every strategy's target at one level. */
const targetsAt = (level: TargetLevel): ScopeTargets => Object.fromEntries(CONTROL_IDS.map((id) => [id, level])) as Record<ControlId, TargetLevel>;
const WHOLE_MODEL = targetsAt(3);

describe('the assessed level', () => {
  it('is Maturity Level Three overall when every requirement is found effective', () => {
    const result = assessedResult(REQUIREMENTS, allEffective, WHOLE_MODEL, TODAY);
    expect(result.overallLevel).toBe(3);
    expect(result.strategies.every((strategy) => strategy.achievedLevel === 3)).toBe(true);
  });

  it('counts an unreviewed requirement as not assessed: one missing finding at level one holds its strategy, and so the organisation, at zero', () => {
    const { [levelOneBackup.id]: _left, ...rest } = allEffective;
    const result = assessedResult(REQUIREMENTS, rest, WHOLE_MODEL, TODAY);
    expect(result.strategies.find((strategy) => strategy.strategy === 'regular-backups')?.achievedLevel).toBe(0);
    expect(result.overallLevel).toBe(0);
    expect(result.limitingStrategies).toEqual(['regular-backups']);
  });

  it('is zero for a review with no findings, whatever the respondent answered', () => {
    expect(assessedResult(REQUIREMENTS, {}, WHOLE_MODEL, TODAY).overallLevel).toBe(0);
  });

  it('counts an alternate control until its review date and not a day after', () => {
    const withAlternate = (reviewBy: string) => ({ ...allEffective, [levelOneBackup.id]: found('alternate-control', reviewBy) });
    expect(assessedResult(REQUIREMENTS, withAlternate('2026-11-27'), WHOLE_MODEL, TODAY).overallLevel).toBe(3);
    expect(assessedResult(REQUIREMENTS, withAlternate('2026-11-26'), WHOLE_MODEL, TODAY).overallLevel).toBe(0);
    expect(assessedOutcomes(withAlternate('2026-11-26'), TODAY)[levelOneBackup.id]).toBe('ineffective');
  });

  it('is ASD’s rule on the findings: the same as the rule on the same outcomes given as answers, for any outcomes dated in time', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Outcome>(...OUTCOME_IDS), { minLength: REQUIREMENTS.length, maxLength: REQUIREMENTS.length }), (outcomes) => {
        const findings = Object.fromEntries(REQUIREMENTS.map((requirement, index) => [requirement.id, found(outcomes[index]!, '2027-01-01')]));
        const byRule = asdResultFromOutcomes(REQUIREMENTS, Object.fromEntries(REQUIREMENTS.map((requirement, index) => [requirement.id, outcomes[index]])));
        expect(assessedResult(REQUIREMENTS, findings, WHOLE_MODEL, TODAY).overallLevel).toBe(byRule.overallLevel);
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

describe('the assessed level within the target', () => {
  it('never passes the target: every requirement found effective is Maturity Level Two at a target of Two, however much above it was reviewed', () => {
    const result = assessedResult(REQUIREMENTS, allEffective, targetsAt(2), TODAY);
    expect(result.overallLevel).toBe(2);
    expect(result.strategies.every((strategy) => strategy.achievedLevel === 2 && strategy.nextLevelGaps.length === 0)).toBe(true);
    const backupsAtThree = { ...targetsAt(1), 'regular-backups': 3 } as const;
    expect(assessedResult(REQUIREMENTS, allEffective, backupsAtThree, TODAY).strategies.find((strategy) => strategy.strategy === 'regular-backups')?.achievedLevel).toBe(3);
    expect(assessedResult(REQUIREMENTS, allEffective, backupsAtThree, TODAY).overallLevel).toBe(1);
  });

  it('is the target when only the requirements within it are reviewed: those above count neither for nor against', () => {
    const withinTwo = Object.fromEntries(REQUIREMENTS.filter((requirement) => firstLevel(requirement) <= 2).map((requirement) => [requirement.id, found('effective')]));
    expect(assessedResult(REQUIREMENTS, withinTwo, targetsAt(2), TODAY).overallLevel).toBe(2);
  });

  it('counts a shared requirement’s one finding in every strategy that lists it: found ineffective once, each of its strategies is held below its level', () => {
    const group = sharedRequirementGroups().find((entries) => new Set(entries.map((entry) => entry.strategy)).size >= 3)!;
    const [first] = group;
    const level = firstLevel(first!);
    const findings = [
      ...REQUIREMENTS.filter((requirement) => !group.includes(requirement)).map((requirement) => ({ requirementId: requirement.id, ...found('effective') })),
      { requirementId: first!.id, ...found('ineffective') },
    ];
    const result = assessedResult(REQUIREMENTS, Object.fromEntries(findingsByEntry(findings)), WHOLE_MODEL, TODAY);
    for (const entry of group) expect(result.strategies.find((strategy) => strategy.strategy === entry.strategy)?.achievedLevel).toBe(level - 1);
    // Found effective, the same one finding lets each strategy reach it.
    const effective = findings.map((finding) => (finding.requirementId === first!.id ? { ...finding, outcome: 'effective' as const } : finding));
    expect(assessedResult(REQUIREMENTS, Object.fromEntries(findingsByEntry(effective)), WHOLE_MODEL, TODAY).overallLevel).toBe(3);
  });
});

describe('review progress', () => {
  it('counts the requirements of the model within the target with a finding of any outcome, a shared requirement once', () => {
    const [first, second] = backups;
    const progress = reviewProgress(REQUIREMENTS, { [first!.id]: found('effective'), [second!.id]: found('not-assessed'), unknown: found('effective') }, WHOLE_MODEL);
    expect(progress).toEqual({ reviewed: 2, total: 126 });
  });

  it('leaves out the requirements above the target, and counts a shared requirement within the target of any of its strategies', () => {
    const atTwo = reviewProgress(REQUIREMENTS, {}, targetsAt(2));
    const atOne = reviewProgress(REQUIREMENTS, {}, targetsAt(1));
    expect(atOne.total).toBeLessThan(atTwo.total);
    expect(atTwo.total).toBeLessThan(126);
    const respondentsTargets = scopeTargets(NO_TARGET_AGREED, { 'regular-backups': 3 });
    expect(reviewProgress(REQUIREMENTS, {}, respondentsTargets).total).toBe(126);
  });

  it('says in words why a review cannot be finished yet', () => {
    expect(reviewIncompleteMessage(3)).toBe('3 requirements within the target have no finding yet: review them, or lower the target for their strategy, before finishing');
    expect(reviewIncompleteMessage(1)).toBe('1 requirement within the target has no finding yet: review it, or lower the target for its strategy, before finishing');
  });
});
