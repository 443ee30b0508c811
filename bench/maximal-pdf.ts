/**
 * Renders the largest detailed assessment's PDF once through the server's report workers and prints how
 * long it took and the process's peak resident memory (VmHWM: main thread and workers together); 2 s into
 * it, asks for a small report's PDF and prints how long that one waited. The largest is asked for as a respondent's
 * own report (the public lane), the small one as the portal's export. The largest is every field at its
 * schema's cap: 152 alternate controls past review with the longest notes, 100 files under the longest names,
 * the longest organisation fields, a year of assessments before it (tests/support/maximal-assessment.ts).
 * Run: npx tsx bench/maximal-pdf.ts   (PDF written to /tmp/e8-reports/maximal.pdf; WORKERS=1 for one worker,
 * TIME_LIMIT_MS=600000 MEMORY_LIMIT_MB=4096 to see what it takes past the server's limits)
 */
import fs from 'node:fs';
import { DEFAULT_BRANDING } from '../src/domain/branding';
import { buildDetailedReport } from '../src/domain/detailed-report';
import { parseAnyAssessmentInput, storedFieldsOf } from '../src/domain/detailed-assessment';
import { workerReportRenderer } from '../src/server/pdf-export/report-renderer.server';
import { completedAssessmentBody, TEST_DAY } from '../tests/support/assessments';
import { maximalDetailedReport } from '../tests/support/maximal-assessment';

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

const report = maximalDetailedReport();
const renderer = workerReportRenderer({
  ...(process.env.TIME_LIMIT_MS ? { timeLimitMs: Number(process.env.TIME_LIMIT_MS) } : {}),
  ...(process.env.WORKERS ? { workers: Number(process.env.WORKERS) } : {}),
  ...(process.env.MEMORY_LIMIT_MB ? { memoryLimitMb: Number(process.env.MEMORY_LIMIT_MB) } : {}),
});
console.log(`before: resident ${residentMb('VmRSS')} MB`);
const started = performance.now();
const small = (async () => {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const asked = performance.now();
  await renderer.renderDetailedPdf(reportOf(completedAssessmentBody()), { lane: 'portal' }).catch(() => undefined);
  console.log(`a small report asked for 2 s in: answered after ${((performance.now() - asked) / 1000).toFixed(1)} s`);
})();
try {
  const pdf = await renderer.renderDetailedPdf(report, { lane: 'public' });
  fs.mkdirSync('/tmp/e8-reports', { recursive: true });
  fs.writeFileSync('/tmp/e8-reports/maximal.pdf', pdf);
  console.log(`maximal detailed PDF: ${((performance.now() - started) / 1000).toFixed(1)} s, ${(pdf.length / 1024).toFixed(0)} KB`);
} catch (error) {
  console.log(`maximal detailed PDF failed after ${((performance.now() - started) / 1000).toFixed(1)} s: ${String(error)}`);
}
await small;
console.log(`peak resident (VmHWM, main thread and worker): ${residentMb('VmHWM')} MB`);
await renderer.close();
