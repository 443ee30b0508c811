import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { CONTROL_TITLES } from '../domain/control-titles';
import { buildDetailedReport, type DetailedReport } from '../domain/detailed-report';
import { buildAssessmentReport } from '../domain/review/assessment-report';
import { ASSESSMENT_REPORT_SECTIONS } from '../domain/review/assessment-report-words';
import { buildSummaryReport } from '../domain/summary-report';
import { renderAssessmentReportPdfBuffer } from './assessment-report-pdf';
import { assessmentReportDocument } from './assessment-report-word';
import { renderDetailedPdfBuffer } from './detailed-pdf';
import { layoutFaults, type LayoutFault } from './layout-check';
import { ENTRIES_PER_PAGE_RUN } from './pdf/page-runs';
import { reportSections } from './pdf/sections';
import { renderSummaryPdfBuffer } from './summary-pdf';
import { wordReportDocument } from './word-report';
import { sampleAssessment, sampleDetailedAssessment } from '../../bench/sample-assessment';
import { sampleReviewInput } from '../../tests/support/assessment-review';
import { allControls, TEST_DAY } from '../../tests/support/assessments';
import { pdfPages, requireCommand, wordAsPdf } from '../../tests/support/layout-pages';
import { requireWordLayoutFonts } from '../../tests/support/word-fonts';
import { maximalDetailedReport } from '../../tests/support/maximal-assessment';
import { reportFolder } from '../../tests/support/report-text';

const run = promisify(execFile);
const dir = reportFolder('e8-layout-');
const at = (name: string) => path.join(dir, name);

// A small quick check, a realistic detailed assessment, and the largest detailed assessment the schemas allow; the
// assessment report of a full review and of one with targets at Maturity Level One.
const quick = sampleAssessment('Acme Widgets Pty Ltd');
const detailed = sampleDetailedAssessment('Acme Widgets Pty Ltd');
const reports = {
  quick: buildDetailedReport(quick, DEFAULT_BRANDING, [], TEST_DAY),
  detailed: buildDetailedReport(detailed, DEFAULT_BRANDING, [], TEST_DAY),
  largest: maximalDetailedReport(),
};
const reviews = { full: buildAssessmentReport(sampleReviewInput()), small: buildAssessmentReport(sampleReviewInput({ targets: allControls(1) })) };

/** Whether a list of the detailed PDF is long enough to start each strategy's part on a page of its own. */
const longList = (entries: number) => entries > ENTRIES_PER_PAGE_RUN;

/**
 * The headings that start a page in the detailed PDF: the executive summary after the cover, the exceptions register,
 * the requirement outcomes and the evidence files; in a list long enough to be laid out a strategy a page, each
 * strategy's part ("Regular backups: …").
 */
function detailedPdfStarts(report: DetailedReport): string[] {
  const lists = [
    report.actionPlan.reduce((count, section) => count + section.levels.reduce((sum, level) => sum + level.requirements.length, 0), 0),
    report.exceptions.length,
    report.requirements.reduce((count, group) => count + group.requirements.length, 0),
  ];
  const strategies = lists.some(longList) ? Object.values(CONTROL_TITLES).map((title) => `${title}:`) : [];
  return [reportSections(report)[0]?.title ?? '', 'Exceptions register', 'Requirement outcomes', 'Evidence files', ...strategies];
}

/** The headings that start a page in the Word report: the contents after the cover, the executive summary after them, and the registers. */
const WORD_STARTS = ['Contents', 'Executive summary', 'Exceptions register', 'Requirement outcomes', 'Evidence files'];

/** The headings that start a page in the assessment report, as ASD's template lays it out: its sections and each strategy's results. */
const ASSESSMENT_STARTS = ['Contents', ...ASSESSMENT_REPORT_SECTIONS.map((section) => section.title), ...Object.values(CONTROL_TITLES)];

