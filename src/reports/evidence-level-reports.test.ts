import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { buildDetailedReport } from '../domain/detailed-report';
import { REQUIREMENTS } from '../domain/framework/catalogue';
import { EVIDENCE_LEVEL_SOURCE } from '../domain/framework/evidence-level-summary';
import { ungradedEvidence } from '../domain/framework/ungraded-evidence';
import { ungradedEvidenceLead } from '../domain/framework/ungraded-evidence-words';
import type { RequirementAnswers } from '../domain/framework/outcomes';
import { buildSummaryReport } from '../domain/summary-report';
import { renderDetailedPdfBuffer } from './detailed-pdf';
import { renderSummaryPdfBuffer } from './summary-pdf';
import { wordReportDocument } from './word-report';
import { detailedAssessment, quickAssessment, TEST_DAY } from '../../tests/support/assessments';
import { pdfPageCount, pdfText, reportFolder, wordText } from '../../tests/support/report-text';

const dir = reportFolder('e8-evidence-levels-');
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
const pageText = (file: string, page: number) => words(execFileSync('pdftotext', ['-raw', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' }));

// Application control's requirements all effective with excellent evidence: Maturity Level Three by evidence as by the answers.
const tested: RequirementAnswers = Object.fromEntries(
  REQUIREMENTS.filter((requirement) => requirement.strategy === 'application-control').map((requirement) => [
    requirement.id,
    { outcome: 'effective', evidence: 'Ran an unapproved executable as a standard user: blocked and logged.', evidenceQuality: 'excellent' },
  ]),
);
// Three exceptions: an alternate control past its review date, one not applicable and one not implemented.
const withExceptions = detailedAssessment({
  ...tested,
  'regular-backups-restoration-tested': {
    outcome: 'alternate-control',
    evidence: 'Provider restore report.',
    evidenceQuality: 'good',
    justification: 'Restores are tested by the managed service provider each quarter.',
    reviewBy: '2026-11-01',
    approvedBy: 'Chief Information Security Officer',
  },
  'patch-applications-office-browser-email-pdf-security-critical-48h': {
    outcome: 'not-applicable',
    evidence: '',
    justification: 'The managed desktop vendor patches these.',
    approvedBy: 'Head of IT',
  },
  'patch-applications-other-applications-1m': { outcome: 'not-implemented', evidence: '', justification: 'The patch tool is funded next financial year.' },
});

describe('the summary PDF of a detailed assessment', async () => {
  const file = path.join(dir, 'summary.pdf');
  pdfText(await renderSummaryPdfBuffer(buildSummaryReport(withExceptions, DEFAULT_BRANDING, TEST_DAY)), file);
  const first = pageText(file, 1);
  const second = pageText(file, 2);

  it('gives the overall level by the answers beside the level supported by evidence, and what the second counts', () => {
    expect(first).toContain('Overall level by the answers: Maturity Level Zero Overall level supported by evidence: Maturity Level Zero');
    expect(first).toContain(EVIDENCE_LEVEL_SOURCE);
  });

  it("gives each strategy's level by the answers beside its level supported by evidence", () => {
    expect(first).toContain('Control Target By the answers By evidence Gap Standing');
    expect(first).toContain('Application control Three Three Three 0 Target met');
    expect(first).toContain('Patch operating systems Three Three Zero 0 Target met');
    expect(first).toContain('Regular backups Three Zero Zero 3 High priority');
  });

  it('sums the exceptions register up on its first page and lists every entry from the second', () => {
    expect(first).toContain(
      'Exceptions register: 3 requirements: 1 alternate control (1 past its review date), 1 not applicable and 1 not implemented. Each is listed with its justification, approver and review date from page 2.',
    );
    expect(first).not.toContain('The managed desktop vendor patches these.');
    expect(second).toMatch(/^Exceptions register Acme Widgets Pty Ltd - assessed 22 November 2026 Every requirement recorded as met by an alternate control/);
    expect(second).toContain(
      'Outcome: Alternate control past its review date (1 November 2026) | Review by: 1 November 2026 | Residual risk accepted by: Chief Information Security Officer Justification: Restores are tested by the managed service provider each quarter.',
    );
    expect(second).toContain('Outcome: Not applicable | Review by: Not set | Residual risk accepted by: Head of IT Justification: The managed desktop vendor patches these.');
    expect(second).toContain('Outcome: Not implemented | Review by: Not set | Residual risk accepted by: Not recorded Justification: The patch tool is funded next financial year.');
    expect(pdfPageCount(file)).toBe(2);
  });

  it('says on its one page that the register is empty when it is', async () => {
    const none = path.join(dir, 'summary-none.pdf');
    const text = pdfText(await renderSummaryPdfBuffer(buildSummaryReport(detailedAssessment(tested), DEFAULT_BRANDING, TEST_DAY)), none);
    expect(text).toContain('Exceptions register: No requirement is recorded as an alternate control, not applicable or not implemented.');
    expect(text).toContain('Overall level by the answers: Maturity Level Three Overall level supported by evidence: Maturity Level Zero');
    expect(pdfPageCount(none)).toBe(1);
  });
});

describe('the summary PDF of a quick check', () => {
  it('has no level supported by evidence and no exceptions register, and stays on one page', async () => {
    const file = path.join(dir, 'quick-summary.pdf');
    const text = pdfText(await renderSummaryPdfBuffer(buildSummaryReport(quickAssessment(), DEFAULT_BRANDING, TEST_DAY)), file);
    expect(text).toContain('the indicative level from your ratings');
    expect(text).toContain('Control Target Current Gap Standing');
    for (const absent of ['evidence', 'Exceptions register', "by ASD's method", 'By the answers']) expect(text).not.toContain(absent);
    expect(pdfPageCount(file)).toBe(1);
  });
});

describe("the executive summaries of the detailed PDF and the Word report", async () => {
  const report = buildDetailedReport(withExceptions, DEFAULT_BRANDING, [], TEST_DAY);
  const quick = buildDetailedReport(quickAssessment(), DEFAULT_BRANDING, [], TEST_DAY);
  const summaryOf = (text: string) => text.slice(text.lastIndexOf('Executive summary'), text.indexOf('Top risks', text.lastIndexOf('Executive summary')));
  const fullTexts = {
    pdf: words(pdfText(await renderDetailedPdfBuffer(report), path.join(dir, 'detailed.pdf'))),
    word: words(wordText(await Packer.toBuffer(wordReportDocument(report)), path.join(dir, 'report.docx'))),
  };
  const texts = { pdf: summaryOf(fullTexts.pdf), word: summaryOf(fullTexts.word) };
  const quickTexts = {
    pdf: summaryOf(pdfText(await renderDetailedPdfBuffer(quick), path.join(dir, 'quick-detailed.pdf'))),
    word: summaryOf(words(wordText(await Packer.toBuffer(wordReportDocument(quick)), path.join(dir, 'quick-report.docx')))),
  };

  it.each(['pdf', 'word'] as const)('%s gives the overall level supported by evidence beside the level by the answers, and what it counts', (format) => {
    expect(texts[format]).toContain(
      format === 'pdf'
        ? 'Overall level by the answers Maturity Level Zero Overall level supported by evidence Maturity Level Zero'
        : 'Overall level by the answers Overall level supported by evidence Maturity Level Zero Maturity Level Zero',
    );
    expect(texts[format]).toContain(EVIDENCE_LEVEL_SOURCE);
  });

  it.each(['pdf', 'word'] as const)('%s says how many met requirements the level supported by evidence cannot count for want of a grade, and where by strategy', (format) => {
    const ungraded = ungradedEvidence(withExceptions.requirementOutcomes, TEST_DAY);
    expect(ungraded.total).toBeGreaterThan(0);
    expect(texts[format]).toContain(`${ungradedEvidenceLead(ungraded)} Each strategy's count is given under Requirement outcomes.`);
    const backups = ungraded.byStrategy.find((entry) => entry.strategy === 'regular-backups')!;
    expect(fullTexts[format]).toContain(`Regular backups: Maturity Level Zero by the answers, Maturity Level Zero supported by evidence ${ungradedEvidenceLead({ total: backups.count })}`);
    // Application control's requirements are all graded Excellent: nothing is missing there.
    expect(fullTexts[format]).toMatch(/Application control: Maturity Level Three by the answers, Maturity Level Three supported by evidence (?!\d+ met requirement)/);
  });

  it.each(['pdf', 'word'] as const)("%s of a quick check names no level supported by evidence", (format) => {
    expect(quickTexts[format]).toContain('the indicative level from your ratings');
    expect(quickTexts[format]).not.toContain('supported by evidence');
  });
});
