import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { assessmentListCsvHeader, assessmentListCsvRows, type CsvDetails, type CsvExportEnd } from '../../domain/list-csv';
import { toListItem } from '../../domain/support-views';
import type { LevelsByControl } from '../../domain/scoring';
import { currentLevelsOf, targetLevelsOf } from '../store/assessment-levels.server';
import { assessedLevelsOf } from '../store/review-levels.server';
import { assessmentSummariesBefore, type AssessmentFilter, type PositionedSummary } from '../store/assessment-list.server';
import type { Database } from '../store/schema.server';

/** Assessments read per batch: one statement a batch, and a batch's text (about 400 KB) is all the export holds at once. */
export const CSV_BATCH_SIZE = 1000;

/** Where a streamed CSV export starts, and what it is told when it ends. */
export interface CsvExportRun {
  /** Only assessments below this list position: one more than the largest at the start, so rows saved during the export are left out. */
  beforePosition: number;
  /** Told once how many assessments were handed to the response and how the export ended; a whole file waits for it. */
  onEnd: (sent: number, end: CsvExportEnd) => Promise<void>;
  log: FastifyBaseLogger;
  /** The deployment's time zone (E8_TIME_ZONE), whose day each assessment's date is. */
  timeZone: string;
}

/**
 * Each strategy's current and target levels of a batch, by assessment id: from the levels kept on each row,
 * and from the level rows only for a row without them (one written around the store, until its figures are rebuilt).
 */
async function batchLevels(db: Kysely<Database>, batch: readonly PositionedSummary[]) {
  const currents = new Map<string, LevelsByControl>();
  const targets = new Map<string, LevelsByControl>();
  const unkept: string[] = [];
  for (const row of batch) {
    if (row.levels) {
      currents.set(row.totals.id, row.levels.currents);
      targets.set(row.totals.id, row.levels.targets);
    } else unkept.push(row.totals.id);
  }
  if (unkept.length > 0) {
    const [current, target] = await Promise.all([currentLevelsOf(db, unkept), targetLevelsOf(db, unkept)]);
    for (const [id, levels] of current) currents.set(id, levels);
    for (const [id, levels] of target) targets.set(id, levels);
  }
  return { currents, targets };
}

/** One batch of the export as CSV lines, with each assessment's current and target levels and planning answers; and where the next batch starts. */
async function csvBatch(db: Kysely<Database>, filter: AssessmentFilter, beforePosition: number, timeZone: string) {
  const batch = await assessmentSummariesBefore(db, filter, beforePosition, CSV_BATCH_SIZE);
  const [{ currents, targets }, assessed] = await Promise.all([batchLevels(db, batch), assessedLevelsOf(db, batch.map((row) => row.totals.id))]);
  const details = new Map<string, CsvDetails>(
    batch.map((row) => [
      row.totals.id,
      { ...row.planning, targetLevels: targets.get(row.totals.id) ?? {}, evidenceLevels: row.totals.evidenceLevels ?? null, assessedLevel: assessed.get(row.totals.id) ?? null },
    ]),
  );
  return {
    count: batch.length,
    text: assessmentListCsvRows(batch.map((row) => toListItem(row.totals)), currents, details, timeZone),
    nextBefore: batch.at(-1)?.position ?? beforePosition,
  };
}

/**
 * The CSV export of the assessments matching a filter, newest first, as chunks of text: the header at once, then a chunk per
 * batch, each read only when the response has taken the one before (so memory stays flat however many rows there are).
 * Batches walk down the list positions (keyset paging), so every assessment present at the start is sent exactly once even
 * while others are saved; one deleted before its batch is read is left out. When it ends, `onEnd` hears how many assessments
 * were sent and whether the file was whole, stopped by the client, or broken by an error (which is logged and rethrown, so the
 * response is cut off rather than ending as a short file that looks whole).
 */
export async function* assessmentCsvChunks(db: Kysely<Database>, filter: AssessmentFilter, run: CsvExportRun): AsyncGenerator<string, void, undefined> {
  let sent = 0;
  let end: CsvExportEnd = 'stopped';
  try {
    yield assessmentListCsvHeader();
    for (let before = run.beforePosition; ; ) {
      const batch = await csvBatch(db, filter, before, run.timeZone);
      if (batch.count > 0) {
        sent += batch.count;
        yield batch.text;
      }
      if (batch.count < CSV_BATCH_SIZE) break;
      before = batch.nextBefore;
      // SQLite answers without waiting, and a socket that keeps up never pushes back, so without this turn of the
      // event loop an export of a million rows would hold every other request (and the collector's idle work) until it ended.
      await nextTurn();
    }
    end = 'complete';
  } catch (error) {
    end = 'failed';
    run.log.error({ err: error }, `CSV export: failed after ${sent} assessments; the download is cut off`);
    throw error;
  } finally {
    if (end === 'complete') {
      // A whole file is only delivered once its audit entry is written: if that fails, the download fails too.
      await run.onEnd(sent, end);
    } else {
      // The response is already over: a failure to note it can only be logged.
      await run.onEnd(sent, end).catch((error: unknown) => run.log.error({ err: error }, 'CSV export: the audit entry of a cut-short export was not written'));
    }
  }
}
