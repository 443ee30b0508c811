import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { DetailedReport } from '../../domain/detailed-report';
import { RenderFailure, renderFailure } from './render-failure.server';

/**
 * Who a render is for: the support portal's export, or a public route (the respondent's own report, asked for with an
 * access key). Public renders may occupy only some of the workers, so the portal always has one of its own.
 */
export type RenderLane = 'portal' | 'public';

/** Renders detailed PDFs for the server export. */
export interface ReportRenderer {
  /**
   * The PDF; rejects with a `RenderFailure` saying why not. A `signal` that aborts gives the render up for this caller.
   * The `lane` is "public" unless the caller says it is the portal's.
   */
  renderDetailedPdf(report: DetailedReport, options?: { signal?: AbortSignal; lane?: RenderLane }): Promise<Buffer>;
  close(): Promise<void>;
}

/** How long the worker stays after its last export: it holds about 110 MB. */
const DEFAULT_IDLE_MS = 30_000;
/** Longest a render may take before its worker is stopped; also the longest a render waits for a free worker. Both together stay under the 60 s a browser or proxy waits. */
export const RENDER_TIME_LIMIT_MS = 20_000;
/** The worker's JavaScript heap limit: the largest assessment's PDF needs a fraction of it, and a render that needs more is stopped, not left to take the server's memory. */
export const RENDER_MEMORY_LIMIT_MB = 512;
/** Longest a new worker may take to load the renderer (1 to 4 s here) before it is stopped, so a worker that hangs while loading never holds a request. */
export const WORKER_START_LIMIT_MS = 30_000;
/** Workers rendering at once: one long render leaves another for the rest, and a 2-core machine keeps a core for the web server. */
export const RENDER_WORKERS = 2;
/**
 * Workers public renders may occupy at once: anyone with an access key can ask for their own report and hold the
 * request open, so they take turns on one worker and the other is kept for the portal (which may use both).
 */
export const PUBLIC_RENDER_WORKERS = 1;

export interface RendererOptions {
  idleMs?: number;
  timeLimitMs?: number;
  startLimitMs?: number;
  memoryLimitMb?: number;
  workers?: number;
  /** Of `workers`, how many public renders may occupy at once (at most `workers`). */
  publicWorkers?: number;
  /** Called as each render starts in a worker, with its lane (tests count renders with it). */
  onRenderStart?: (lane: RenderLane) => void;
}

type Waiter = { resolve: (pdf: Buffer) => void; reject: (error: RenderFailure) => void };
/** One render, shared by every request for the same report while it is queued or running. */
type Job = { key: string; report: DetailedReport; lane: RenderLane; waiters: Set<Waiter>; slot?: Slot; waitTimer?: NodeJS.Timeout };
type Slot = { worker: Worker; ready: boolean; job?: Job; startTimer?: NodeJS.Timeout; renderTimer?: NodeJS.Timeout; idleTimer?: NodeJS.Timeout };

/**
 * A renderer backed by a small pool of worker threads, started on first use and stopped once idle.
 * Identical reports asked for together share one render; a render past its time or memory limit, or no
 * longer wanted by anyone, stops its worker, and the next render gets a fresh one. Public renders take
 * turns on at most `publicWorkers` workers; a portal render waiting behind them starts on any other.
 */
