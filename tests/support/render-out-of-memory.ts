/**
 * Run as a process of its own by the out-of-memory test of the report renderer (`node --import tsx` this file): renders a
 * small report, the largest detailed assessment's report and the small one again, in workers held to a 96 MB heap, and
 * prints each outcome as a JSON line: "%PDF-" for a PDF, or the failure's code, status and words.
 *
 * A process of its own, because a worker's heap limit is Node's best effort: now and then (once in five full runs of the
 * unit tests in one day here, on Node 24, none in eight runs of this script alone) a worker that passes it aborts the
 * whole process with "FATAL ERROR: Reached heap limit" instead of stopping alone, and a test process that aborts takes
 * every test file beside it down.
 */
import { buildDetailedReport } from '../../src/domain/detailed-report';
import { DEFAULT_BRANDING } from '../../src/domain/branding';
import { workerReportRenderer } from '../../src/server/pdf-export/report-renderer.server';
import { RenderFailure } from '../../src/server/pdf-export/render-failure.server';
import { allControls, quickAssessment, TEST_DAY } from './assessments';
import { maximalDetailedReport } from './maximal-assessment';

const small = buildDetailedReport(
  quickAssessment({ organizationName: 'Small Report Pty Ltd', assessments: allControls(1), priorities: [], constraints: '' }),
  DEFAULT_BRANDING,
  [],
  TEST_DAY,
);
const renderer = workerReportRenderer({ memoryLimitMb: 96 });
for (const report of [small, maximalDetailedReport(), small]) {
  const outcome = await renderer.renderDetailedPdf(report).then(
    (pdf) => pdf.subarray(0, 5).toString(),
    (error: unknown) => (error instanceof RenderFailure ? { code: error.code, status: error.status, message: error.message } : { error: String(error) }),
  );
  console.log(JSON.stringify(outcome));
}
await renderer.close();
