import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from './branding';
import { buildSummaryReport } from './summary-report';
import { excerpt, SUMMARY_EVIDENCE_LENGTH, whereToStart } from './where-to-start';
import { detailedAssessment, TEST_DAY } from '../../tests/support/assessments';

describe('where the one-page summary says to start', () => {
  it("names the action plan's first requirement, its outcome and the start of its evidence", () => {
    const assessment = detailedAssessment({
      'regular-backups-synchronised-common-point-in-time': { outcome: 'no-visibility', evidence: `Backups run on their own schedule. ${'More detail. '.repeat(40)}` },
      'regular-backups-restoration-tested': { outcome: 'ineffective', evidence: '' },
      'patch-applications-other-applications-1m': { outcome: 'ineffective', evidence: '' },
    });
    const start = whereToStart(buildSummaryReport(assessment, DEFAULT_BRANDING, TEST_DAY))!;
    expect(start.lead).toBe("Start with the 2 requirements that hold Regular backups below Maturity Level One (3 in the detailed report's action plan). The first:");
    expect(start.first).toMatchObject({ id: 'regular-backups-synchronised-common-point-in-time', outcome: 'No visibility' });
    expect(start.evidenceExcerpt).toMatch(/^Backups run on their own schedule\. More detail\..*…$/);
    expect(start.evidenceExcerpt.length).toBeLessThanOrEqual(SUMMARY_EVIDENCE_LENGTH);
  });

  it('says when one requirement is the whole plan', () => {
    const one = detailedAssessment({ 'regular-backups-restoration-tested': { outcome: 'ineffective', evidence: '' } });
    expect(whereToStart(buildSummaryReport(one, DEFAULT_BRANDING, TEST_DAY))!.lead).toBe(
      "Start with the requirement that holds Regular backups below Maturity Level One (the whole of the detailed report's action plan):",
    );
  });

  it('says nothing for a quick check, or when every strategy meets its target', () => {
    expect(whereToStart(buildSummaryReport(detailedAssessment(), DEFAULT_BRANDING, TEST_DAY))).toBeUndefined();
    expect(whereToStart({ kind: 'quick', controls: [], requirementOutcomes: {}, today: TEST_DAY })).toBeUndefined();
  });

  it('cuts evidence at a word, and keeps short evidence whole', () => {
    expect(excerpt('Short note.', 240)).toBe('Short note.');
    expect(excerpt('Two\nlines.', 240)).toBe('Two lines.');
    expect(excerpt(`See https://example.com/${'a'.repeat(60)} now`, 240)).toBe(`See https://example.com/${'a'.repeat(19)}… now`);
    expect(excerpt('alpha beta gamma delta', 16)).toBe('alpha beta…');
    expect(excerpt('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
