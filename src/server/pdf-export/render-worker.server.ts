/**
 * Runs in a worker thread: renders detailed PDFs for the export endpoint, so the layout work
 * (most of a second of CPU) never blocks the server's event loop. One render at a time: the
 * main thread sends the next only once this one has answered.
 */
import { Console } from 'node:console';
import { parentPort } from 'node:worker_threads';
import type { DetailedReport } from '../../domain/detailed-report';
import { renderDetailedPdfBuffer } from '../../reports/detailed-pdf';

// react-pdf writes what it could not draw (a glyph) with console.log, which a worker would send to the server's stdout:
// that is the log, JSON lines only, so whatever the report libraries write goes to stderr.
globalThis.console = new Console({ stdout: process.stderr, stderr: process.stderr });

parentPort?.on('message', async (message: { report: DetailedReport }) => {
  try {
    const pdf = await renderDetailedPdfBuffer(message.report);
    // The PDF's memory moves to the main thread instead of being copied, unless it is shared.
    parentPort?.postMessage({ pdf }, pdf.buffer instanceof ArrayBuffer ? [pdf.buffer] : []);
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});

// The renderer is loaded: the main thread starts a render's time limit from here.
parentPort?.postMessage({ ready: true });
