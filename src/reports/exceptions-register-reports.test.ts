import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { HELD_BACK_TODO } from '../domain/detailed-assessment';
import { RISK_ACCEPTANCE_NOT_RECORDED } from '../domain/framework/risk-acceptance';
import { buildDetailedReport } from '../domain/detailed-report';
import { REQUIREMENTS } from '../domain/framework/catalogue';
import type { RequirementAnswers } from '../domain/framework/outcomes';
import { renderDetailedPdfBuffer } from './detailed-pdf';
import { wordReportDocument } from './word-report';
import { detailedAssessment, TEST_DAY } from '../../tests/support/assessments';
import { pdfText, reportFolder, wordText } from '../../tests/support/report-text';

const dir = reportFolder('e8-exceptions-');
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

// Every requirement of user application hardening not applicable: the strategy is at Maturity Level Zero, and the reports say why.
const hardening: RequirementAnswers = Object.fromEntries(
  REQUIREMENTS.filter((requirement) => requirement.strategy === 'user-application-hardening').map((requirement) => [
    requirement.id,
    { outcome: 'not-applicable', evidence: '', justification: 'Kiosk devices only, no browsers.' },
  ]),
);
const assessment = detailedAssessment({
  ...hardening,
  'regular-backups-restoration-tested': {
    outcome: 'alternate-control',
    evidence: '',
    justification: 'Restores are tested by the managed service provider each quarter.',
    reviewBy: '2026-11-01',
    approvedBy: 'Chief Information Security Officer',
  },
  'patch-applications-other-applications-1m': { outcome: 'not-implemented', evidence: '' },
  // An alternate control no one is named as accepting the residual risk of: it counts, and the register warns.
  'regular-backups-synchronised-common-point-in-time': {
    outcome: 'alternate-control',
    evidence: '',
    justification: 'The storage array snapshots every volume together each hour.',
    reviewBy: '2027-05-31',
  },
});

describe('the exceptions register in the detailed PDF and the Word report', async () => {
  const report = buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY);
  const texts = {
    pdf: pdfText(await renderDetailedPdfBuffer(report), path.join(dir, 'detailed.pdf')),
    word: words(wordText(await Packer.toBuffer(wordReportDocument(report)), path.join(dir, 'report.docx'))),
  };

  it.each(Object.keys(texts) as (keyof typeof texts)[])('%s lists each exception with its justification, approver and review date, and says when a review date has passed', (format) => {
    const text = texts[format];
    expect(text).toContain('Exceptions register');
    expect(text).toContain('Alternate control past its review date (1 November 2026)');
    expect(text).toContain('Restores are tested by the managed service provider each quarter.');
    expect(text).toContain('Chief Information Security Officer');
    expect(text).toContain('Kiosk devices only, no browsers.');
    expect(text).toContain('Not implemented');
    expect(text).toContain('Review by: Not set');
    expect(text).toContain('Residual risk accepted by: Chief Information Security Officer');
  });

  it.each(Object.keys(texts) as (keyof typeof texts)[])('%s warns in words of an alternate control with no one named as accepting its residual risk', (format) => {
    const text = words(texts[format]);
    expect(text).toContain(`The storage array snapshots every volume together each hour.`);
    expect(text).toContain(`Residual risk accepted by: ${RISK_ACCEPTANCE_NOT_RECORDED}`);
    expect(text.split(RISK_ACCEPTANCE_NOT_RECORDED)).toHaveLength(2);
  });

  it.each(Object.keys(texts) as (keyof typeof texts)[])('%s says why a strategy marked not applicable throughout is at Maturity Level Zero, and what to do', (format) => {
    const text = texts[format];
    expect(text).toContain(
      'Every requirement of Maturity Level One for this strategy is marked Not applicable; ASD counts a strategy that is not implemented as Maturity Level Zero.',
    );
    expect(text).toContain(HELD_BACK_TODO);
    expect(text).toContain('User application hardening: Maturity Level Zero');
  });
});
