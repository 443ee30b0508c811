import { TEST_DAY } from '../tests/support/assessments';
/**
 * Writes every report of a realistic detailed assessment to /tmp/e8-reports for a look: the summary
 * PDF, the detailed PDF and the Word report. Run: npx tsx bench/preview-detailed-reports.ts, then
 * `pdftoppm -png` the PDFs (and `libreoffice --headless --convert-to pdf` the Word file first).
 */
import fs from 'node:fs';
import { Packer } from 'docx';
import { DEFAULT_BRANDING } from '../src/domain/branding';
import { buildDetailedReport } from '../src/domain/detailed-report';
import { buildSummaryReport } from '../src/domain/summary-report';
import { renderDetailedPdfBuffer } from '../src/reports/detailed-pdf';
import { renderSummaryPdfBuffer } from '../src/reports/summary-pdf';
import { wordReportDocument } from '../src/reports/word-report';
import { sampleDetailedAssessment } from './sample-assessment';

const out = '/tmp/e8-reports';
fs.mkdirSync(out, { recursive: true });
const assessment = sampleDetailedAssessment(process.env.ORG ?? 'Acme Widgets Pty Ltd');
const report = buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY);
fs.writeFileSync(`${out}/detailed-assessment-summary.pdf`, await renderSummaryPdfBuffer(buildSummaryReport(assessment, DEFAULT_BRANDING, TEST_DAY)));
fs.writeFileSync(`${out}/detailed-assessment.pdf`, await renderDetailedPdfBuffer(report));
fs.writeFileSync(`${out}/detailed-assessment.docx`, await Packer.toBuffer(wordReportDocument(report)));
console.log(`Wrote ${out}/detailed-assessment-summary.pdf, detailed-assessment.pdf and detailed-assessment.docx`);
