/**
 * Renders the largest detailed assessment's PDF once through the server's report workers and prints how
 * long it took and the process's peak resident memory (VmHWM: main thread and workers together); 2 s into
 * it, asks for a small report's PDF and prints how long that one waited.
 * Run: npx tsx bench/maximal-pdf.ts   (PDF written to /tmp/e8-reports/maximal.pdf; WORKERS=1 for one worker)
 */
import fs from 'node:fs';
import { DEFAULT_BRANDING } from '../src/domain/branding';
import { buildDetailedReport } from '../src/domain/detailed-report';
import { parseAnyAssessmentInput, storedFieldsOf } from '../src/domain/detailed-assessment';
import { workerReportRenderer } from '../src/server/pdf-export/report-renderer.server';
import { completedAssessmentBody, maximalDetailedAssessmentBody, TEST_DAY } from '../tests/support/assessments';

function residentMb(field: 'VmHWM' | 'VmRSS'): number {
  const line = fs.readFileSync('/proc/self/status', 'utf8').split('\n').find((entry) => entry.startsWith(field));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
}

function reportOf(body: Record<string, unknown>) {
  const input = parseAnyAssessmentInput(body, TEST_DAY);
  if (!input.success) throw new Error(input.error.message);
  const at = Date.UTC(2026, 10, 22, 1);
  return buildDetailedReport({ id: '00000000-0000-4000-8000-000000000a11', createdAt: at, updatedAt: at, ...storedFieldsOf(input.data, TEST_DAY) }, DEFAULT_BRANDING, [], TEST_DAY);
}

const report = reportOf(maximalDetailedAssessmentBody());
const renderer = workerReportRenderer({
  ...(process.env.TIME_LIMIT_MS ? { timeLimitMs: Number(process.env.TIME_LIMIT_MS) } : {}),
  ...(process.env.WORKERS ? { workers: Number(process.env.WORKERS) } : {}),
});
console.log(`before: resident ${residentMb('VmRSS')} MB`);
const started = performance.now();
const small = (async () => {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const asked = performance.now();
  await renderer.renderDetailedPdf(reportOf(completedAssessmentBody())).catch(() => undefined);
  console.log(`a small report asked for 2 s in: answered after ${((performance.now() - asked) / 1000).toFixed(1)} s`);
})();
try {
  const pdf = await renderer.renderDetailedPdf(report);
  fs.mkdirSync('/tmp/e8-reports', { recursive: true });
  fs.writeFileSync('/tmp/e8-reports/maximal.pdf', pdf);
  console.log(`maximal detailed PDF: ${((performance.now() - started) / 1000).toFixed(1)} s, ${(pdf.length / 1024).toFixed(0)} KB`);
} catch (error) {
  console.log(`maximal detailed PDF failed after ${((performance.now() - started) / 1000).toFixed(1)} s: ${String(error)}`);
}
await small;
console.log(`peak resident (VmHWM, main thread and worker): ${residentMb('VmHWM')} MB`);
await renderer.close();
