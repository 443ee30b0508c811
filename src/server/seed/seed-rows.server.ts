import { randomBytes } from 'node:crypto';
import { assessmentRow, controlRows } from '../store/assessments.server';
import type { SampleAssessment } from './sample-assessments.server';

/** A value a column can take in both databases. */
export type ColumnValue = string | number | bigint | null;

/** A table row as the store's row builders return it: its properties are the columns. */
export type Row = object;

/** One sample assessment's rows: its assessments row and its level rows. */
export interface SampleRows {
  assessment: Row;
  controls: readonly Row[];
}

/**
 * A row's value as both databases take it. The row builders return text, numbers and nulls; anything
 * else (a column added later that holds something else) stops the seed with its name rather than
 * writing it wrong.
 */
export function columnValue(row: Row, column: string): ColumnValue {
  const value: unknown = Reflect.get(row, column);
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  throw new TypeError(`The seed cannot write the value of column "${column}" (${typeof value}): the store's row builder returned something other than text, a number or null.`);
}

/** Random bytes drawn many rows at a time: one call for each key costs more than the rest of its row. */
const KEY_BYTES = 32;
const KEYS_PER_DRAW = 4096;
let keyPool = Buffer.alloc(0);
let keyOffset = 0;

/**
 * A random value in the shape of an access key's hash (64 hex digits). No key is made, so nobody can
 * open a sample assessment as its respondent; the support pages open it as any other.
 */
function unopenableKeyHash(): string {
  if (keyOffset >= keyPool.length) {
    keyPool = randomBytes(KEY_BYTES * KEYS_PER_DRAW);
    keyOffset = 0;
  }
  keyOffset += KEY_BYTES;
  return keyPool.toString('hex', keyOffset - KEY_BYTES, keyOffset);
}

/**
 * The rows the store would write for a sample assessment at a list position. The columns are
 * whatever the store's own row builders return, so a column they gain is seeded without a change here.
 */
export function sampleRows(sample: SampleAssessment, seq: number): SampleRows {
  const row = assessmentRow(sample.assessment);
  return {
    // Added to the builder's own object: spreading it into a new one took longer than building it. The next review
    // date, which the builder names only when there is one, is named in every row, as the first row's keys are the
    // columns of all.
    assessment: Object.assign(row, {
      access_key_hash: unopenableKeyHash(),
      series_id: sample.seriesId,
      follow_up_status: sample.followUpStatus,
      seq,
      next_review_on: row.next_review_on ?? null,
    }),
    controls: controlRows(sample.assessment),
  };
}

/** Rows of sample assessments one at a time, at list positions counting up from `firstSeq`. */
export interface RowSource {
  /** The columns of the assessments rows, as the store's row builder names them. */
  readonly columns: readonly string[];
  /** The next sample assessment's rows. */
  next(): SampleRows;
}

/** A source of rows from sample assessments; reads the first one at once to learn the columns. */
export function rowSource(samples: Iterator<SampleAssessment>, firstSeq: number): RowSource {
  let seq = firstSeq;
  const take = (): SampleRows => {
    const sample = samples.next();
    if (sample.done) throw new RangeError('The sample assessments ran out before the count asked for.');
    return sampleRows(sample.value, seq++);
  };
  let first: SampleRows | undefined = take();
  return {
    columns: Object.keys(first.assessment),
    next: () => {
      const rows = first ?? take();
      first = undefined;
      return rows;
    },
  };
}
