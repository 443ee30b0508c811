import { TEST_DAY } from '../tests/support/assessments';
import { Packer } from 'docx';
import { DEFAULT_BRANDING } from '../src/domain/branding';
import { buildDetailedReport } from '../src/domain/detailed-report';
import { buildSummaryReport } from '../src/domain/summary-report';
import { renderDetailedPdfBuffer } from '../src/reports/detailed-pdf';
import { renderSummaryPdfBuffer } from '../src/reports/summary-pdf';
import { wordReportDocument } from '../src/reports/word-report';
import { sampleAssessment } from './sample-assessment';

async function median(runs: number, make: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await make();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** Median time to make each report in Node, in ms. */
export async function nodeReportTimes(runs: number): Promise<Record<'summary PDF' | 'detailed PDF' | 'Word report', number>> {
  const assessment = sampleAssessment('Bench Pty Ltd');
  return {
    'summary PDF': await median(runs, () => renderSummaryPdfBuffer(buildSummaryReport(assessment, DEFAULT_BRANDING, TEST_DAY))),
    'detailed PDF': await median(runs, () => renderDetailedPdfBuffer(buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY))),
    'Word report': await median(runs, () => Packer.toBuffer(wordReportDocument(buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY)))),
  };
}
