import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../../domain/framework/catalogue';
import { firstLevel } from '../../../domain/framework/requirement';
import { groupByStrategyAndLevel, passesFilters, reviewFiltersFrom, showingText, withReviewFilters } from './review-filters';

const facts = { reviewed: false, disagrees: false, answerChanged: false };
const backups = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');

describe("the review's filters", () => {
  it('are read from the address, anything unknown counting as no filter', () => {
    expect(reviewFiltersFrom(new URLSearchParams('mode=review&show=disagreements&strategy=regular-backups&level=2'))).toEqual({
      show: 'disagreements',
      strategy: 'regular-backups',
      level: 2,
    });
    expect(reviewFiltersFrom(new URLSearchParams('show=everything&strategy=firewalls&level=4'))).toEqual({ show: 'all', strategy: undefined, level: undefined });
  });

  it('are written to the address beside what else it holds, no filter left out', () => {
    const params = new URLSearchParams('mode=review&show=changed&level=3');
    expect(withReviewFilters(params, { show: 'unreviewed', strategy: 'patch-applications', level: undefined }).toString()).toBe('mode=review&show=unreviewed&strategy=patch-applications');
    expect(withReviewFilters(params, { show: 'all', strategy: undefined, level: undefined }).toString()).toBe('mode=review');
  });

  it('show a level’s requirements as every one that applies at it, and what was asked for of each', () => {
    const levelTwo = REQUIREMENTS.filter((requirement) => passesFilters(requirement, facts, { show: 'all', strategy: undefined, level: 2 }));
    expect(levelTwo.every((requirement) => requirement.levels.includes(2))).toBe(true);
    expect(levelTwo.some((requirement) => firstLevel(requirement) === 1)).toBe(true);
    const backup = backups[0]!;
    expect(passesFilters(backup, facts, { show: 'all', strategy: 'patch-applications', level: undefined })).toBe(false);
    expect(passesFilters(backup, { ...facts, reviewed: true }, { show: 'unreviewed', strategy: undefined, level: undefined })).toBe(false);
    expect(passesFilters(backup, { ...facts, reviewed: true, disagrees: true }, { show: 'disagreements', strategy: 'regular-backups', level: undefined })).toBe(true);
    expect(passesFilters(backup, { ...facts, reviewed: true }, { show: 'changed', strategy: undefined, level: undefined })).toBe(false);
    expect(passesFilters(backup, { ...facts, reviewed: true, answerChanged: true }, { show: 'changed', strategy: undefined, level: undefined })).toBe(true);
  });

  it('group what is shown by strategy in wizard order, then by the level each first applies at, leaving out empty groups', () => {
    const groups = groupByStrategyAndLevel([...backups].reverse());
    expect(groups.map((group) => group.strategy)).toEqual(['regular-backups']);
    expect(groups[0]!.levels.map((group) => group.level)).toEqual([1, 2, 3].filter((level) => backups.some((requirement) => firstLevel(requirement) === level)));
    expect(groups[0]!.levels.flatMap((group) => group.requirements)).toHaveLength(backups.length);
    expect(groupByStrategyAndLevel(REQUIREMENTS).map((group) => group.strategy)[0]).toBe('application-control');
  });

  it('say how many are shown', () => {
    expect(showingText(12, 152)).toBe('Showing 12 of 152 requirements');
  });
});
