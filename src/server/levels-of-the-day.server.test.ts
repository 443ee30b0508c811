import { describe, expect, it } from 'vitest';
import { withLevelsOn } from '../domain/detailed-assessment';
import { REQUIREMENTS } from '../domain/framework/catalogue';
import { detailedAssessment, quickAssessment, TEST_DAY } from '../../tests/support/assessments';
import { levelsOfTheDay } from './levels-of-the-day.server';

const first = REQUIREMENTS[0];
if (!first) throw new Error('The catalogue has no requirements');
/** An alternate control whose review is due the day after the fixtures' day, so it counts on that day and lapses after it. */
const alternate = { outcome: 'alternate-control' as const, evidence: 'Jump host only.', justification: 'Legacy system.', reviewBy: '2026-11-23', approvedBy: 'CISO' };
const DAY_AFTER_REVIEW = '2026-11-24';

describe('the levels of a read, worked out once a day for each saved version', () => {
  it('gives the levels withLevelsOn gives, on the day and again once an alternate control has passed its review date', () => {
    const levelsOn = levelsOfTheDay();
    const assessment = detailedAssessment({ [first.id]: alternate });
    for (const day of [TEST_DAY, TEST_DAY, DAY_AFTER_REVIEW, DAY_AFTER_REVIEW, TEST_DAY]) {
      expect(levelsOn(assessment, day), day).toEqual(withLevelsOn(assessment, day));
    }
    // The lapse is seen: the strategy of that requirement holds a lower level after the review date.
    expect(levelsOn(assessment, DAY_AFTER_REVIEW).assessments[first.strategy]).toBeLessThan(levelsOn(assessment, TEST_DAY).assessments[first.strategy] ?? 0);
  });

  it('works the levels out again for a new save of the same assessment, whose answers differ', () => {
    const levelsOn = levelsOfTheDay();
    const saved = detailedAssessment();
    const savedAgain = detailedAssessment({ [first.id]: { outcome: 'not-implemented', evidence: '' } }, { updatedAt: saved.updatedAt + 1 });
    expect(levelsOn(saved, TEST_DAY)).toEqual(withLevelsOn(saved, TEST_DAY));
    expect(levelsOn(savedAgain, TEST_DAY)).toEqual(withLevelsOn(savedAgain, TEST_DAY));
    expect(levelsOn(savedAgain, TEST_DAY).assessments[first.strategy]).toBe(0);
  });

  it('gives a quick check as it is, and keeps no more versions than asked, the oldest let go first', () => {
    const levelsOn = levelsOfTheDay(2);
    const quick = quickAssessment();
    expect(levelsOn(quick, TEST_DAY)).toBe(quick);
    const versions = [0, 1, 2].map((step) => detailedAssessment({ [first.id]: alternate }, { updatedAt: Date.UTC(2026, 10, 22, 1) + step }));
    for (const version of [...versions, ...versions]) expect(levelsOn(version, DAY_AFTER_REVIEW)).toEqual(withLevelsOn(version, DAY_AFTER_REVIEW));
  });
});
