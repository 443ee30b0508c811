import { describe, expect, it } from 'vitest';
import { allControls, detailedAssessment, quickAssessment } from '../../../tests/support/assessments';
import { REQUIREMENTS } from '../framework/catalogue';
import { isReviewable } from './review';
import { reviewCopyOf } from './review-copy';

describe('a detailed copy of a quick check for review', () => {
  const quick = quickAssessment({ assessments: allControls(2), targetAssessments: allControls(3), organizationName: 'Copied Pty Ltd' });

  it('keeps the targets, details and planning answers, and counts every requirement as Not assessed', () => {
    const copy = reviewCopyOf(quick, '2026-11-25');
    expect(copy).toMatchObject({ status: 'completed', kind: 'detailed', organizationName: 'Copied Pty Ltd', targetAssessments: allControls(3), timeline: quick.timeline, priorities: quick.priorities, constraints: quick.constraints, resumeStep: null });
    expect(copy.assessments).toEqual(allControls(0));
    expect(copy.evidenceLevels).toEqual(allControls(0));
    expect(Object.keys(copy.requirementOutcomes)).toHaveLength(REQUIREMENTS.length);
    expect(Object.values(copy.requirementOutcomes).every((answer) => answer?.outcome === 'not-assessed')).toBe(true);
  });

  it('suggests Effective for each requirement at or below the strategy’s rating, and nothing above', () => {
    const copy = reviewCopyOf(quick, '2026-11-25');
    for (const requirement of REQUIREMENTS) {
      expect(copy.requirementOutcomes[requirement.id]?.suggestedOutcome, requirement.id).toBe(Math.min(...requirement.levels) <= 2 ? 'effective' : undefined);
    }
  });

  it('is reviewable, as a quick check and a draft are not', () => {
    expect(isReviewable({ ...quick, ...reviewCopyOf(quick, '2026-11-25') })).toBe(true);
    expect(isReviewable(quick)).toBe(false);
    expect(isReviewable(detailedAssessment({}, { status: 'draft' }))).toBe(false);
    expect(isReviewable(detailedAssessment())).toBe(true);
  });
});
