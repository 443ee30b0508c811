import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { auditLogCsvHeader, auditLogCsvRows } from '../../domain/audit-log-csv';
import type { CsvExportEnd } from '../../domain/list-csv';
import { auditLogItemOf } from '../audit-log-items.server';
import { auditLogBatchBelow, type AuditLogFilter } from '../store/audit.server';
import type { Database } from '../store/schema.server';

/** Events read per batch: one statement a batch, and a batch's text (about 250 KB) is all the export holds at once. */
export const AUDIT_CSV_BATCH_SIZE = 1000;

/** Where the audit log's CSV starts, on which clock it says its times, and what it is told when it ends. */
export interface AuditCsvRun {
  /** Only events recorded up to this instant (ms): those written during the export, its own entry among them, are left out. */
  upTo: number;
  timeZone: string;
  /** Told once how many events were handed to the response and how the export ended; a whole file waits for it. */
  onEnd: (sent: number, end: CsvExportEnd) => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * The audit log's events that a filter selects, newest first, as CSV chunks: the header at once, then a chunk per
 * batch, each read only when the response has taken the one before, so memory stays flat however long the log is.
 * Batches walk down (time, id) (keyset paging), so no event is sent twice or skipped. As the assessments' CSV does,
 * it tells `onEnd` how it ended, and an error is logged and rethrown so the download is cut off rather than ending
 * as a short file that looks whole.
 */
export async function* auditLogCsvChunks(db: Kysely<Database>, filter: AuditLogFilter, run: AuditCsvRun): AsyncGenerator<string, void, undefined> {
  let sent = 0;
  let end: CsvExportEnd = 'stopped';
  try {
    yield auditLogCsvHeader();
    // Nothing sorts below the empty id, so the first batch starts with the newest event up to `upTo`.
    for (let cursor = { at: run.upTo + 1, id: '' }; ; ) {
      const batch = await auditLogBatchBelow(db, filter, cursor, AUDIT_CSV_BATCH_SIZE);
      if (batch.rows.length > 0) {
        sent += batch.rows.length;
        yield auditLogCsvRows(batch.rows.map(auditLogItemOf), run.timeZone);
      }
      if (batch.rows.length < AUDIT_CSV_BATCH_SIZE || !batch.next) break;
      cursor = batch.next;
      // A turn of the event loop between batches, so a long export does not hold every other request.
      await nextTurn();
    }
    end = 'complete';
  } catch (error) {
    end = 'failed';
    run.log.error({ err: error }, `Audit log CSV: failed after ${sent} events; the download is cut off`);
    throw error;
  } finally {
    if (end === 'complete') await run.onEnd(sent, end);
    else await run.onEnd(sent, end).catch((error: unknown) => run.log.error({ err: error }, 'Audit log CSV: the audit entry of a cut-short export was not written'));
  }
}
