import { today } from '../today';
import type { Assessment } from '../../domain/assessment';
import type { AssessedVerdict } from '../../domain/review/assessed-verdict';
import { summaryPdfFileName } from '../../domain/file-names';
import { buildSummaryReport, type SummaryReport } from '../../domain/summary-report';
import { fetchSeries } from '../api/series';
import { currentBranding } from '../branding';
import { loadNotAssessed } from '../useNotAssessed';
import type { SummaryPdfAnswer } from './summary-pdf-worker';

/** A summary PDF, made or being made, for one assessment, and the name to save it under. */
export interface SummaryFile {
  assessment: Assessment;
  verdict: AssessedVerdict | null;
  fileName: string;
  pdf: Promise<Blob>;
}

/** Renders on the page's own thread: the way when a worker cannot be started or fails. */
async function renderHere(report: SummaryReport): Promise<Blob> {
  const { renderSummaryPdf } = await import('../../reports/summary-pdf');
  return renderSummaryPdf(report);
}

/**
 * Renders in a worker of its own (which fetches the renderer, about 320 KB brotli), so that the
 * page's main thread, and a tap on it, never waits for the render; the worker ends once it has answered.
 */
function renderInWorker(report: SummaryReport): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./summary-pdf-worker.ts', import.meta.url), { type: 'module', name: 'summary-pdf' });
    worker.addEventListener('message', (event: MessageEvent<SummaryPdfAnswer>) => {
      worker.terminate();
      if ('pdf' in event.data) resolve(event.data.pdf);
      else reject(new Error(event.data.error));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The PDF worker could not start'));
    });
    try {
      worker.postMessage(report);
    } catch (error) {
      worker.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/**
 * Starts making the summary PDF of an assessment, in the consultancy's branding: in a worker, else on the page.
 * A completed assessment's series is read first, so a re-assessment's summary gives its progress in a line; a
 * series that cannot be read fails the file in words rather than leave the line out. `verdict`, the consultancy's
 * verdict on a review shared with the respondent, comes first in the file when there is one.
 */
export function makeSummaryFile(assessment: Assessment, verdict: AssessedVerdict | null): SummaryFile {
  const series = assessment.status === 'completed' ? fetchSeries(assessment.id) : Promise.resolve([]);
  const pdf = Promise.all([loadNotAssessed(assessment), series]).then(([notAssessed, points]) => {
    const report = buildSummaryReport(assessment, currentBranding(), today(), notAssessed, points, verdict);
    return typeof Worker === 'function' ? renderInWorker(report).catch(() => renderHere(report)) : renderHere(report);
  });
  // A file made ahead may never be asked for: its failure is reported only if it is (summaryFileFor).
  pdf.catch(() => undefined);
  return { assessment, verdict, fileName: summaryPdfFileName(assessment.organizationName), pdf };
}

/** The file made ahead when it is this assessment's with this verdict and did not fail, else a new one. */
export async function summaryFileFor(assessment: Assessment, verdict: AssessedVerdict | null, ahead: SummaryFile | undefined): Promise<{ pdf: Blob; fileName: string }> {
  if (ahead?.assessment === assessment && ahead.verdict === verdict) {
    const pdf = await ahead.pdf.catch(() => undefined);
    if (pdf) return { pdf, fileName: ahead.fileName };
  }
  const made = makeSummaryFile(assessment, verdict);
  return { pdf: await made.pdf, fileName: made.fileName };
}
