import { describe, expect, it } from 'vitest';
import { detailedAssessment } from '../../../tests/support/assessments';
import { REQUIREMENTS } from '../framework/catalogue';
import { firstLevel } from '../framework/requirement';
import type { FindingsById } from './finding';
import { finishedReviewLevels } from './finished-levels';

/** Every requirement first applying at or below a level found effective; the rest unreviewed. */
function effectiveUpTo(level: number): FindingsById {
  return Object.fromEntries(REQUIREMENTS.filter((requirement) => firstLevel(requirement) <= level).map((requirement) => [requirement.id, { outcome: 'effective' as const, reviewBy: null }]));
}

describe('the levels a finished review keeps', () => {
  it('gives the level the findings alone reach beside the level the answers reach', () => {
    const answeredAtThree = detailedAssessment();
    expect(finishedReviewLevels(answeredAtThree, effectiveUpTo(2), '2026-11-25')).toEqual({ assessedLevel: 2, respondentLevel: 3 });
    expect(finishedReviewLevels(answeredAtThree, {}, '2026-11-25')).toEqual({ assessedLevel: 0, respondentLevel: 3 });
  });

  it('counts an alternate control found by the assessor only until its review date', () => {
    const [first] = REQUIREMENTS.filter((requirement) => firstLevel(requirement) === 1);
    if (!first) throw new Error('The catalogue has no requirement at Maturity Level One');
    const findings = { ...effectiveUpTo(1), [first.id]: { outcome: 'alternate-control' as const, reviewBy: '2026-12-01' } };
    expect(finishedReviewLevels(detailedAssessment(), findings, '2026-12-01').assessedLevel).toBe(1);
    expect(finishedReviewLevels(detailedAssessment(), findings, '2026-12-02').assessedLevel).toBe(0);
  });
});
