import type { SummaryReport } from '../../domain/summary-report';
import { renderSummaryPdf } from '../../reports/summary-pdf';

/** What the worker answers: the PDF, or why it could not be made. */
export type SummaryPdfAnswer = { pdf: Blob } | { error: string };

// A dedicated worker: renders the summary report it is sent into a PDF, off the page's main thread, and
// answers once. The report comes from the page that started it, built from an assessment it already holds.
self.addEventListener('message', (event: MessageEvent<SummaryReport>) => {
  renderSummaryPdf(event.data).then(
    (pdf) => self.postMessage({ pdf } satisfies SummaryPdfAnswer),
    (error: unknown) => self.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies SummaryPdfAnswer),
  );
});
