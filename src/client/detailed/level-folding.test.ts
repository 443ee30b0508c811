import { describe, expect, it } from 'vitest';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import type { Requirement } from '../../domain/framework/requirement';
import { answeredCount, levelCountText, levelOpensAtFirst, levelsOpenAtFirst, markedEffectiveText, nextUnanswered } from './level-folding';
import type { LevelGroup } from './requirement-groups';

const requirement = (id: string): Requirement => ({ id, strategy: 'regular-backups', levels: [1, 2, 3], text: id, ism: [] });
const GROUPS: LevelGroup[] = [
  { level: 1, requirements: [requirement('a'), requirement('b')] },
  { level: 2, requirements: [requirement('c'), requirement('d')] },
  { level: 3, requirements: [requirement('e')] },
];
const ANSWERS: RequirementAnswers = {
  a: { outcome: 'effective', evidence: '' },
  b: { outcome: 'ineffective', evidence: '' },
  c: { outcome: 'not-assessed', evidence: '', suggestedOutcome: 'effective' },
};
const noErrors = () => false;

describe('answeredCount and levelCountText', () => {
  it('counts outcomes other than Not assessed, a suggestion not being one', () => {
    expect(answeredCount(GROUPS[0]!.requirements, ANSWERS)).toBe(2);
    expect(answeredCount(GROUPS[1]!.requirements, ANSWERS)).toBe(0);
  });

  it('says how many are answered, and marks a level above the target', () => {
    expect(levelCountText(2, 8, 11, 2)).toBe('8 of 11 answered');
    expect(levelCountText(3, 0, 6, 2)).toBe('0 of 6 answered, above your target');
    expect(levelCountText(3, 0, 6, undefined)).toBe('0 of 6 answered');
  });
});

describe('levelsOpenAtFirst', () => {
  it('folds a level fully answered and those above the target', () => {
    expect(levelsOpenAtFirst(GROUPS, ANSWERS, 2, noErrors)).toEqual({ 1: false, 2: true, 3: false });
  });

  it('shows every level not fully answered while no target is set', () => {
    expect(levelsOpenAtFirst(GROUPS, {}, undefined, noErrors)).toEqual({ 1: true, 2: true, 3: true });
  });

  it('shows a level holding a refused answer, even fully answered or above the target', () => {
    expect(levelOpensAtFirst(GROUPS[0]!, ANSWERS, 2, true)).toBe(true);
    expect(levelsOpenAtFirst(GROUPS, ANSWERS, 1, (id) => id === 'e')).toEqual({ 1: false, 2: false, 3: true });
  });
});

describe('nextUnanswered', () => {
  it('finds the first without an outcome from the top, a suggestion counting as none', () => {
    expect(nextUnanswered(GROUPS, ANSWERS)?.id).toBe('c');
  });

  it('goes on after the given requirement and round to the top', () => {
    expect(nextUnanswered(GROUPS, ANSWERS, 'c')?.id).toBe('d');
    expect(nextUnanswered(GROUPS, ANSWERS, 'e')?.id).toBe('c');
    expect(nextUnanswered(GROUPS, { ...ANSWERS, d: { outcome: 'effective', evidence: '' }, e: { outcome: 'effective', evidence: '' } }, 'c')?.id).toBe('c');
  });

  it('finds none once every requirement has an outcome', () => {
    const all = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((id) => [id, { outcome: 'no-visibility', evidence: '' }] as const));
    expect(nextUnanswered(GROUPS, all, 'b')).toBeUndefined();
  });
});

describe('markedEffectiveText', () => {
  it('says how many were marked and asks for the exceptions', () => {
    expect(markedEffectiveText(12, 2)).toBe('12 requirements of Maturity Level Two marked Effective; change any that are exceptions.');
    expect(markedEffectiveText(1, 1)).toBe('1 requirement of Maturity Level One marked Effective; change it if it is an exception.');
  });
});
