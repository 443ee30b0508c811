import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { fieldMessages } from '../../domain/assessment';
import type { Branding } from '../../domain/branding';
import { serverExportFileName } from '../../domain/file-names';
import { buildDetailedReport } from '../../domain/detailed-report';
import { assessmentListCsv, assessmentListQuerySchema, buildDashboard, toListItem, totalPages } from '../../domain/support-views';
import { requireSupport, supportUsername } from '../auth/require-support.server';
import type { ReportRenderer } from '../reports/report-renderer.server';
import { sendError } from '../errors.server';
import { deleteAssessment, findAssessmentById, listAssessmentPage, listAssessmentSummaries } from '../store/assessments.server';
import { auditEventsForAssessment, insertAuditEvent } from '../store/audit.server';
import { controlFigures, countCompletedAssessments } from '../store/dashboard.server';
import type { Database } from '../store/schema.server';

const idParamsSchema = z.object({ id: z.uuid() });
const exportNoteSchema = z.object({ format: z.enum(['summary-pdf', 'detailed-pdf', 'docx']) });
const CSV_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The support portal's API: list, CSV, dashboard, delete, server PDF export and history. */
export function supportAssessmentRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  { now, renderer, branding }: { now: () => number; renderer: ReportRenderer; branding: Branding },
): void {
  const preHandler = requireSupport(db, now);

  app.get('/api/assessments', { preHandler }, async (request, reply) => {
    const query = assessmentListQuerySchema.safeParse(request.query);
    if (!query.success) return sendError(reply, 400, 'invalid_query', 'The list query is not valid', fieldMessages(query.error));
    const { page, limit, search, status } = query.data;
    const { total, rows } = await listAssessmentPage(db, { search, status }, { offset: (page - 1) * limit, limit });
    return { items: rows.map(toListItem), total, page, limit, totalPages: totalPages(total, limit) };
  });

  app.get('/api/assessments/export.csv', { preHandler }, async (request, reply) => {
    const query = assessmentListQuerySchema.safeParse(request.query);
    if (!query.success) return sendError(reply, 400, 'invalid_query', 'The export query is not valid', fieldMessages(query.error));
    const filter = { search: query.data.search, status: query.data.status };
    const items = [];
    // In batches, so a large export never holds one enormous result set from the driver at once.
    for (let offset = 0; ; offset += CSV_BATCH) {
      const batch = await listAssessmentSummaries(db, filter, { offset, limit: CSV_BATCH });
      items.push(...batch.map(toListItem));
      if (batch.length < CSV_BATCH) break;
    }
    await insertAuditEvent(db, { at: now(), actor: supportUsername(request), action: 'export', assessmentId: null, details: `CSV of ${items.length} assessments` });
    const date = new Date(now()).toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="assessments-${date}.csv"`)
      .send(assessmentListCsv(items));
  });

  app.get('/api/dashboard', { preHandler }, async () => {
    const [counts, figures, latest] = await Promise.all([
      countCompletedAssessments(db, now() - 30 * DAY_MS),
      controlFigures(db),
      listAssessmentSummaries(db, { status: 'completed' }, { offset: 0, limit: 5 }),
    ]);
    return buildDashboard({ total: counts.total, last30Days: counts.recent, figures, latest: latest.map(toListItem) });
  });

  app.delete('/api/assessments/:id', { preHandler }, async (request, reply) => {
    const params = idParamsSchema.safeParse(request.params);
    const stored = params.success ? await findAssessmentById(db, params.data.id) : undefined;
    if (!params.success || !stored || !(await deleteAssessment(db, params.data.id))) {
      return sendError(reply, 404, 'not_found', 'Assessment not found');
    }
    await insertAuditEvent(db, {
      at: now(),
      actor: supportUsername(request),
      action: 'delete',
      assessmentId: params.data.id,
      details: stored.assessment.organizationName,
    });
    return reply.status(204).send();
  });

  app.get('/api/assessments/:id/export', { preHandler }, async (request, reply) => {
    const params = idParamsSchema.safeParse(request.params);
    const stored = params.success ? await findAssessmentById(db, params.data.id) : undefined;
    if (!stored) return sendError(reply, 404, 'not_found', 'Assessment not found');
    let pdf: Buffer;
    try {
      pdf = await renderer.renderDetailedPdf(buildDetailedReport(stored.assessment, branding));
    } catch (error) {
      request.log.error({ err: error }, 'export: the detailed PDF could not be rendered');
      return sendError(reply, 500, 'export_failed', 'Failed to export assessment');
    }
    await insertAuditEvent(db, { at: now(), actor: supportUsername(request), action: 'export', assessmentId: stored.assessment.id, details: 'Detailed PDF from the server' });
    const fileName = serverExportFileName(stored.assessment.organizationName);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .send(pdf);
  });

  app.post('/api/assessments/:id/exports', { preHandler }, async (request, reply) => {
    const params = idParamsSchema.safeParse(request.params);
    const note = exportNoteSchema.safeParse(request.body);
    if (!note.success) return sendError(reply, 400, 'invalid_input', 'Unknown export format', fieldMessages(note.error));
    const stored = params.success ? await findAssessmentById(db, params.data.id) : undefined;
    if (!stored) return sendError(reply, 404, 'not_found', 'Assessment not found');
    await insertAuditEvent(db, { at: now(), actor: supportUsername(request), action: 'export', assessmentId: stored.assessment.id, details: note.data.format });
    return reply.status(204).send();
  });

  app.get('/api/assessments/:id/history', { preHandler }, async (request, reply) => {
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) return sendError(reply, 404, 'not_found', 'Assessment not found');
    return { events: await auditEventsForAssessment(db, params.data.id) };
  });
}
