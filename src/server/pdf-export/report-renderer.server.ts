import { Worker } from 'node:worker_threads';
import type { DetailedReport } from '../../domain/detailed-report';

/** Renders detailed PDFs for the server export. */
export interface ReportRenderer {
  renderDetailedPdf(report: DetailedReport): Promise<Buffer>;
  close(): Promise<void>;
}

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/** How long the worker stays after its last export: it holds about 110 MB. */
const DEFAULT_IDLE_MS = 30_000;

/**
 * A renderer backed by one worker thread, started on first use and stopped once idle. Requests queue
 * in the worker, so at most one PDF renders at a time and the main thread stays free to answer others.
 */
export function workerReportRenderer({ idleMs = DEFAULT_IDLE_MS }: { idleMs?: number } = {}): ReportRenderer & { running(): boolean } {
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const stopWhenIdle = () => {
    clearTimeout(idleTimer);
    if (pending.size > 0) return;
    idleTimer = setTimeout(() => {
      const idle = worker;
      worker = undefined;
      void idle?.terminate();
    }, idleMs);
    // An idle timer alone never keeps the process alive.
    idleTimer.unref();
  };

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
      stopWhenIdle();
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', () => {
      // A worker stopped on purpose (idle, or closing) has already been let go.
      if (worker !== started) return;
      worker = undefined;
      failAll(new Error('The report renderer stopped'));
    });

    return started;
  };

  return {
    renderDetailedPdf: (report) =>
      new Promise((resolve, reject) => {
        clearTimeout(idleTimer);
        worker ??= start();
        const id = (nextId += 1);
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, report });
      }),
    running: () => worker !== undefined,
    close: async () => {
      clearTimeout(idleTimer);
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
      failAll(new Error('The report renderer stopped'));
    },
  };
}
