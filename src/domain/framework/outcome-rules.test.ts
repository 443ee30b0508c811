import { describe, expect, it } from 'vitest';
import { isPastReview, nextReviewDay } from './outcome-rules';

describe('nextReviewDay', () => {
  const answers = {
    a: { outcome: 'alternate-control', reviewBy: '2027-03-31' },
    b: { outcome: 'alternate-control', reviewBy: '2027-01-15' },
    c: { outcome: 'alternate-control', reviewBy: '2026-11-01' },
    d: { outcome: 'alternate-control' },
    e: { outcome: 'effective', reviewBy: '2026-12-01' },
  } as const;

  it('gives the earliest review date of an alternate control that has not passed', () => {
    expect(nextReviewDay(answers, '2026-11-29')).toBe('2027-01-15');
  });

  it('counts a review date falling today as not yet passed, as the level rule does', () => {
    expect(isPastReview(answers.b, '2027-01-15')).toBe(false);
    expect(nextReviewDay(answers, '2027-01-15')).toBe('2027-01-15');
    expect(nextReviewDay(answers, '2027-01-16')).toBe('2027-03-31');
  });

  it('is null once every date has passed, and for answers with no dated alternate control', () => {
    expect(nextReviewDay(answers, '2027-04-01')).toBeNull();
    expect(nextReviewDay({ d: answers.d, e: answers.e }, '2026-01-01')).toBeNull();
    expect(nextReviewDay({}, '2026-01-01')).toBeNull();
  });
});
