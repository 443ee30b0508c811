import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../domain/framework/catalogue';
import { buildAssessmentReport } from '../domain/review/assessment-report';
import { ANSWER_CHANGED, ASSESSMENT_REPORT_SECTIONS, NOT_REVIEWED, RESULT_COLUMNS, RESULTS_INTRO } from '../domain/review/assessment-report-words';
import { SAMPLE_FILES, SAMPLE_SCOPE, sampleReviewInput } from '../../tests/support/assessment-review';
import { pdfText, reportFolder, wordText } from '../../tests/support/report-text';
import { renderAssessmentReportPdfBuffer } from './assessment-report-pdf';
import { assessmentReportDocument } from './assessment-report-word';

const dir = reportFolder('e8-assessment-report-');
const LINK = `https://intranet.example.com/evidence/${'e8mvt'.repeat(30)}/results.csv`;
const RESTORATION = 'Restoration was last tested in March 2025; no test of the current backup set was shown.';
const LONG_JUSTIFICATION = `${'The scanner vendor publishes its feed weekly and the team pulls it by hand before every scan. '.repeat(20)}End of justification.`;

// The sample review with the first two requirements left unreviewed, a link in one note and a long justification.
const input = sampleReviewInput();
const [first, second] = REQUIREMENTS;
const findings = input.review.findings
  .filter((finding) => finding.requirementId !== first!.id && finding.requirementId !== second!.id)
  .map((finding) => (finding.requirementId === 'application-control-approved-executables' ? { ...finding, note: `E8MVT output: ${LINK}` } : finding));
const answers = { ...input.assessment.requirementOutcomes };
answers['patch-applications-vulnerability-scanner-up-to-date'] = { ...answers['patch-applications-vulnerability-scanner-up-to-date']!, justification: LONG_JUSTIFICATION };
const report = buildAssessmentReport({ ...input, assessment: { ...input.assessment, requirementOutcomes: answers }, review: { ...input.review, findings } });

const words = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Text without its spaces: the PDF may break a long word across lines with a hyphen, and pdftotext drops a space here and there. */
const joined = (text: string) => text.replace(/[\s-]+/g, '');

