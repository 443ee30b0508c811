import { describe, expect, it } from 'vitest';
import { detailedAssessment, quickAssessment, TEST_DAY } from '../../tests/support/assessments';
import { asdResultOf } from './detailed-assessment';
import { REQUIREMENTS } from './framework/catalogue';
import { maturityLevelName } from './maturity-levels';
import { newestFirst, ownAssessmentSummary } from './own-assessments';

describe('ownAssessmentSummary', () => {
  it('words a completed quick check: organisation, long date, status, kind and the lowest level, indicative from its ratings', () => {
    const assessment = quickAssessment({ organizationName: 'Acme Pty Ltd', createdAt: Date.UTC(2026, 7, 1, 2), assessments: { 'patch-applications': 2, 'application-control': 1 } });
    expect(ownAssessmentSummary(assessment)).toMatchObject({
      organisation: 'Acme Pty Ltd',
      date: '1 August 2026',
      status: 'completed',
      statusInWords: 'Completed',
      kind: 'Quick check',
      startedAs: 'New assessment',
      overallLevel: 'Maturity Level Zero (indicative, from ratings)',
    });
  });

  it('names a re-assessment by the date of the assessment it started from, not its own', () => {
    const assessment = quickAssessment({ status: 'draft', createdAt: Date.UTC(2026, 10, 27, 2), reassessmentOf: Date.UTC(2026, 10, 25, 2) });
    expect(ownAssessmentSummary(assessment)).toMatchObject({ date: '27 November 2026', startedAs: 'Re-assessment of 25 November 2026' });
  });

  it('reads a detailed assessment from the levels its outcomes achieved', () => {
    const first = REQUIREMENTS[0]?.id ?? '';
    const assessment = detailedAssessment({ [first]: { outcome: 'not-assessed', evidence: '' } });
    const summary = ownAssessmentSummary(assessment);
    expect(summary.kind).toBe('Detailed assessment');
    expect(summary.overallLevel).toBe(`${maturityLevelName(asdResultOf(assessment, TEST_DAY).overallLevel)} (by ASD's method)`);
    expect(summary.overallLevel).not.toBe("Maturity Level Three (by ASD's method)");
  });

  it('says a draft is not finished, and names an unnamed organisation so', () => {
    expect(ownAssessmentSummary(quickAssessment({ status: 'draft', organizationName: '  ' }))).toMatchObject({ statusInWords: 'Draft', overallLevel: 'Not finished', organisation: 'Unnamed organisation' });
  });
});

describe('newestFirst', () => {
  it('sorts by when the assessment was started, newest first, and by id at the same moment', () => {
    const sorted = newestFirst([
      { id: 'b', createdAt: 1 },
      { id: 'c', createdAt: 3 },
      { id: 'a', createdAt: 1 },
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
  });
});
