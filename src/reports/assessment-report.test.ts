import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../domain/framework/catalogue';
import { buildAssessmentReport } from '../domain/review/assessment-report';
import { ANSWER_CHANGED, ASSESSMENT_REPORT_SECTIONS, LEVELS_WITHIN_TARGET_NOTE, RESULT_COLUMNS, RESULTS_INTRO } from '../domain/review/assessment-report-words';
import { SAMPLE_FILES, SAMPLE_SCOPE, sampleReviewInput } from '../../tests/support/assessment-review';
import { pdfPageCount, pdfText, reportFolder, wordText } from '../../tests/support/report-text';
import { renderAssessmentReportPdfBuffer } from './assessment-report-pdf';
import { assessmentReportDocument } from './assessment-report-word';

const dir = reportFolder('e8-assessment-report-');
const LINK = `https://intranet.example.com/evidence/${'e8mvt'.repeat(30)}/results.csv`;
const RESTORATION = 'Restoration was last tested in March 2025; no test of the current backup set was shown.';
const SCANNER = 'patch-applications-vulnerability-scanner-up-to-date';
const LONG_JUSTIFICATION = `${'The scanner vendor publishes its feed weekly and the team pulls it by hand before every scan. '.repeat(20)}End of justification.`;

// The sample review with application control's first two requirements left unreviewed, a link in one note and a long justification.
const input = sampleReviewInput();
const [first, second] = REQUIREMENTS.filter((requirement) => requirement.strategy === 'application-control');
const findings = input.review.findings
  .filter((finding) => finding.requirementId !== first!.id && finding.requirementId !== second!.id)
  .map((finding) => (finding.requirementId === 'application-control-approved-executables' ? { ...finding, note: `E8MVT output: ${LINK}` } : finding))
  .map((finding) => (finding.requirementId === SCANNER ? { ...finding, evidenceQuality: 'fair' as const, acceptedBy: 'Jo Chief, CIO' } : finding));
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
    expect(joined(text)).toContain(joined('Overall level by the answers, within the target'));
    expect(joined(text)).toContain(joined(LEVELS_WITHIN_TARGET_NOTE));
    expect(report.summary.overallLevels[1]?.value).toBe('Maturity Level Two');
    expect(text).toContain('85 of 87 requirements within the target reviewed');
    expect(joined(text)).toContain(joined(report.summary.opinion));
    expect(text).toContain('not an assessment by the Australian Signals Directorate (ASD) and not a certification');
  });

  it.each(['pdf', 'word'] as const)('%s gives the scope, each finding with its test method and note, the files and whose they are, and the flags', (format) => {
    const text = texts[format];
    expect(text).toContain('Residual risk accepted by: Jo Chief, CIO');
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
    expect(text).toContain('Not assessed');
    expect(text).not.toMatch(/not reviewed/i);
    expect(text).toContain("Organisation's answer: Effective, evidence graded good.");
    expect(joined(text)).toContain(joined(LINK));
  });

  it.each(['pdf', 'word'] as const)('%s registers the exceptions as found and gives the action plan on the findings', (format) => {
    const text = texts[format];
    // The assessor's finding: its grade, review date, who accepted the residual risk and its note as the justification; the organisation's answer beneath.
    expect(text).toContain('Outcome: Alternate control | Evidence quality: Fair | Review by: 31 May 2027 | Residual risk accepted by: Jo Chief, CIO Justification: The scanner’s database updates weekly');
    expect(text).toContain('Justification: No third-party service without sensitive data is in use.');
    expect(text).toContain("Organisation's answer: Not applicable. Its justification: Every third-party service holds sensitive data.");
    // Who the organisation named as accepting the residual risk follows its justification with one full stop, not two.
    expect(text).toContain('End of justification. Residual risk accepted by: Chief Information Officer');
    expect(text).not.toContain('Residual risk accepted by: Not recorded');
    expect(text).toContain('Regular backups: Maturity Level Zero, target Maturity Level Two');
    // The PDF labels the note; the Word report's register heads its column so.
    expect(text).toContain(format === 'word' ? `Ineffective Evidence quality: Poor ${RESTORATION}` : `Assessor's note: ${RESTORATION}`);
  });

  it('the Word document gives a long justification whole beside its finding, the PDF its start and where the rest is; both give it whole in the register', () => {
    const besideFinding = (text: string) => text.slice(text.indexOf('Organisation\'s answer: Alternate control'), text.indexOf('Exceptions register as found Every requirement'));
    expect(joined(besideFinding(texts.word))).toContain(joined(LONG_JUSTIFICATION));
    expect(besideFinding(texts.pdf)).not.toContain('End of justification.');
    expect(besideFinding(texts.pdf)).toContain('(full text in the Word report and the JSON download)');
    for (const text of Object.values(texts)) expect(joined(text)).toContain(joined(`Its justification: ${LONG_JUSTIFICATION}`));
  });

  it('the PDF gives each section’s page on its cover, and keeps a requirement, its finding, answer and files on one page', () => {
    expect(texts.pdf).toMatch(
      /Contents Document details 2 Executive summary 3 Introduction: background, scope and approach \d+ Results by strategy \d+ Exceptions register as found \d+ Recommendations in order of action \d+ Appendix: how the findings were made \d+/,
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

  /** Each page's text of a PDF, its words separated by single spaces. */
  const pagesOf = (file: string) =>
    Array.from({ length: pdfPageCount(file) }, (_, index) => words(execFileSync('pdftotext', ['-raw', '-f', String(index + 1), '-l', String(index + 1), file, '-'], { encoding: 'utf8' })));

  it('the PDF carries the classification marking at the head and foot of every page, the cover’s too', () => {
    const pages = pagesOf(pdfFile);
    expect(pages.length).toBeGreaterThan(10);
    for (const [index, page] of pages.entries()) {
      expect(page.startsWith('OFFICIAL: Sensitive'), `page ${index + 1} starts with the marking`).toBe(true);
      expect(page.endsWith('OFFICIAL: Sensitive'), `page ${index + 1} ends with the marking`).toBe(true);
    }
  });

  it('the Word document in LibreOffice: the marking at the head and foot of every page, no "Not reviewed", and no table header broken inside a word', { timeout: 180_000 }, () => {
    execFileSync('libreoffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, docxFile], { encoding: 'utf8', timeout: 170_000 });
    const pages = pagesOf(path.join(dir, 'report.pdf'));
    expect(pages.length).toBeGreaterThan(10);
    for (const [index, page] of pages.entries()) {
      expect(page.startsWith('OFFICIAL: Sensitive'), `page ${index + 1} starts with the marking`).toBe(true);
      expect(page.endsWith('OFFICIAL: Sensitive'), `page ${index + 1} ends with the marking`).toBe(true);
      expect(page).not.toMatch(/not reviewed/i);
    }
    // Every word of every table's header row, as the document holds them, is a whole word on the pages.
    const xml = execFileSync('unzip', ['-p', docxFile, 'word/document.xml'], { encoding: 'utf8' });
    const headerRows = [...xml.matchAll(/<w:tr>(?:(?!<\/w:tr>).)*?<w:tblHeader\/>(?:(?!<\/w:tr>).)*?<\/w:tr>/g)].map((row) => row[0].replace(/<[^>]+>/g, ' ').replace(/&apos;/g, "'").replace(/&amp;/g, '&'));
    const headerWords = new Set(headerRows.flatMap((row) => row.split(/\s+/)).filter((word) => word.length > 3));
    expect(headerWords).toContain('Implementation');
    const onPages = new Set(pages.flatMap((page) => page.split(' ')));
    for (const word of headerWords) expect(onPages, `"${word}" whole on the pages`).toContain(word);
  });
});