const described = (faults: readonly LayoutFault[]) => faults.map((fault) => `page ${fault.page}: ${fault.kind}: ${fault.detail}`).join('\n');

describe('the reports have no layout faults', async () => {
  await requireCommand('pdftotext', ['-v'], 'poppler-utils');
  await requireCommand('pdftoppm', ['-v'], 'poppler-utils');
  await requireCommand('libreoffice', ['--version'], 'LibreOffice');
  requireWordLayoutFonts();

  // The largest Word report takes most of a minute to pack: it is written by a process of its own while the PDFs render here.
  const largestWord = run('npx', ['tsx', path.join('tests', 'support', 'write-maximal-word.ts'), at('word-largest.docx')], { timeout: 600_000 });
  const writes: [string, Promise<Uint8Array>][] = [
    ['summary-quick.pdf', renderSummaryPdfBuffer(buildSummaryReport(quick, DEFAULT_BRANDING, TEST_DAY))],
    ['summary-detailed.pdf', renderSummaryPdfBuffer(buildSummaryReport(detailed, DEFAULT_BRANDING, TEST_DAY))],
    ['detailed-quick.pdf', renderDetailedPdfBuffer(reports.quick)],
    ['detailed-detailed.pdf', renderDetailedPdfBuffer(reports.detailed)],
    ['detailed-largest.pdf', renderDetailedPdfBuffer(reports.largest)],
    ['assessment-full.pdf', renderAssessmentReportPdfBuffer(reviews.full)],
    ['assessment-small.pdf', renderAssessmentReportPdfBuffer(reviews.small)],
    ['word-quick.docx', Packer.toBuffer(wordReportDocument(reports.quick))],
    ['word-detailed.docx', Packer.toBuffer(wordReportDocument(reports.detailed))],
    ['assessment-word-full.docx', Packer.toBuffer(assessmentReportDocument(reviews.full))],
    ['assessment-word-small.docx', Packer.toBuffer(assessmentReportDocument(reviews.small))],
  ];
  for (const [name, bytes] of writes) fs.writeFileSync(at(name), await bytes);
  // LibreOffice converts the smaller Word files while the largest is still being packed.
  const smallWords = wordAsPdf(['word-quick.docx', 'word-detailed.docx', 'assessment-word-full.docx', 'assessment-word-small.docx'].map(at), path.join(dir, 'profile-small'));
  await largestWord;
  await Promise.all([smallWords, wordAsPdf([at('word-largest.docx')], path.join(dir, 'profile-largest'))]);

  const documents: [string, string[]][] = [
    ['summary-quick.pdf', []],
    ['summary-detailed.pdf', []],
    ['detailed-quick.pdf', detailedPdfStarts(reports.quick)],
    ['detailed-detailed.pdf', detailedPdfStarts(reports.detailed)],
    ['detailed-largest.pdf', detailedPdfStarts(reports.largest)],
    ['assessment-full.pdf', ASSESSMENT_STARTS],
    ['assessment-small.pdf', ASSESSMENT_STARTS],
    ['word-quick.pdf', WORD_STARTS],
    ['word-detailed.pdf', WORD_STARTS],
    ['word-largest.pdf', WORD_STARTS],
    ['assessment-word-full.pdf', ASSESSMENT_STARTS],
    ['assessment-word-small.pdf', ASSESSMENT_STARTS],
  ];
  const found = new Map<string, { pages: number; faults: LayoutFault[] }>();
  for (const [name, startsPage] of documents) {
    const pages = await pdfPages(at(name));
    found.set(name, { pages: pages.length, faults: layoutFaults(pages, { startsPage }) });
  }

  it.each(documents.map(([name]) => name))('%s: no header word split, no heading alone at the foot, no page half blank, no row alone', (name) => {
    const result = found.get(name);
    expect(result?.pages, `${name} was read`).toBeGreaterThan(0);
    expect(described(result?.faults ?? []), `${name} (${result?.pages} pages, in ${dir})`).toBe('');
  });
});
