import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { assessmentIdParamsSchema } from '../../domain/assessment';
import { assessmentHistorySchema } from '../../domain/assessment-history';
import { exportNoteSchema } from '../../domain/audit';
import { auditDetailsInWords } from '../../domain/audit-details';
import { listReadAction, listReadInWords } from '../../domain/audit-reads';
import type { Branding } from '../../domain/branding';
import { serverExportFileName } from '../../domain/file-names';
import { dayOf } from '../../domain/calendar-day';
import { withLevelsOn } from '../../domain/detailed-assessment';
import { buildDetailedReport } from '../../domain/detailed-report';
import { evidenceReportGroups } from '../../domain/evidence-report';
import { evidenceFilesOf } from '../store/evidence-files.server';
import { csvExportInWords, type CsvExportEnd } from '../../domain/list-csv';
import { OVERDUE_ACTIONS_LISTED, workQueueOf } from '../../domain/work-queue';
import { overdueNextActions, workQueueCounts } from '../store/work-queue.server';
import { assessmentListPageSchema, assessmentListQuerySchema, type AssessmentListQuery, buildDashboard, dashboardSchema, listsBySeries, firstRecentDay, firstSubmissionWeek, toListItem, totalPages } from '../../domain/support-views';
import { requireSupport, supportUsername } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { assessmentCsvChunks } from '../csv-export/assessment-csv.server';
import type { ReportRenderer } from '../pdf-export/report-renderer.server';
import { RenderFailure, renderFailure } from '../pdf-export/render-failure.server';
import { renderWhileWanted, sendRenderFailure } from '../pdf-export/render-while-wanted.server';
import { attachmentHeader } from '../attachment.server';
import { sendError } from '../errors.server';
import { renderedFile, streamedFile } from '../file-answers.server';
import { ASSESSMENT_NOT_FOUND } from '../invalid-input.server';
import { earlierInSeriesOf, largestListPosition, listAssessmentPage, listAssessmentSummaries, type AssessmentFilter } from '../store/assessment-list.server';
import { findAssessmentById } from '../store/assessments.server';
import { completedSeriesOf } from '../store/series.server';
import { auditEventsForAssessment, insertNoChangeAuditEvent } from '../store/audit.server';
import { recordRead } from '../audit-reads.server';
import { dashboardFigures } from '../store/dashboard.server';
import type { EvidenceStorage } from '../../domain/evidence-storage';
import { dashboardReviews } from '../store/dashboard-reviews.server';
import type { Database } from '../store/schema.server';

/**
 * The support portal's API: list, CSV, dashboard, server PDF export and history (delete is in
 * delete-assessment.server.ts, shared with the respondent). Reads of the list (or a search) and of the
 * dashboard are written to the audit log, once a minute for the same read. The list and the dashboard take a read API
 * token as well, and the CSV export an export token (`config.tokenScope`); their reads are then the token's.
 */
