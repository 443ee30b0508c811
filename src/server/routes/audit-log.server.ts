import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { actorInWords } from '../../domain/audit';
import { AUDIT_PAGE_SIZE, auditActionInWords, auditLogPageSchema, auditLogQuerySchema, auditTimeRange, type AuditLogPage } from '../../domain/audit-log';
import { totalPages } from '../../domain/support-views';
import { auditLogReadInWords } from '../../domain/audit-reads';
import { requireAdministrator } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { auditLogActors, auditLogPage } from '../store/audit.server';
import { recordRead } from '../audit-reads.server';
import type { Database } from '../store/schema.server';

/**
 * The audit log page's API (administrators only): a filtered page of events, newest first, and the people
 * to filter by; each read is itself audited. Date filters mean whole days of `timeZone` (E8_TIME_ZONE).
 */
export function auditLogRoutes(app: FastifyInstance, db: Kysely<Database>, now: () => number, timeZone: string): void {
  const route = {
    // Before the query is parsed, so a stranger learns nothing about the filters.
    preValidation: requireAdministrator(db, now),
    schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema, ...errorResponses } },
    config: { invalidInput: { code: 'invalid_query', message: 'The audit log filters are not valid' } },
  };
  app.withTypeProvider<ZodTypeProvider>().get('/api/support/audit', route, async (request) => {
    const query = request.query;
    const filter = { actor: query.actor, action: query.action, ...auditTimeRange(query, timeZone) };
    const [{ total, rows }, actors] = await Promise.all([
      auditLogPage(db, filter, { offset: (query.page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE }),
      auditLogActors(db),
    ]);
    // Recorded after the page is read, so a page never lists its own reading.
    await recordRead(db, request, now(), { action: 'audit-log-read', details: auditLogReadInWords(query) });
    const page: AuditLogPage = {
      items: rows.map((row) => ({
        at: row.at,
        actor: actorInWords(row.actor),
        action: row.action,
        actionInWords: auditActionInWords(row.action),
        assessmentId: row.assessmentId,
        organisation: row.organisation,
        account: row.account,
        address: row.address,
        details: row.details,
      })),
      total,
      page: query.page,
      totalPages: totalPages(total, AUDIT_PAGE_SIZE),
      actors,
      timeZone,
    };
    return page;
  });
}
