import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../controls';
import { REQUIREMENTS } from './catalogue';
import { notAssessedByStrategy } from './not-assessed';
import { gapTotals, notAssessedAnswer, notAssessedText, partialAssessmentSentence } from './not-assessed-words';
import type { RequirementAnswers } from './outcomes';
import { firstLevel } from './requirement';

const backups = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');
const backupsUpTo = (level: number) => backups.filter((requirement) => firstLevel(requirement) <= level);

describe('requirements not assessed', () => {
  it('counts, per strategy, the requirements up to its target that hold no outcome, an unconfirmed suggestion among them', () => {
    const levelOne = backupsUpTo(1);
    const answers: RequirementAnswers = {
      [levelOne[0]!.id]: { outcome: 'effective', evidence: '' },
      [levelOne[1]!.id]: { outcome: 'not-assessed', evidence: '', suggestedOutcome: 'effective' },
      [levelOne[2]!.id]: { outcome: 'not-assessed', evidence: '' },
      [levelOne[3]!.id]: { outcome: 'ineffective', evidence: '' },
    };
    const gaps = notAssessedByStrategy(answers, { 'regular-backups': 1 });
    const forBackups = gaps.find((gap) => gap.strategy === 'regular-backups');
    expect(forBackups).toEqual({ strategy: 'regular-backups', count: levelOne.length - 2, outOf: levelOne.length, upToLevel: 1 });
    expect(gaps.map((gap) => gap.strategy)).toEqual(CONTROL_IDS);
  });

  it('takes all three levels for a strategy without a target, and a requirement that first applies above the target is out of scope', () => {
    const gaps = notAssessedByStrategy({}, { 'regular-backups': 2 });
    expect(gaps.find((gap) => gap.strategy === 'regular-backups')?.outOf).toBe(backupsUpTo(2).length);
    expect(gaps.find((gap) => gap.strategy === 'application-control')).toMatchObject({ upToLevel: 3, outOf: 19, count: 19 });
  });

  it('says a strategy rests on a partial assessment, and nothing when it is whole', () => {
    expect(notAssessedText({ strategy: 'regular-backups', count: 3, outOf: 8, upToLevel: 2 })).toBe(
      '3 of 8 requirements up to Maturity Level Two not assessed: this level rests on a partial assessment.',
    );
    expect(notAssessedText({ strategy: 'regular-backups', count: 0, outOf: 8, upToLevel: 2 })).toBe('');
  });

  it('sums the gaps of the whole assessment in one sentence', () => {
    const everyRequirementAnswered = Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'effective' as const, evidence: '' }]));
    expect(partialAssessmentSentence(notAssessedByStrategy(everyRequirementAnswered, {}))).toBe('');
    const { [backups[0]!.id]: _one, ...allButOne } = everyRequirementAnswered;
    expect(partialAssessmentSentence(notAssessedByStrategy(allButOne, {}))).toBe(
      'This level rests on a partial assessment: 1 requirement in 1 strategy is not assessed.',
    );
    const gaps = notAssessedByStrategy({}, { 'regular-backups': 1, 'application-control': 1 });
    const total = gaps.reduce((sum, gap) => sum + gap.count, 0);
    expect(partialAssessmentSentence(gaps)).toBe(`This level rests on a partial assessment: ${total} requirements in 8 strategies are not assessed.`);
  });

  it('gives the totals and the review\'s short answer', () => {
    const gaps = [
      { strategy: 'regular-backups' as const, count: 3, outOf: 8, upToLevel: 2 as const },
      { strategy: 'application-control' as const, count: 0, outOf: 19, upToLevel: 3 as const },
    ];
    expect(gapTotals(gaps)).toEqual({ requirements: 3, strategies: 1 });
    expect(gaps.map(notAssessedAnswer)).toEqual(['3 of 8, up to Maturity Level Two', 'None, up to Maturity Level Three']);
  });
});
