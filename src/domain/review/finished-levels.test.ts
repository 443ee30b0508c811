import { describe, expect, it } from 'vitest';
import { allControls, detailedAssessment } from '../../../tests/support/assessments';
import { REQUIREMENTS } from '../framework/catalogue';
import { firstLevel } from '../framework/requirement';
import { type Finding } from './finding';
import { findingIdOf } from './finding-entries';
import { finishedReviewLevels, requirementsLeftToReview, type FoundOutcome } from './finished-levels';
import { NO_TARGET_AGREED } from './review-target';

/** Every requirement of the model first applying at or below a level found effective (one finding per requirement); the rest unreviewed. */
function effectiveUpTo(level: number, outcome: Finding['outcome'] = 'effective'): FoundOutcome[] {
  return REQUIREMENTS.filter((requirement) => firstLevel(requirement) <= level && findingIdOf(requirement.id) === requirement.id).map((requirement) => ({
    requirementId: requirement.id,
    outcome,
    reviewBy: null,
  }));
}

const atThree = detailedAssessment({}, { targetAssessments: {} });

describe('the levels a finished review keeps', () => {
  it('gives the level the findings alone reach beside the level the answers reach', () => {
    expect(finishedReviewLevels(atThree, effectiveUpTo(2), NO_TARGET_AGREED, '2026-11-25')).toEqual({ assessedLevel: 2, respondentLevel: 3 });
    expect(finishedReviewLevels(atThree, [], NO_TARGET_AGREED, '2026-11-25')).toEqual({ assessedLevel: 0, respondentLevel: 3 });
  });

  it('keeps the assessed level no higher than the target, the assessor’s or else the respondent’s', () => {
    expect(finishedReviewLevels(atThree, effectiveUpTo(3), { targetLevel: 1, strategyTargets: {} }, '2026-11-25').assessedLevel).toBe(1);
    const targetingTwo = detailedAssessment({}, { targetAssessments: allControls(2) });
    expect(finishedReviewLevels(targetingTwo, effectiveUpTo(3), NO_TARGET_AGREED, '2026-11-25').assessedLevel).toBe(2);
  });

  it('counts an alternate control found by the assessor only until its review date', () => {
    const [first] = REQUIREMENTS.filter((requirement) => firstLevel(requirement) === 1);
    if (!first) throw new Error('The catalogue has no requirement at Maturity Level One');
    const findings = [...effectiveUpTo(1).filter((finding) => finding.requirementId !== first.id), { requirementId: first.id, outcome: 'alternate-control' as const, reviewBy: '2026-12-01' }];
    expect(finishedReviewLevels(atThree, findings, NO_TARGET_AGREED, '2026-12-01').assessedLevel).toBe(1);
    expect(finishedReviewLevels(atThree, findings, NO_TARGET_AGREED, '2026-12-02').assessedLevel).toBe(0);
  });
});

describe('what is left to review before finishing', () => {
  it('counts the requirements of the model within the target with no finding, a shared requirement once', () => {
    const target = { targetLevel: 2, strategyTargets: {} };
    expect(requirementsLeftToReview(atThree, effectiveUpTo(2), target)).toBe(0);
    expect(requirementsLeftToReview(atThree, effectiveUpTo(2).slice(3), target)).toBe(3);
    // A finding of any outcome counts, Not assessed included; one above the target changes nothing.
    expect(requirementsLeftToReview(atThree, effectiveUpTo(2, 'not-assessed'), target)).toBe(0);
    expect(requirementsLeftToReview(atThree, effectiveUpTo(1), { targetLevel: 1, strategyTargets: {} })).toBe(0);
    expect(requirementsLeftToReview(atThree, effectiveUpTo(1), target)).toBeGreaterThan(0);
  });
});
