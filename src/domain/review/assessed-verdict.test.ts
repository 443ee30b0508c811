import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../framework/catalogue';
import { firstLevel } from '../framework/requirement';
import { sharedRequirementGroups } from '../framework/shared-requirements';
import { sampleFinding, sampleReviewInput } from '../../../tests/support/assessment-review';
import { assessedVerdict, differingInWords } from './assessed-verdict';
import { buildAssessmentReport } from './assessment-report';
import type { Finding } from './finding';
import { modelRequirements } from './within-scope';

const COMPANY = 'Essential Eight Advisory';
/** One finding per requirement of the model, each `outcome` unless `special` says otherwise by requirement id. */
const findingsOf = (special: Record<string, Finding['outcome']> = {}, reviewBy: Record<string, string> = {}) =>
  modelRequirements(REQUIREMENTS).map(({ requirement }) => sampleFinding(requirement.id, special[requirement.id] ?? 'effective', 'live-configuration', 'Seen in the console.', reviewBy[requirement.id] ?? null));
const verdictOf = (input: ReturnType<typeof sampleReviewInput>) => assessedVerdict(input.assessment, input.review, COMPANY, input.today);
/** A requirement of a strategy first applying at a level, that no other strategy shares. */
const onlyOf = (strategy: string, level: number) =>
  REQUIREMENTS.find((requirement) => requirement.strategy === strategy && firstLevel(requirement) === level && !sharedRequirementGroups().some((group) => group.includes(requirement)))!;

