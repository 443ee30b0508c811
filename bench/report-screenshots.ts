import { detailedAssessment, TEST_DAY } from '../tests/support/assessments';
/**
 * Redraws the report screenshots in docs/screenshots from the sample quick check, with a booking link
 * in the branding: the summary PDF, the detailed PDF's cover and executive summary and a control page,
 * and the Word report's cover and executive summary as LibreOffice prints them, each page at 60 dpi;
 * then, for the sample as the third assessment of a series, the "Progress since" section of the
 * detailed PDF and of the Word report, cut from its pages; and for a detailed assessment, the Word report's contents
 * and the first page of its requirement register.
 * Needs pdftoppm, pdftotext and libreoffice. Run: npx tsx bench/report-screenshots.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Packer } from 'docx';
import sharp from 'sharp';
import { CONTROL_IDS } from '../src/domain/controls';
import { DAY_MS } from '../src/domain/constants';
import { seriesPoint } from '../src/domain/progress';
import { DEFAULT_BRANDING } from '../src/domain/branding';
import { buildDetailedReport } from '../src/domain/detailed-report';
import { buildSummaryReport } from '../src/domain/summary-report';
import { renderDetailedPdfBuffer } from '../src/reports/detailed-pdf';
import { renderSummaryPdfBuffer } from '../src/reports/summary-pdf';
import { wordReportDocument } from '../src/reports/word-report';
import { sampleAssessment } from './sample-assessment';

const screenshots = path.resolve(import.meta.dirname, '../docs/screenshots');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-screens-'));
const branding = { ...DEFAULT_BRANDING, bookingUrl: 'https://advisory.example.com/book' };
const assessment = sampleAssessment('Acme Widgets Pty Ltd');
const detailed = buildDetailedReport(assessment, branding, [], TEST_DAY);

fs.writeFileSync(path.join(work, 'summary.pdf'), await renderSummaryPdfBuffer(buildSummaryReport(assessment, branding, TEST_DAY)));
fs.writeFileSync(path.join(work, 'detailed.pdf'), await renderDetailedPdfBuffer(detailed));
fs.writeFileSync(path.join(work, 'word.docx'), await Packer.toBuffer(wordReportDocument(detailed)));

// The sample as the third assessment of a series: 100 and 200 days before, with levels that went up, held and fell since.
const earlierLevels = (levels: readonly number[], daysBefore: number, id: string) =>
  seriesPoint({ id, createdAt: assessment.createdAt - daysBefore * DAY_MS, kind: 'quick', assessments: Object.fromEntries(CONTROL_IDS.map((control, index) => [control, levels[index] ?? 0])) });
const series = [earlierLevels([0, 0, 1, 0, 2, 0, 1, 0], 200, 'first'), earlierLevels([1, 0, 3, 0, 3, 1, 1, 0], 100, 'second'), seriesPoint(assessment)];
const reassessed = buildDetailedReport(assessment, branding, series, TEST_DAY);
fs.writeFileSync(path.join(work, 'progress-detailed.pdf'), await renderDetailedPdfBuffer(reassessed));
fs.writeFileSync(path.join(work, 'progress-word.docx'), await Packer.toBuffer(wordReportDocument(reassessed)));
// A detailed assessment with two strategies short of their targets and notes of evidence.
const detailedSample = buildDetailedReport(
  detailedAssessment({
    'application-control-workstations': { outcome: 'effective', evidence: 'E8MVT run on 20 sampled workstations: every test blocked.', evidenceQuality: 'excellent' },
    'application-control-user-profiles-temporary-folders': { outcome: 'effective', evidence: 'Group policy export reviewed; rules cover user profiles and temporary folders.', evidenceQuality: 'good' },
    'regular-backups-restoration-tested': { outcome: 'ineffective', evidence: 'Restore test from March 2025.\nNo test of the current backup set.', evidenceQuality: 'good' },
    'patch-applications-other-applications-1m': { outcome: 'not-implemented', evidence: '' },
  }),
  branding,
  [],
  TEST_DAY,
);
fs.writeFileSync(path.join(work, 'detailed-word.docx'), await Packer.toBuffer(wordReportDocument(detailedSample)));
for (const docx of ['word.docx', 'progress-word.docx', 'detailed-word.docx']) {
  execFileSync('libreoffice', [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', work, path.join(work, docx)], { stdio: 'ignore' });
}

/** One page of a PDF as a PNG in docs/screenshots. */
function shoot(pdf: string, page: number, name: string): void {
  const prefix = path.join(work, name);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', '-f', String(page), '-l', String(page), path.join(work, pdf), prefix]);
  fs.copyFileSync(`${prefix}.png`, path.join(screenshots, `${name}.png`));
}

