/**
 * Runs in a worker thread: renders detailed PDFs for the export endpoint, so the layout work
 * (most of a second of CPU) never blocks the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import type { DetailedReport } from '../../domain/detailed-report';
import { renderDetailedPdfBuffer } from '../../reports/detailed-pdf';

parentPort?.on('message', async (message: { id: number; report: DetailedReport }) => {
  try {
    const pdf = await renderDetailedPdfBuffer(message.report);
    // The PDF's memory moves to the main thread instead of being copied, unless it is shared.
    parentPort?.postMessage({ id: message.id, pdf }, pdf.buffer instanceof ArrayBuffer ? [pdf.buffer] : []);
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
