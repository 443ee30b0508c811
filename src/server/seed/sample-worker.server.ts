import { parentPort, workerData } from 'node:worker_threads';
import { copyLine } from './copy-text.server';
import { randomNumbers } from './random-numbers.server';
import { sampleAssessments } from './sample-assessments.server';
import type { SampleBatch, SampleWork } from './sample-batches.server';
import { columnValue, rowSource, type ColumnValue, type Row, type RowSource } from './seed-rows.server';

function valuesOf(columns: readonly string[], row: Row): ColumnValue[] {
  return columns.map((column) => columnValue(row, column));
}

/** The next `size` sample assessments' rows, as COPY text or as rows of values in column order. */
function nextBatch(source: RowSource, size: number, form: SampleWork['form']): SampleBatch {
  let controlColumns: string[] | undefined;
  const encode = form === 'copy' ? copyLine : valuesOf;
  const assessments: (string | ColumnValue[])[] = [];
  const controls: (string | ColumnValue[])[] = [];
  for (let index = 0; index < size; index += 1) {
    const rows = source.next();
    assessments.push(encode(source.columns, rows.assessment));
    for (const control of rows.controls) {
      controlColumns ??= Object.keys(control);
      controls.push(encode(controlColumns, control));
    }
  }
  const batch = { count: size, columns: source.columns, controlColumns: controlColumns ?? [] };
  return form === 'copy'
    ? { ...batch, form, assessments: assessments.join(''), controls: controls.join('') }
    : { ...batch, form, assessments: assessments as ColumnValue[][], controls: controls as ColumnValue[][] };
}

// Each message from the loader asks for the next batch; the batches are made in order, the last one short.
const work = workerData as SampleWork;
const port = parentPort;
if (!port) throw new Error('The sample worker runs only as a worker thread.');
const source = rowSource(sampleAssessments(randomNumbers(work.seedValue), work.count, work.now), work.firstSeq);
let made = 0;
port.on('message', () => {
  const size = Math.min(work.batchSize, work.count - made);
  made += size;
  port.postMessage(nextBatch(source, size, work.form));
});