shoot('summary.pdf', 1, 'report-summary-pdf');
shoot('detailed.pdf', 1, 'report-cover');
shoot('detailed.pdf', 2, 'report-executive-summary');
shoot('detailed.pdf', 5, 'report-control');
shoot('word.pdf', 1, 'word-cover');
shoot('word.pdf', 3, 'word-executive-summary');
shoot('detailed-word.pdf', 2, 'word-contents');
const detailedPages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path.join(work, 'detailed-word.pdf')], { encoding: 'utf8' }))?.[1] ?? 0);
const registerPage = Array.from({ length: detailedPages }, (_, index) => index + 1).find(
  (page) => page > 2 && execFileSync('pdftotext', ['-f', String(page), '-l', String(page), path.join(work, 'detailed-word.pdf'), '-'], { encoding: 'utf8' }).startsWith('Requirement outcomes'),
);
if (registerPage === undefined) throw new Error('The detailed Word report has no page that starts with its requirement outcomes');
shoot('detailed-word.pdf', registerPage, 'word-register-table');
/** Each word of a PDF's page with its box in points, in reading order (`pdftotext -bbox`). */
function pageWords(pdf: string, page: number): { text: string; top: number; bottom: number }[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), path.join(work, pdf), '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
    text: match[3] ?? '',
    top: Number(match[1]),
    bottom: Number(match[2]),
  }));
}

/** Where a run of words starts on a page: the index of its first word, or -1. */
function findWords(words: readonly { text: string }[], run: readonly string[]): number {
  return words.findIndex((_word, index) => run.every((text, offset) => words[index + offset]?.text === text));
}

/**
 * The progress section of a PDF, from its heading to the next section's, cut from each page it runs on
 * (without the footer) and stacked, at 60 dpi, into docs/screenshots.
 */
async function shootSection(pdf: string, name: string, heading: readonly string[]): Promise<void> {
  const scale = 60 / 72;
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path.join(work, pdf)], { encoding: 'utf8' }))?.[1] ?? 0);
  const parts: { file: string; top: number; bottom: number }[] = [];
  let inside = false;
  for (let page = 2; page <= pages; page += 1) {
    const words = pageWords(pdf, page);
    // The heading word for word: the Word report's contents list it with dot leaders.
    const start = findWords(words, heading);
    const end = findWords(words, ['Organisation', 'and', 'implementation', 'plan']);
    if (!inside && start < 0) continue;
    const firstWord = words[Math.max(0, start)];
    const footer = words[findWords(words, ['Essential', 'Eight', 'Advisory', '|'])];
    const top = start >= 0 && firstWord ? firstWord.top - 8 : 36;
    const above = words.filter((word) => word.bottom < (end >= 0 ? (words[end]?.top ?? 0) : (footer?.top ?? 800)));
    const bottom = Math.max(...above.map((word) => word.bottom)) + 8;
    const file = path.join(work, `${name}-${page}`);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', '-f', String(page), '-l', String(page), path.join(work, pdf), file]);
    // A page that opens with the next section adds nothing.
    if (above.length > 0) parts.push({ file: `${file}.png`, top: Math.round(top * scale), bottom: Math.round(bottom * scale) });
    inside = end < 0;
    if (!inside) break;
  }
  const crops = await Promise.all(parts.map(async (part) => {
    const { width = 0 } = await sharp(part.file).metadata();
    return { input: await sharp(part.file).extract({ left: 0, top: part.top, width, height: part.bottom - part.top }).toBuffer(), width, height: part.bottom - part.top };
  }));
  const width = Math.max(...crops.map((crop) => crop.width));
  const height = crops.reduce((total, crop) => total + crop.height, 0);
  let top = 0;
  const composite = crops.map((crop) => {
    const placed = { input: crop.input, left: 0, top };
    top += crop.height;
    return placed;
  });
  await sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(composite).png().toFile(path.join(screenshots, `${name}.png`));
}

const heading = reassessed.progress?.since.heading.split(' ') ?? [];
await shootSection('progress-detailed.pdf', 'report-progress', heading);
await shootSection('progress-word.pdf', 'word-progress', heading);
console.log(`Wrote the report screenshots to ${screenshots}`);
