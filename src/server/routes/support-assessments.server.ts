import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { assessmentIdParamsSchema } from '../../domain/assessment';
import { exportNoteSchema } from '../../domain/audit';
import type { Branding } from '../../domain/branding';
import { DAY_MS, RECENT_DAYS } from '../../domain/constants';
import { serverExportFileName } from '../../domain/file-names';
import { buildDetailedReport } from '../../domain/detailed-report';
import type { LevelsByControl } from '../../domain/scoring';
import { assessmentListCsv, type CsvDetails } from '../../domain/list-csv';
import { assessmentListQuerySchema, buildDashboard, firstSubmissionWeek, toListItem, totalPages, WEEK_MS } from '../../domain/support-views';
import { requireSupport, supportUsername } from '../auth/require-support.server';
import type { ReportRenderer } from '../pdf-export/report-renderer.server';
import { sendError } from '../errors.server';
import { ASSESSMENT_NOT_FOUND, parse } from '../parse.server';
import { currentLevelsOf, planningAnswersOf, targetLevelsOf } from '../store/assessment-levels.server';
import { assessmentCountsByBlock, listAssessmentPage, listAssessmentSummaries } from '../store/assessment-list.server';
import { findAssessmentById } from '../store/assessments.server';
import { completedSeriesOf } from '../store/series.server';
import { auditEventsForAssessment, insertAuditEvent } from '../store/audit.server';
import { completedPerWeek, controlFigures, countCompletedAssessments, seriesMovementCounts } from '../store/dashboard.server';
import type { Database } from '../store/schema.server';

const CSV_BATCH = 500;

/** The support portal's API: list, CSV, dashboard, server PDF export and history (delete is in delete-assessment.server.ts, shared with the respondent). */
export function supportAssessmentRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  { now, renderer, branding }: { now: () => number; renderer: ReportRenderer; branding: Branding },
): void {
  const preHandler = requireSupport(db, now);

  app.get('/api/assessments', { preHandler }, async (request, reply) => {
    const query = parse(assessmentListQuerySchema, request.query, reply, { code: 'invalid_query', message: 'The list query is not valid' });
    if (!query) return reply;
    const { page, limit, search, status, followUp, sort, direction } = query;
    const { total, totalIsAtLeast, rows } = await listAssessmentPage(db, { search, status, followUp }, { offset: (page - 1) * limit, limit }, { sort, direction });
    return { items: rows.map(toListItem), total, totalIsAtLeast, page, limit, totalPages: totalPages(total, limit) };
  });

  app.get('/api/assessments/export.csv', { preHandler }, async (request, reply) => {
    const query = parse(assessmentListQuerySchema, request.query, reply, { code: 'invalid_query', message: 'The export query is not valid' });
    if (!query) return reply;
    const filter = { search: query.search, status: query.status, followUp: query.followUp };
    const items = [];
    const levels = new Map<string, LevelsByControl>();
    const details = new Map<string, CsvDetails>();
    // In batches, so a large export never holds one enormous result set from the driver at once. Always newest first, as
    // before sorting existed (a sort in the query is ignored): a spreadsheet sorts the file itself.
    for (let offset = 0; ; offset += CSV_BATCH) {
      const batch = await listAssessmentSummaries(db, filter, { offset, limit: CSV_BATCH });
      const ids = batch.map((row) => row.id);
      items.push(...batch.map(toListItem));
      const [current, targets, planning] = await Promise.all([currentLevelsOf(db, ids), targetLevelsOf(db, ids), planningAnswersOf(db, ids)]);
      for (const [id, byControl] of current) levels.set(id, byControl);
      for (const [id, answers] of planning) details.set(id, { ...answers, targetLevels: targets.get(id) ?? {} });
      if (batch.length < CSV_BATCH) break;
    }
    await insertAuditEvent(db, { at: now(), actor: supportUsername(request), action: 'export', assessmentId: null, details: `CSV of ${items.length} assessments`, address: request.ip });
    const date = new Date(now()).toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="assessments-${date}.csv"`)
      .send(assessmentListCsv(items, levels, details));
  });

  app.get('/api/dashboard', { preHandler }, async () => {
    const since = firstSubmissionWeek(now());
    const [counts, draftBlocks, weeks, figures, latest, movement] = await Promise.all([
      countCompletedAssessments(db, now() - RECENT_DAYS * DAY_MS),
      assessmentCountsByBlock(db, 'draft'),
      completedPerWeek(db, since, WEEK_MS),
      controlFigures(db),
      listAssessmentSummaries(db, { status: 'completed' }, { offset: 0, limit: 5 }),
      seriesMovementCounts(db),
    ]);
    const drafts = draftBlocks.reduce((sum, block) => sum + block.count, 0);
    const weekly = { since, counts: weeks };
    return buildDashboard({ total: counts.total, drafts, last30Days: counts.recent, weeks: weekly, figures, latest: latest.map(toListItem), movement });
  });

  app.get('/api/assessments/:id/export', { preHandler }, async (request, reply) => {
    const params = parse(assessmentIdParamsSchema, request.params, reply, ASSESSMENT_NOT_FOUND);
    if (!params) return reply;
    const stored = await findAssessmentById(db, params.id);
    if (!stored) return sendError(reply, 404, 'not_found', 'Assessment not found');
    // The series gives the progress since the earlier assessment; a lone assessment's report has none.
    const series = await completedSeriesOf(db, params.id);
    let pdf: Buffer;
    try {
      pdf = await renderer.renderDetailedPdf(buildDetailedReport(stored.assessment, branding, series));
    } catch (error) {
      request.log.error({ err: error }, 'export: the detailed PDF could not be rendered');
      return sendError(reply, 500, 'export_failed', 'Failed to export assessment');
    }
    await insertAuditEvent(db, { at: now(), actor: supportUsername(request), action: 'export', assessmentId: stored.assessment.id, details: 'Detailed PDF from the server', address: request.ip });
    const fileName = serverExportFileName(stored.assessment.organizationName);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .send(pdf);
  });

  app.post('/api/assessments/:id/exports', { preHandler }, async (request, reply) => {
    // The body is checked first: a bad format is a 400 whatever the id.
    const note = parse(exportNoteSchema, request.body, reply, { message: 'Unknown export format' });
    if (!note) return reply;
    const params = parse(assessmentIdParamsSchema, request.params, reply, ASSESSMENT_NOT_FOUND);
    if (!params) return reply;
    const stored = await findAssessmentById(db, params.id);
    if (!stored) return sendError(reply, 404, 'not_found', 'Assessment not found');
    await insertAuditEvent(db, { at: now(), actor: supportUsername(request), action: 'export', assessmentId: stored.assessment.id, details: note.format, address: request.ip });
    return reply.status(204).send();
  });

  app.get('/api/assessments/:id/history', { preHandler }, async (request, reply) => {
    const params = parse(assessmentIdParamsSchema, request.params, reply, ASSESSMENT_NOT_FOUND);
    if (!params) return reply;
    return { events: await auditEventsForAssessment(db, params.id) };
  });
}
