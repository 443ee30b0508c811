import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { buildDetailedReport } from '../domain/detailed-report';
import { pdfEvidence } from '../domain/evidence-summary';
import { buildSummaryReport } from '../domain/summary-report';
import { controlContent } from '../domain/control-content';
import { alreadyMetInReport, DETAILED_RECOMMENDATIONS_INTRO } from '../domain/requirement-advice-words';
import { renderDetailedPdfBuffer } from './detailed-pdf';
import { renderSummaryPdfBuffer } from './summary-pdf';
import { wordReportDocument } from './word-report';
import { detailedAssessment, TEST_DAY } from '../../tests/support/assessments';
import { pdfPageCount, pdfText, reportFolder, wordText } from '../../tests/support/report-text';

const dir = reportFolder('e8-detailed-agree-');
const LINK = `https://intranet.example.com/evidence/${'a1b2c3d4'.repeat(12)}/restore-report.pdf`;
const LONG_NOTE = `Restore report: ${LINK}\n${'The restore took four hours against a target of three. '.repeat(40)}`.slice(0, 2000);

/** Typed evidence that looks like Word XML, CDATA, HTML and PDF syntax, with a bell character. */
const HOSTILE = '</w:t></w:r><w:r><w:t>x & y ]]> <script>alert(1)</script> (a) \\ \u0007 "quoted" \'single\'';