export function supportAssessmentRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  { now, renderer, branding, timeZone, storage }: { now: () => number; renderer: ReportRenderer; branding: Branding; timeZone: string; storage: () => Promise<EvidenceStorage> },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before input is parsed, so a stranger gets 401 rather than a 400 about the query, or a 404 about the id.
  const preValidation = requireSupport(db, now);
  const params = assessmentIdParamsSchema;
  const invalidParams = ASSESSMENT_NOT_FOUND;
  // Every "today" here is the day in the deployment's zone (E8_TIME_ZONE): overdue, the CSV's date, levels and the PDF's date alike.
  const listFilterOf = (query: AssessmentListQuery): AssessmentFilter => ({
    search: query.search,
    status: query.status,
    followUp: query.followUp,
    owner: query.unowned ? null : query.owner,
    overdueOn: query.nextAction === 'overdue' ? dayOf(now(), timeZone) : undefined,
    review: query.review,
    latestOfSeries: listsBySeries(query),
  });

  api.get(
    '/api/assessments',
    {
      preValidation,
      schema: { querystring: assessmentListQuerySchema, response: { 200: assessmentListPageSchema, ...errorResponses } },
      config: { invalidInput: { code: 'invalid_query', message: 'The list query is not valid' }, tokenScope: 'read' },
    },
    async (request) => {
      const query = request.query;
      const { page, limit, sort, direction } = query;
      const filter = listFilterOf(query);
      const { total, totalIsAtLeast, rows } = await listAssessmentPage(db, filter, { offset: (page - 1) * limit, limit }, { sort, direction });
      await recordRead(db, request, now(), { action: listReadAction(query), details: listReadInWords(query) });
      const listed = { items: rows.map(toListItem), total, totalIsAtLeast, page, limit, totalPages: totalPages(total, limit) };
      if (!filter.latestOfSeries) return listed;
      const earlier = await earlierInSeriesOf(db, rows, filter.status);
      const earlierOf = rows.flatMap((row) => {
        const items = earlier.get(row.series ?? row.id);
        return items ? [[row.id, items.map(toListItem)] as const] : [];
      });
      return { ...listed, grouped: true, earlier: Object.fromEntries(earlierOf) };
    },
  );

  api.get(
    '/api/assessments/export.csv',
    {
      preValidation,
      schema: { querystring: assessmentListQuerySchema, response: { 200: streamedFile, ...errorResponses } },
      config: { invalidInput: { code: 'invalid_query', message: 'The export query is not valid' }, tokenScope: 'export', answerMediaType: 'text/csv' },
    },
    async (request, reply) => {
      const query = request.query;
      // Always newest first, as before sorting existed (a sort in the query is ignored): a spreadsheet sorts the file itself.
      const filter = listFilterOf(query);
      const beforePosition = (await largestListPosition(db)) + 1;
      const actor = supportUsername(request);
      const onEnd = (sent: number, end: CsvExportEnd) =>
        insertNoChangeAuditEvent(db, { at: now(), actor, action: 'export', assessmentId: null, details: csvExportInWords(sent, end), address: request.ip });
      const date = dayOf(now(), timeZone);
      // Bytes, not objects: the stream then asks for the next batch only once the one before has mostly gone out.
      const file = Readable.from(assessmentCsvChunks(db, filter, { beforePosition, onEnd, log: request.log, timeZone }), { objectMode: false });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="assessments-${date}.csv"`)
        .send(file);
    },
  );

  api.get('/api/dashboard', { preValidation, schema: { response: { 200: dashboardSchema, ...errorResponses } }, config: { tokenScope: 'read' } }, async (request) => {
    const periods = { recentSince: firstRecentDay(now()), weeksSince: firstSubmissionWeek(now()) };
    const today = dayOf(now(), timeZone);
    const me = supportUsername(request);
    const [figures, latest, reviews, workQueue, overdueActions, evidenceStorage] = await Promise.all([
      dashboardFigures(db, periods),
      listAssessmentSummaries(db, { status: 'completed' }, { offset: 0, limit: 5 }),
      dashboardReviews(db, periods.recentSince),
      workQueueCounts(db, { today, owner: me }),
      overdueNextActions(db, { today, limit: OVERDUE_ACTIONS_LISTED }),
      storage(),
    ]);
    await recordRead(db, request, now(), { action: 'dashboard-read', details: '' });
    return buildDashboard({
      total: figures.completed,
      drafts: figures.drafts,
      last30Days: figures.recent,
      weeks: { since: periods.weeksSince, counts: figures.weeks },
      figures: figures.controls,
      latest: latest.map(toListItem),
      movement: figures.movement,
      reviews,
      workQueue: workQueueOf(workQueue, { today, me, overdueActions }),
      storage: evidenceStorage,
    });
  });

  api.get(
    '/api/assessments/:id/export',
    { preValidation, schema: { params, response: { 200: renderedFile, ...errorResponses } }, config: { invalidParams } },
    async (request, reply) => {
      const { id } = request.params;
      const stored = await findAssessmentById(db, id);
      if (!stored) return sendError(reply, 404, 'not_found', 'Assessment not found');
      // The series gives the progress since the earlier assessment; a lone assessment's report has none.
      const series = await completedSeriesOf(db, id, 'support');
      let pdf: Buffer;
      try {
        // Levels and exceptions as they stand today: an alternate control past its review date no longer counts.
        const today = dayOf(now(), timeZone);
        const evidenceFiles = evidenceReportGroups(await evidenceFilesOf(db, id));
        const report = { ...buildDetailedReport(withLevelsOn(stored.assessment, today), branding, series, today), evidenceFiles };
        // A client that goes away before the answer no longer wants the render: it is given up.
        pdf = await renderWhileWanted(request, reply, (signal) => renderer.renderDetailedPdf(report, { signal, lane: 'portal' }));
      } catch (error) {
        return sendRenderFailure(request, reply, error instanceof RenderFailure ? error : renderFailure('export_failed'), error, 'export');
      }
      await insertNoChangeAuditEvent(db, { at: now(), actor: supportUsername(request), action: 'export', assessmentId: stored.assessment.id, details: 'Detailed PDF from the server', address: request.ip });
      const fileName = serverExportFileName(stored.assessment.organizationName);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(fileName))
        .send(pdf);
    },
  );

  api.post(
    '/api/assessments/:id/exports',
    {
      preValidation,
      // The id's form is checked first (404, as for an unknown id), then the body: a bad format is a 400 whatever assessment the id names.
      schema: { params, body: exportNoteSchema, response: { 204: z.undefined(), ...errorResponses } },
      config: { invalidParams, invalidInput: { message: 'Unknown export format' } },
    },
    async (request, reply) => {
      const stored = await findAssessmentById(db, request.params.id);
      if (!stored) return sendError(reply, 404, 'not_found', 'Assessment not found');
      await insertNoChangeAuditEvent(db, { at: now(), actor: supportUsername(request), action: 'export', assessmentId: stored.assessment.id, details: request.body.format, address: request.ip });
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/assessments/:id/history',
    { preValidation, schema: { params, response: { 200: assessmentHistorySchema, ...errorResponses } }, config: { invalidParams } },
    async (request) => ({
      events: (await auditEventsForAssessment(db, request.params.id)).map((event) => ({ ...event, details: auditDetailsInWords(event.action, event.details) })),
    }),
  );
}
