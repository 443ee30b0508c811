import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { AUDIT_PAGE_SIZE, auditLogPageSchema, auditLogQuerySchema, auditTimeRange, type AuditLogPage, type AuditLogQuery } from '../../domain/audit-log';
import { dayOf } from '../../domain/calendar-day';
import { auditLogCsvExportInWords } from '../../domain/audit-log-csv';
import { auditLogCsvFileName } from '../../domain/file-names';
import type { CsvExportEnd } from '../../domain/list-csv';
import { totalPages } from '../../domain/support-views';
import { auditLogFiltersInWords, auditLogReadInWords } from '../../domain/audit-reads';
import { auditLogItemOf } from '../audit-log-items.server';
import { requireAdministrator, supportUsername } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { auditLogCsvChunks } from '../csv-export/audit-log-csv.server';
import { streamedFile } from '../file-answers.server';
import { auditLogActors, auditLogPage, insertNoChangeAuditEvent, type AuditLogFilter } from '../store/audit.server';
import { recordRead } from '../audit-reads.server';
import type { Database } from '../store/schema.server';

/** The store's filter for a query of the page: the person, the action, the assessment and the whole days of `timeZone`. */
function filterOf(query: AuditLogQuery, timeZone: string): AuditLogFilter {
  return { actor: query.actor, action: query.action, assessmentId: query.assessment, ...auditTimeRange(query, timeZone) };
}

/**
 * The audit log page's API (administrators only): a filtered page of events, newest first, and the people
 * to filter by; and the CSV of every event the same filters select. Each read and export is itself audited.
 * Date filters mean whole days of `timeZone` (E8_TIME_ZONE).
 */
export function auditLogRoutes(app: FastifyInstance, db: Kysely<Database>, now: () => number, timeZone: string): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before the query is parsed, so a stranger learns nothing about the filters.
  const preValidation = requireAdministrator(db, now);
  const invalidInput = { code: 'invalid_query', message: 'The audit log filters are not valid' };

  api.get('/api/support/audit', { preValidation, schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema, ...errorResponses } }, config: { invalidInput } }, async (request) => {
    const query = request.query;
    const [{ total, rows }, actors] = await Promise.all([
      auditLogPage(db, filterOf(query, timeZone), { offset: (query.page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE }),
      auditLogActors(db),
    ]);
    // Recorded after the page is read, so a page never lists its own reading.
    await recordRead(db, request, now(), { action: 'audit-log-read', details: auditLogReadInWords(query) });
    const page: AuditLogPage = { items: rows.map(auditLogItemOf), total, page: query.page, totalPages: totalPages(total, AUDIT_PAGE_SIZE), actors, timeZone };
    return page;
  });

  api.get(
    '/api/support/audit/export.csv',
    { preValidation, schema: { querystring: auditLogQuerySchema, response: { 200: streamedFile, ...errorResponses } }, config: { invalidInput } },
    async (request, reply) => {
      const query = request.query;
      const startedAt = now();
      const onEnd = (sent: number, end: CsvExportEnd) => recordExport(request, sent, end, auditLogFiltersInWords(query));
      // Bytes, not objects: the stream asks for the next batch only once the one before has mostly gone out.
      const file = Readable.from(auditLogCsvChunks(db, filterOf(query, timeZone), { upTo: startedAt, timeZone, onEnd, log: request.log }), { objectMode: false });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditLogCsvFileName(dayOf(startedAt, timeZone))}"`)
        .send(file);
    },
  );

  function recordExport(request: FastifyRequest, sent: number, end: CsvExportEnd, filters: string): Promise<void> {
    return insertNoChangeAuditEvent(db, { at: now(), actor: supportUsername(request), action: 'export', assessmentId: null, details: auditLogCsvExportInWords(sent, end, filters), address: request.ip });
  }
}