export function workerReportRenderer({
  idleMs = DEFAULT_IDLE_MS,
  timeLimitMs = RENDER_TIME_LIMIT_MS,
  startLimitMs = WORKER_START_LIMIT_MS,
  memoryLimitMb = RENDER_MEMORY_LIMIT_MB,
  workers = RENDER_WORKERS,
  publicWorkers = PUBLIC_RENDER_WORKERS,
  onRenderStart,
}: RendererOptions = {}): ReportRenderer & { running(): boolean } {
  const slots = new Set<Slot>();
  const publicTurns = Math.min(publicWorkers, workers);
  const queue: Job[] = [];
  const jobs = new Map<string, Job>();

  const finish = (job: Job, result: Buffer | RenderFailure) => {
    jobs.delete(job.key);
    clearTimeout(job.waitTimer);
    const index = queue.indexOf(job);
    if (index >= 0) queue.splice(index, 1);
    for (const waiter of job.waiters) {
      if (result instanceof RenderFailure) waiter.reject(result);
      else waiter.resolve(result);
    }
    job.waiters.clear();
  };

  const stop = (slot: Slot, failure: RenderFailure) => {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.startTimer);
    clearTimeout(slot.renderTimer);
    clearTimeout(slot.idleTimer);
    void slot.worker.terminate();
    if (slot.job) finish(slot.job, failure);
    slot.job = undefined;
    next();
  };

  const startTimer = (slot: Slot) => {
    // The limit counts the layout only: a fresh worker's start (loading the renderer) is not the report's doing.
    if (slot.ready && slot.job) slot.renderTimer = setTimeout(() => stop(slot, renderFailure('report_timeout', { timeLimitMs })), timeLimitMs);
  };

  const stopWhenIdle = (slot: Slot) => {
    slot.idleTimer = setTimeout(() => stop(slot, renderFailure('export_failed')), idleMs);
    // An idle timer alone never keeps the process alive.
    slot.idleTimer.unref();
  };

  const start = (): Slot => {
    // The worker is TypeScript, like the rest of the server: its entry registers tsx first.
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb } });
    const slot: Slot = { worker, ready: false };
    slot.startTimer = setTimeout(() => stop(slot, renderFailure('export_failed', { cause: 'The report renderer did not start in time' })), startLimitMs);
    worker.on('message', (message: { ready?: true; pdf?: Uint8Array; error?: string }) => {
      if (message.ready) {
        clearTimeout(slot.startTimer);
        slot.ready = true;
        startTimer(slot);
        return;
      }
      // A late answer from a worker already stopped (its time ran out as it finished) is dropped.
      if (!slots.has(slot)) return;
      const job = slot.job;
      clearTimeout(slot.renderTimer);
      slot.job = undefined;
      if (job) finish(job, message.pdf ? Buffer.from(message.pdf) : renderFailure('export_failed', { cause: message.error }));
      stopWhenIdle(slot);
      next();
    });
    worker.on('error', (error: Error & { code?: string }) =>
      stop(slot, renderFailure(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'report_too_large' : 'export_failed', { cause: error.message })),
    );
    worker.on('exit', () => stop(slot, renderFailure('export_failed', { cause: 'The report renderer stopped' })));
    slots.add(slot);
    return slot;
  };

  const publicRunning = () => [...slots].filter((slot) => slot.job?.lane === 'public').length;

  /** Gives waiting jobs to free workers in the order they came, starting workers up to the pool's size; a public job waits while the public turns are taken. */
  const next = () => {
    for (const job of [...queue]) {
      if (job.lane === 'public' && publicRunning() >= publicTurns) continue;
      const free = [...slots].find((slot) => !slot.job) ?? (slots.size < workers ? start() : undefined);
      if (!free) return;
      queue.splice(queue.indexOf(job), 1);
      clearTimeout(job.waitTimer);
      clearTimeout(free.idleTimer);
      free.job = job;
      job.slot = free;
      onRenderStart?.(job.lane);
      startTimer(free);
      free.worker.postMessage({ report: job.report });
    }
  };

  /** Nobody waits for this render any more: it leaves the queue, or its worker stops. */
  const abandon = (job: Job) => {
    if (job.slot) stop(job.slot, renderFailure('report_cancelled'));
    else finish(job, renderFailure('report_cancelled'));
  };

  return {
    renderDetailedPdf: (report, { signal, lane = 'public' } = {}) =>
      new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(renderFailure('report_cancelled'));
        const key = createHash('sha256').update(JSON.stringify(report)).digest('hex');
        let job = jobs.get(key);
        if (!job) {
          const created: Job = { key, report, lane, waiters: new Set() };
          created.waitTimer = setTimeout(() => finish(created, renderFailure('report_busy')), timeLimitMs);
          jobs.set(key, created);
          queue.push(created);
          job = created;
        }
        const shared = job;
        // The portal asking for a report a public request is waiting for lifts it out of the public turns; one already
        // rendering keeps its lane, so its public turn is not freed while its worker is still busy.
        if (lane === 'portal' && !shared.slot) shared.lane = 'portal';
        const onAbort = () => {
          shared.waiters.delete(waiter);
          reject(renderFailure('report_cancelled'));
          if (shared.waiters.size === 0) abandon(shared);
        };
        const waiter: Waiter = {
          resolve: (pdf) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(pdf);
          },
          reject: (failure) => {
            signal?.removeEventListener('abort', onAbort);
            reject(failure);
          },
        };
        shared.waiters.add(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
        next();
      }),
    running: () => slots.size > 0,
    close: async () => {
      const running = [...slots];
      // Jobs first, so stopping a worker finds no queued job to start another for.
      for (const job of [...jobs.values()]) finish(job, renderFailure('export_failed', { cause: 'The report renderer stopped' }));
      for (const slot of running) stop(slot, renderFailure('export_failed', { cause: 'The report renderer stopped' }));
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}
