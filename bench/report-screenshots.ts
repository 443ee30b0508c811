/**
 * Redraws the report screenshots in docs/screenshots from the sample quick check, with a booking link
 * in the branding: the summary PDF, the detailed PDF's cover and executive summary and a control page,
 * and the Word report's cover and executive summary as LibreOffice prints them, each page at 60 dpi.
 * Needs pdftoppm and libreoffice. Run: npx tsx bench/report-screenshots.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Packer } from 'docx';
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
const detailed = buildDetailedReport(assessment, branding);

fs.writeFileSync(path.join(work, 'summary.pdf'), await renderSummaryPdfBuffer(buildSummaryReport(assessment, branding)));
fs.writeFileSync(path.join(work, 'detailed.pdf'), await renderDetailedPdfBuffer(detailed));
fs.writeFileSync(path.join(work, 'word.docx'), await Packer.toBuffer(wordReportDocument(detailed)));
execFileSync('libreoffice', [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', work, path.join(work, 'word.docx')], { stdio: 'ignore' });

/** One page of a PDF as a PNG in docs/screenshots. */
function shoot(pdf: string, page: number, name: string): void {
  const prefix = path.join(work, name);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', '-f', String(page), '-l', String(page), path.join(work, pdf), prefix]);
  fs.copyFileSync(`${prefix}.png`, path.join(screenshots, `${name}.png`));
}

shoot('summary.pdf', 1, 'report-summary-pdf');
shoot('detailed.pdf', 1, 'report-cover');
shoot('detailed.pdf', 3, 'report-executive-summary');
shoot('detailed.pdf', 5, 'report-control');
shoot('word.pdf', 1, 'word-cover');
shoot('word.pdf', 3, 'word-executive-summary');
console.log(`Wrote the report screenshots to ${screenshots}`);