// Regular backups held at zero by two level-one requirements; patch applications at one; one requirement left without an outcome.
const assessment = detailedAssessment({
  'regular-backups-synchronised-common-point-in-time': { outcome: 'no-visibility', evidence: 'The SaaS backups run on their own schedule.\nNo record of a common point in time.' },
  'regular-backups-restoration-tested': { outcome: 'ineffective', evidence: LONG_NOTE },
  'patch-applications-other-applications-1m': { outcome: 'not-implemented', evidence: '' },
  'patch-applications-office-browser-email-pdf-security-critical-48h': { outcome: 'not-applicable', evidence: 'Handled by the managed desktop vendor.' },
  // Evidence is whatever the respondent typed: markup of Word's XML, of HTML and of a PDF must come out as text.
  'application-control-workstations': { outcome: 'effective', evidence: HOSTILE, evidenceQuality: 'excellent' },
});
delete assessment.requirementOutcomes['multi-factor-authentication-workstation-logs-analysed'];

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the reports of a detailed assessment agree', async () => {
  const summary = buildSummaryReport(assessment, DEFAULT_BRANDING, TEST_DAY);
  const detailed = buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY);
  const texts = {
    summary: pdfText(await renderSummaryPdfBuffer(summary), path.join(dir, 'summary.pdf')),
    detailed: pdfText(await renderDetailedPdfBuffer(detailed), path.join(dir, 'detailed.pdf')),
    word: words(wordText(await Packer.toBuffer(wordReportDocument(detailed)), path.join(dir, 'report.docx'))),
  };
  const first = detailed.actionPlan[0]!.levels[0]!.requirements[0]!;

  it.each(Object.keys(texts) as (keyof typeof texts)[])(
    "%s gives the achieved level, what limits it, the action plan's first requirement and its evidence",
    (format) => {
      const text = texts[format];
      expect(text).toContain(
        "By ASD's method, the organisation is at Maturity Level Zero: a level counts only when all eight strategies reach it, and Regular backups holds it there.",
      );
      expect(first.id).toBe('regular-backups-synchronised-common-point-in-time');
      expect(text).toContain(first.text);
      expect(text).toContain('No visibility');
      expect(text).toContain('The SaaS backups run on their own schedule. No record of a common point in time.');
      expect(text).toContain("Each strategy's current level is the level its requirement outcomes achieve by ASD's rule");
      expect(text).toContain('not an assessment by the Australian Signals Directorate (ASD) and not a certification');
      expect(text).toContain("Risk exposure The product's illustrative model, not a published figure.");
    },
  );

  it.each(['detailed', 'word'] as const)('%s prints evidence that looks like markup as the text typed', (format) => {
    expect(texts[format]).toContain('</w:t></w:r><w:r><w:t>x & y ]]> <script>alert(1)</script> (a) \\');
    expect(texts[format]).toContain('"quoted" \'single\'');
  });

  it.each(['detailed', 'word'] as const)('%s has the action plan, every requirement with its outcome, and the evidence', (format) => {
    const text = texts[format];
    expect(text).toContain('Start with the 2 requirements that hold Regular backups below Maturity Level One: the action plan lists them first.');
    expect(text).toContain('Action plan');
    expect(text).toContain('Regular backups: Maturity Level Zero, target Maturity Level Three');
    expect(text).toContain('To reach Maturity Level One (2 requirements)');
    expect(text).toContain('Requirement outcomes');
    for (const requirement of detailed.requirements.flatMap((group) => group.requirements)) expect(text).toContain(requirement.text);
    // The PDF lists each requirement's details on a line; the Word report's register gives them in its columns (Requirement, ISM, Outcome, Evidence).
    const before = format === 'word' ? { ism: ' ', outcome: ' ', quality: ' ' } : { ism: ' | ', outcome: ' | Outcome: ', quality: ' | ' };
    expect(text).toContain(`Event logs from workstations are analysed in a timely manner so that cybersecurity events are detected. Maturity Level Three${before.ism}ISM-0109${before.outcome}Not assessed`);
    expect(text).toContain(`${before.outcome}Not applicable`);
    // Each answer's evidence quality, and each strategy's level by the answers and supported by evidence.
    expect(text).toContain(`${before.outcome}Effective${before.quality}Evidence quality: Excellent`);
    expect(text).toContain('Evidence quality: Not graded');
    expect(words(text)).toContain('Application control: Maturity Level Three by the answers, Maturity Level Zero supported by evidence');
    expect(text).toContain('Handled by the managed desktop vendor.');
    expect(text).toContain(format === 'word' ? LINK : 'https://intranet.example.com/');
  });

  // The PDF may break a link across lines with a hyphen, and pdftotext loses a space here and there.
  const joined = (value: string) => value.replace(/\s+/g, '');

  it('the Word report gives a long evidence note in full', () => {
    expect(joined(texts.word)).toContain(joined(LONG_NOTE.slice(LONG_NOTE.indexOf('\n'))));
  });

  it('the detailed PDF gives the start of a long evidence note and says where the full text is', () => {
    const printed = pdfEvidence(LONG_NOTE);
    expect(printed.length).toBeLessThan(LONG_NOTE.length);
    const afterLink = printed.slice(printed.indexOf('\n'));
    expect(joined(texts.detailed)).toContain(joined(afterLink));
    expect(texts.detailed).toContain('(full text in the Word report and the JSON download)');
    expect(joined(texts.detailed)).not.toContain(joined(LONG_NOTE.slice(-200)));
  });

  it('both formats say the levels rest on a partial assessment, overall and for the strategy with a requirement not assessed', () => {
    for (const text of [texts.detailed, texts.word]) {
      expect(joined(text)).toContain(joined('This level rests on a partial assessment: 1 requirement in 1 strategy is not assessed.'));
      expect(joined(text)).toContain(joined('1 of 24 requirements up to Maturity Level Three not assessed: this level rests on a partial assessment'));
    }
  });

  it.each(['detailed', 'word'] as const)('%s recommends only the requirements not met, and says how many of each strategy are met', (format) => {
    const text = joined(texts[format]);
    const recommendations = text.slice(text.lastIndexOf(joined(DETAILED_RECOMMENDATIONS_INTRO)), text.lastIndexOf('Next steps'));
    const backups = detailed.controls.find((control) => control.id === 'regular-backups')!;
    expect(recommendations).toContain(joined(`${first.text} Outcome: No visibility.`));
    expect(recommendations).toContain(joined(alreadyMetInReport(backups.alreadyMet)));
    // Every requirement of application control is met: none of its requirements, nor the quick check's advice for it, is given.
    expect(recommendations).not.toContain(joined(controlContent('application-control').recommendations[0].items[0]!));
    expect(recommendations).not.toContain('Application control: from');
    expect(recommendations).not.toContain(joined(controlContent('regular-backups').recommendations[0].items[0]!));
  });

  it('the detailed PDF lists the action plan, the exceptions register and the requirement outcomes on its contents page', () => {
    expect(texts.detailed).toMatch(
      /Contents Executive summary 2 Organisation and implementation plan \d+ Action plan \d+ Gap analysis by control \d+ Recommendations \d+ Next steps \d+ Exceptions register \d+ Requirement outcomes \d+/,
    );
  });

  it('the detailed PDF flows the organisation after the summary, and starts the exceptions register and the requirement outcomes each on a page of its own', () => {
    // Each is a Page of its own in react-pdf, which lays a long report out in a fraction of the time one flowing Page takes.
    const pages = /Organisation and implementation plan (\d+) .* Next steps (\d+) Exceptions register (\d+) Requirement outcomes (\d+)/.exec(texts.detailed);
    const pageText = (page: string | undefined) => execFileSync('pdftotext', ['-raw', '-f', String(page), '-l', String(page), path.join(dir, 'detailed.pdf'), '-'], { encoding: 'utf8' }).trim();
    expect(pageText(pages?.[1])).toMatch(/\nOrganisation and implementation plan\n/);
    expect(pageText(pages?.[3])).toMatch(/^Exceptions register\n/);
    expect(pageText(pages?.[4])).toMatch(/^Requirement outcomes\n/);
    expect(Number(pages?.[3])).toBeGreaterThan(Number(pages?.[2]));
    expect(Number(pages?.[4])).toBeGreaterThan(Number(pages?.[3]));
  });

  it('the summary says where to start on its one page, and lists its two exceptions on the next', () => {
    const pageText = (page: number) => execFileSync('pdftotext', ['-raw', '-f', String(page), '-l', String(page), path.join(dir, 'summary.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(pageText(1)).toContain("Start with the 2 requirements that hold Regular backups below Maturity Level One (4 in the detailed report's action plan). The first:");
    expect(pageText(1)).toContain('Exceptions register: 2 requirements: 1 not applicable and 1 not implemented.');
    expect(pageText(2)).toMatch(/^Exceptions register Acme Widgets Pty Ltd - assessed 22 November 2026 /);
    expect(pageText(2)).toContain('Outcome: Not applicable | Review by: Not set | Residual risk accepted by: Not recorded Justification: None recorded');
    expect(pdfPageCount(path.join(dir, 'summary.pdf'))).toBe(2);
  });
});

describe('the summary of a detailed assessment with the longest first requirement and long evidence', () => {
  it('stays on one page', async () => {
    const long = { outcome: 'ineffective' as const, evidence: `See ${LINK} `.padEnd(2000, 'x ') };
    const crowded = detailedAssessment(
      {
        'patch-operating-systems-internet-facing-critical-48h': long,
        'multi-factor-authentication-factors': long,
        'regular-backups-restoration-tested': long,
      },
      { organizationName: 'The Very Long Organisation Name of Western Australia Regional Health Services Pty Ltd' },
    );
    const file = path.join(dir, 'crowded-summary.pdf');
    const text = pdfText(await renderSummaryPdfBuffer(buildSummaryReport(crowded, DEFAULT_BRANDING, TEST_DAY)), file);
    expect(text).toContain('Patch operating systems, Multi-factor authentication and Regular backups hold it there');
    expect(pdfPageCount(file)).toBe(1);
  });
});
