import { describe, expect, it } from 'vitest';
import { assessedBelowInWords, assessedBelowPercent } from './dashboard-reviews';

describe('the dashboard’s reviews in words', () => {
  it('says how often the assessed level is below the respondent’s, and the share of the bar', () => {
    const reviews = { finished: 5, assessedBelow: 3 };
    expect(assessedBelowInWords(reviews)).toBe("In 3 of 5 finished reviews, the assessed level is below the respondent's");
    expect(assessedBelowPercent(reviews)).toBe(60);
    expect(assessedBelowInWords({ finished: 1, assessedBelow: 0 })).toBe("In 0 of 1 finished review, the assessed level is below the respondent's");
  });

  it('says when no review is finished yet, with an empty bar', () => {
    expect(assessedBelowInWords({ finished: 0, assessedBelow: 0 })).toBe('No review has been finished yet');
    expect(assessedBelowPercent({ finished: 0, assessedBelow: 0 })).toBe(0);
  });
});
