import { TEST_DAY } from '../tests/support/assessments';
/**
 * Renders the summary and detailed PDFs on the server several times and prints the median time,
 * then writes one of each to /tmp/e8-reports for a look. Run: npx tsx bench/render-reports.ts
 */
import fs from 'node:fs';
import { DEFAULT_BRANDING } from '../src/domain/branding';
import { buildDetailedReport } from '../src/domain/detailed-report';
import { buildSummaryReport } from '../src/domain/summary-report';
import { renderDetailedPdfBuffer } from '../src/reports/detailed-pdf';
import { renderSummaryPdfBuffer } from '../src/reports/summary-pdf';
import { sampleAssessment } from './sample-assessment';

const RUNS = Number(process.env.RUNS ?? 5);

async function median(label: string, run: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const times: number[] = [];
  let last: Uint8Array = new Uint8Array();
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    last = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms over ${RUNS} runs (${last.length} bytes)`);
  return last;
}

fs.mkdirSync('/tmp/e8-reports', { recursive: true });
const assessment = sampleAssessment(process.env.ORG ?? 'Acme Widgets Pty Ltd');
fs.writeFileSync('/tmp/e8-reports/summary.pdf', await median('summary PDF (server)', () => renderSummaryPdfBuffer(buildSummaryReport(assessment, DEFAULT_BRANDING, TEST_DAY))));
fs.writeFileSync('/tmp/e8-reports/detailed.pdf', await median('detailed PDF (server)', () => renderDetailedPdfBuffer(buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY))));
