import { Worker } from 'node:worker_threads';
import type { DetailedReport } from '../../domain/detailed-report';

/** Renders detailed PDFs for the server export. */
export interface ReportRenderer {
  renderDetailedPdf(report: DetailedReport): Promise<Buffer>;
  close(): Promise<void>;
}

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/**
 * A renderer backed by one worker thread, started on first use. Requests queue in the worker, so
 * at most one PDF renders at a time and the main thread stays free to answer other requests.
 */
export function workerReportRenderer(): ReportRenderer {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    // The worker is TypeScript, like the rest of the server: its entry registers tsx first.
    const started = new Worker(new URL('./render-worker.mjs', import.meta.url));
    started.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
      const entry = pending.get(message.id);
      if (!entry) return;
      pending.delete(message.id);
      if (message.pdf) entry.resolve(Buffer.from(message.pdf));
      else entry.reject(new Error(message.error ?? 'The report could not be rendered'));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', () => {
      worker = undefined;
      failAll(new Error('The report renderer stopped'));
    });

    return started;
  };

  return {
    renderDetailedPdf: (report) =>
      new Promise((resolve, reject) => {
        worker ??= start();
        const id = (nextId += 1);
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, report });
      }),
    close: async () => {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}