describe('the assessment report as PDF and Word', async () => {
  const pdfFile = path.join(dir, 'report.pdf');
  const docxFile = path.join(dir, 'report.docx');
  const texts = {
    pdf: pdfText(await renderAssessmentReportPdfBuffer(report), pdfFile),
    word: words(wordText(await Packer.toBuffer(assessmentReportDocument(report)), docxFile)),
  };

  it.each(['pdf', 'word'] as const)('%s has every section of ASD’s template in ours, and the results table’s columns', (format) => {
    for (const section of ASSESSMENT_REPORT_SECTIONS) expect(texts[format]).toContain(section.title);
    for (const column of RESULT_COLUMNS) expect(texts[format]).toContain(column);
    expect(joined(texts[format])).toContain(joined(RESULTS_INTRO));
    expect(texts[format]).toContain('Essential Eight assessment report');
    expect(texts[format]).toContain('Status: Final');
    expect(texts[format]).toContain('Revision history');
  });

  it.each(['pdf', 'word'] as const)('%s gives the level as assessed in words, beside the answers’ and the evidence’s, and the opinion', (format) => {
    const text = texts[format];
    expect(text).toContain('Maturity Level Zero as assessed');
    expect(text).toContain('Held there by Application control and Regular backups.');
    expect(text).toContain('Overall level by the answers');
    expect(text).toContain('124 of 126 requirements within the target reviewed');
    expect(joined(text)).toContain(joined(report.summary.opinion));
    expect(text).toContain('not an assessment by the Australian Signals Directorate (ASD) and not a certification');
  });

  it.each(['pdf', 'word'] as const)('%s gives the scope, each finding with its test method and note, the files and whose they are, and the flags', (format) => {
    const text = texts[format];
    expect(text).toContain(SAMPLE_SCOPE.sampling);
    expect(text).toContain('16 November 2026 to 18 November 2026');
    expect(text).toContain(RESTORATION);
    expect(text).toContain('Tested with a simulated activity');
    expect(text).toContain('Copy of the configuration reviewed');
    for (const file of SAMPLE_FILES) expect(text).toContain(file.fileName);
    expect(text).toContain('restore-test-march-2025.pdf (Organisation\'s)');
    expect(text).toContain('e8mvt-results-workstations.csv (Assessor\'s)');
    expect(text).toContain(ANSWER_CHANGED);
    expect(text).toContain('Differs from the answer');
    expect(text).toContain(NOT_REVIEWED);
    expect(text).toContain("Organisation's answer: Effective, evidence graded good.");
    expect(joined(text)).toContain(joined(LINK));
  });

  it.each(['pdf', 'word'] as const)('%s registers the exceptions as found and gives the action plan on the findings', (format) => {
    const text = texts[format];
    expect(text).toContain('Outcome: Alternate control | Review by: 31 May 2027 | Approved by: Chief Information Officer');
    expect(text).toContain("Assessor's note: No third-party service without sensitive data is in use.");
    expect(text).toContain('Application control: Maturity Level Zero, target Maturity Level Two');
    // The PDF labels the note; the Word report's register heads its column so.
    expect(text).toContain(format === 'word' ? `Ineffective Evidence quality: Poor ${RESTORATION}` : `Assessor's note: ${RESTORATION}`);
  });

  it('the Word document gives a long justification whole beside its finding, the PDF its start and where the rest is; both give it whole in the register', () => {
    const besideFinding = (text: string) => text.slice(text.indexOf('Organisation\'s answer: Alternate control'), text.indexOf('Exceptions register as found Every requirement'));
    expect(joined(besideFinding(texts.word))).toContain(joined(LONG_JUSTIFICATION));
    expect(besideFinding(texts.pdf)).not.toContain('End of justification.');
    expect(besideFinding(texts.pdf)).toContain('(full text in the Word report and the JSON download)');
    for (const text of Object.values(texts)) expect(joined(text)).toContain(joined(`Justification: ${LONG_JUSTIFICATION}`));
  });

  it('the PDF gives each section’s page on its cover, and keeps a requirement, its finding, answer and files on one page', () => {
    expect(texts.pdf).toMatch(
      /Contents Document details 2 Executive summary 3 Scope and approach \d+ Results by strategy \d+ Exceptions register as found \d+ Recommendations in order of action \d+ Appendix: how the findings were made \d+/,
    );
    const pageCount = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' }))?.[1]);
    const pages = Array.from({ length: pageCount }, (_, index) => words(execFileSync('pdftotext', ['-raw', '-f', String(index + 1), '-l', String(index + 1), pdfFile, '-'], { encoding: 'utf8' })));
    const restoration = pages.filter((page) => page.includes('Disaster recovery exercises include testing that data, applications and settings can be restored'));
    expect(restoration.some((page) => page.includes(RESTORATION) && page.includes('Files: restore-test-march-2025.pdf'))).toBe(true);
  });

  it('the Word document names its sections as Word headings, each strategy below them, and holds the chart', () => {
    const xml = execFileSync('unzip', ['-p', docxFile, 'word/document.xml'], { encoding: 'utf8' });
    const headings = (style: string) => [...xml.matchAll(new RegExp(`<w:p>(?:(?!</w:p>).)*?<w:pStyle w:val="${style}"/>(?:(?!</w:p>).)*?</w:p>`, 'g'))].map((match) => match[0].replace(/<[^>]+>/g, ''));
    expect(headings('Heading1')).toEqual(ASSESSMENT_REPORT_SECTIONS.map((section) => section.title));
    expect(headings('Heading2')).toEqual(expect.arrayContaining(report.results.map((strategy) => strategy.title)));
    expect(execFileSync('unzip', ['-l', docxFile], { encoding: 'utf8' })).toMatch(/word\/media\/[^\s]+\.svg/);
    expect(xml).toContain('descr="Patch applications: as assessed 2, target 2;');
  });
});
