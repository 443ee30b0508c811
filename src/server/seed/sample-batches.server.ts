import { Worker } from 'node:worker_threads';
import type { ColumnValue } from './seed-rows.server';

/** What the sample worker makes: which assessments (as sampleAssessments takes them), from which list position, and in which form. */
export interface SampleWork {
  seedValue: number;
  count: number;
  now: number;
  /** The list position of the first assessment; the rest follow one by one. */
  firstSeq: number;
  /** Assessments per batch. */
  batchSize: number;
  /** COPY text for PostgreSQL, or rows of values in column order for SQLite's prepared statements. */
  form: 'copy' | 'values';
}

/** A batch of sample assessments' rows: the assessments rows and their level rows, with the columns of each. */
export type SampleBatch = {
  count: number;
  /** The columns of the assessments rows, as the store's row builder names them. */
  columns: readonly string[];
  /** The columns of the level rows; empty when the batch has none. */
  controlColumns: readonly string[];
} & ({ form: 'copy'; assessments: string; controls: string } | { form: 'values'; assessments: ColumnValue[][]; controls: ColumnValue[][] });

/** Where a loader gets its rows: batches of sample assessments from a list position on, in the form it writes. */
export type SampleBatches = (firstSeq: number, form: SampleWork['form']) => AsyncIterable<SampleBatch>;

/**
 * The sample assessments of `work` in batches, made in a worker thread while the loader writes the batch before:
 * making the rows (random answers, the store's row builders, COPY text) took as long as PostgreSQL took to write
 * them, and a third of SQLite's time, on one core of two. One batch is made ahead, so at most two wait in memory.
 * The worker stops when the batches end or the loader stops asking; an error in it ends the batches with that error.
 */
export async function* sampleBatches(work: SampleWork): AsyncGenerator<SampleBatch, void, undefined> {
  const worker = new Worker(new URL('./sample-worker.mjs', import.meta.url), { workerData: work });
  const total = Math.ceil(work.count / work.batchSize);
  const arrived: SampleBatch[] = [];
  let waiting: { resolve: (batch: SampleBatch) => void; reject: (error: Error) => void } | undefined;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = undefined;
  };
  worker.on('message', (batch: SampleBatch) => {
    if (waiting) waiting.resolve(batch);
    else arrived.push(batch);
    waiting = undefined;
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The sample worker stopped (exit code ${code}) before the last batch.`)));
  const next = () =>
    new Promise<SampleBatch>((resolve, reject) => {
      const batch = arrived.shift();
      if (batch) resolve(batch);
      else if (failure) reject(failure);
      else waiting = { resolve, reject };
    });
  let asked = 0;
  const ask = () => {
    if (asked >= total) return;
    asked += 1;
    worker.postMessage('next');
  };
  try {
    ask();
    ask();
    for (let received = 0; received < total; received += 1) {
      const batch = await next();
      ask();
      yield batch;
    }
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}
