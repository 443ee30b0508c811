import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { buildDetailedReport } from '../domain/detailed-report';
import { buildAssessmentReport } from '../domain/review/assessment-report';
import { buildSummaryReport } from '../domain/summary-report';
import { detailedAssessment, quickAssessment, TEST_DAY } from '../../tests/support/assessments';
import { sampleReviewInput } from '../../tests/support/assessment-review';
import { levelNameFaults, strategyListingCount, strategyOrderFaults } from '../../tests/support/level-names';
import { pdfText, reportFolder, wordText } from '../../tests/support/report-text';
import { renderAssessmentReportPdfBuffer } from './assessment-report-pdf';
import { assessmentReportDocument } from './assessment-report-word';
import { renderDetailedPdfBuffer } from './detailed-pdf';
import { renderSummaryPdfBuffer } from './summary-pdf';
import { wordReportDocument } from './word-report';

const dir = reportFolder('e8-level-names-');
const words = (text: string) => text.replace(/\s+/g, ' ');

// A quick check at every level from zero to three, with targets at every level from one to three.
const quick = quickAssessment({
  targetAssessments: {
    'patch-applications': 3,
    'patch-operating-systems': 2,
    'multi-factor-authentication': 3,
    'restrict-administrative-privileges': 1,
    'application-control': 2,
    'configure-microsoft-office-macro-settings': 3,
    'user-application-hardening': 2,
    'regular-backups': 3,
  },
  assessments: {
    'patch-applications': 0,
    'patch-operating-systems': 2,
    'multi-factor-authentication': 1,
    'restrict-administrative-privileges': 1,
    'application-control': 0,
    'configure-microsoft-office-macro-settings': 3,
    'user-application-hardening': 1,
    'regular-backups': 2,
  },
});

// A detailed assessment with regular backups at zero and patch applications at one, one requirement found not implemented.
const detailed = detailedAssessment({
  'regular-backups-restoration-tested': { outcome: 'ineffective', evidence: '' },
  'patch-applications-other-applications-1m': { outcome: 'not-implemented', evidence: '' },
  'multi-factor-authentication-workstation-logs-analysed': { outcome: 'not-implemented', evidence: '' },
});

async function reportTexts(name: string, assessment: typeof quick): Promise<Record<string, string>> {
  const summary = buildSummaryReport(assessment, DEFAULT_BRANDING, TEST_DAY);
  const report = buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY);
  return {
    [`${name} summary PDF`]: pdfText(await renderSummaryPdfBuffer(summary), path.join(dir, `${name}-summary.pdf`)),
    [`${name} detailed PDF`]: pdfText(await renderDetailedPdfBuffer(report), path.join(dir, `${name}-detailed.pdf`)),
    [`${name} Word report`]: words(wordText(await Packer.toBuffer(wordReportDocument(report)), path.join(dir, `${name}.docx`))),
  };
}

describe('the checks below', () => {
  it('catch a second name in brackets, "Not Implemented" as a level, and a listing in the specification’s order', () => {
    expect(levelNameFaults('Regular backups Three (High) Two (Developing) 1 Medium priority')).toHaveLength(2);
    expect(levelNameFaults('Controls not implemented (level 0): 2')).toHaveLength(2);
    expect(levelNameFaults('Current level: Not Implemented')).toHaveLength(1);
    expect(levelNameFaults('Finding: Not implemented. Maturity Level Two.')).toEqual([]);
    const specOrder = 'Application control, Patch applications, Restrict Microsoft Office macros, User application hardening, Restrict administrative privileges, Patch operating systems, Multi-factor authentication, Regular backups';
    expect(strategyOrderFaults(specOrder)).not.toEqual([]);
    const asdOrder = 'Patch applications, Patch operating systems, Multi-factor authentication, Restrict administrative privileges, Application control, Restrict Microsoft Office macros, User application hardening, Regular backups';
    expect(strategyOrderFaults(`${asdOrder}; ${asdOrder}`)).toEqual([]);
    expect(strategyListingCount(`${asdOrder}; ${asdOrder}`)).toBe(2);
  });
});

describe('every report names each level by ASD’s name alone and lists the strategies in ASD’s order', async () => {
  const review = buildAssessmentReport(sampleReviewInput());
  const texts: Record<string, string> = {
    ...(await reportTexts('quick', quick)),
    ...(await reportTexts('detailed', detailed)),
    'assessment report PDF': pdfText(await renderAssessmentReportPdfBuffer(review), path.join(dir, 'assessment-report.pdf')),
    'assessment report Word': words(wordText(await Packer.toBuffer(assessmentReportDocument(review)), path.join(dir, 'assessment-report.docx'))),
  };

  it.each(Object.keys(texts))('the %s has no second name for a level, nor "Not Implemented" as a level', (name) => {
    const text = texts[name]!;
    expect(text).toMatch(/Maturity Level (?:Zero|One|Two|Three)/);
    expect(levelNameFaults(text)).toEqual([]);
  });

  it.each(Object.keys(texts))('the %s lists the eight strategies only in ASD’s order', (name) => {
    const text = texts[name]!;
    expect(strategyListingCount(text)).toBeGreaterThan(0);
    expect(strategyOrderFaults(text)).toEqual([]);
  });

  it('keeps ASD’s outcome "Not implemented" for a requirement where a report gives outcomes', () => {
    expect(texts['assessment report Word']).toContain('Not implemented');
  });
});