describe("the consultancy's verdict once a review is shared", () => {
  it('names the consultancy and the level by ASD’s rule on the findings, the strategies that hold it and the requirements that hold them, as the assessment report does', () => {
    const input = sampleReviewInput();
    const verdict = verdictOf(input);
    const report = buildAssessmentReport(input);
    expect(verdict.heading).toBe('Assessed by Essential Eight Advisory: Maturity Level Zero');
    expect(verdict.assessedBy).toBe('Assessed by Essential Eight Advisory');
    expect(verdict.levelName).toBe(report.summary.assessedLevelName);
    expect(verdict.holdsText).toBe(report.summary.limitingText);
    expect(verdict.holdsText).toBe('Held there by Application control and Regular backups.');
    expect(verdict.holding.map((strategy) => [strategy.title, strategy.why, strategy.requirements.map((requirement) => [requirement.id, requirement.found])])).toEqual([
      ['Application control', 'Short of Maturity Level One by 1 requirement found not met', [['application-control-user-profiles-temporary-folders', 'No visibility']]],
      ['Regular backups', 'Short of Maturity Level One by 1 requirement found not met', [['regular-backups-restoration-tested', 'Ineffective']]],
    ]);
    expect(verdict.holding[1]?.requirements[0]?.text).toBe(REQUIREMENTS.find((requirement) => requirement.id === 'regular-backups-restoration-tested')!.text);
    // The same count as the report's "2 findings differ from the answers".
    expect(verdict.differing).toBe(2);
    expect(report.summary.disagreementsText).toBe('2 findings differ from the answers');
    expect(verdict.differingText).toBe("The assessor's findings differ from your answers on 2 requirements");
  });

  it('says the level is the review’s target when every strategy reaches it, and names no requirement', () => {
    const verdict = verdictOf(sampleReviewInput({ findings: findingsOf(), target: { targetLevel: 2, strategyTargets: {} } }));
    expect(verdict.heading).toBe('Assessed by Essential Eight Advisory: Maturity Level Two');
    expect(verdict.holdsText).toBe("It is the review's target: no strategy was assessed above it.");
    expect(verdict.holding).toHaveLength(8);
    expect(verdict.holding.every((strategy) => strategy.by === 'target' && strategy.why === 'Assessed up to Maturity Level Two, its target in this review' && strategy.requirements.length === 0)).toBe(true);
  });

  it('is Maturity Level Three, held by nothing, when every requirement of the whole model is found effective', () => {
    const verdict = verdictOf(sampleReviewInput({ findings: findingsOf(), target: { targetLevel: 3, strategyTargets: {} } }));
    expect(verdict.levelName).toBe('Maturity Level Three');
    expect(verdict.holdsText).toBe('All eight strategies reach it.');
    expect(verdict.holding).toEqual([]);
  });

  it('names a strategy kept at a lower target of its own apart from those a finding holds', () => {
    const patch = onlyOf('patch-applications', 1);
    const verdict = verdictOf(sampleReviewInput({ findings: findingsOf({ [patch.id]: 'ineffective' }), target: { targetLevel: 2, strategyTargets: { 'application-control': 1 } } }));
    expect(verdict.levelName).toBe('Maturity Level Zero');
    expect(verdict.holdsText).toBe('Held there by Patch applications.');
    const kept = verdictOf(sampleReviewInput({ findings: findingsOf(), target: { targetLevel: 2, strategyTargets: { 'application-control': 1 } } }));
    expect(kept.levelName).toBe('Maturity Level One');
    expect(kept.holdsText).toBe('Application control was assessed only up to it, its target in this review.');
    expect(kept.holding.map((strategy) => strategy.why)).toEqual(['Assessed up to Maturity Level One, its target in this review']);
  });

  it('counts an alternate control found past its review date as ineffective, and says so beside the requirement', () => {
    const backup = onlyOf('regular-backups', 2);
    const verdict = verdictOf(sampleReviewInput({ findings: findingsOf({ [backup.id]: 'alternate-control' }, { [backup.id]: '2026-01-31' }), target: { targetLevel: 2, strategyTargets: {} } }));
    expect(verdict.levelName).toBe('Maturity Level One');
    expect(verdict.holding).toEqual([{ strategy: 'regular-backups', title: 'Regular backups', by: 'findings', why: 'Short of Maturity Level Two by 1 requirement found not met', requirements: [{ id: backup.id, text: backup.text, found: 'Ineffective' }] }]);
  });

  it('gives the rule’s reason when every requirement of the next level is found not applicable', () => {
    const levelOne = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups' && firstLevel(requirement) === 1);
    const verdict = verdictOf(sampleReviewInput({ findings: findingsOf(Object.fromEntries(levelOne.map((requirement) => [requirement.id, 'not-applicable']))), target: { targetLevel: 2, strategyTargets: {} } }));
    expect(verdict.levelName).toBe('Maturity Level Zero');
    expect(verdict.holding[0]?.why).toContain('is marked Not applicable');
    expect(verdict.holding[0]?.by).toBe('rule');
    expect(verdict.holding[0]?.requirements).toEqual([]);
  });

  it('counts only the differences within the review’s target, a shared requirement once', () => {
    const above = onlyOf('patch-applications', 3);
    const shared = sharedRequirementGroups().find((group) => group.every((entry) => firstLevel(entry) === 1))![0]!;
    const input = sampleReviewInput({ findings: findingsOf({ [above.id]: 'ineffective', [shared.id]: 'no-visibility' }), target: { targetLevel: 2, strategyTargets: {} } });
    const answeredOtherwise = ['patch-applications-vulnerability-scanner-up-to-date', 'multi-factor-authentication-third-party-online-services-non-sensitive-data'].filter(
      (id) => firstLevel(REQUIREMENTS.find((requirement) => requirement.id === id)!) <= 2,
    );
    // The shared requirement once, and the two the organisation answered as an exception where they are within the target; not the one above it.
    expect(verdictOf(input).differing).toBe(1 + answeredOtherwise.length);
    expect(buildAssessmentReport(input).summary.disagreementsText).toBe(`${1 + answeredOtherwise.length} findings differ from the answers`);
  });

  it('says the number of differing findings in words, or that they agree on every requirement', () => {
    expect(differingInWords(0)).toBe("The assessor's findings agree with your answers on every requirement within the review's target");
    expect(differingInWords(1)).toBe("The assessor's findings differ from your answers on 1 requirement");
    expect(differingInWords(12)).toBe("The assessor's findings differ from your answers on 12 requirements");
  });
});
