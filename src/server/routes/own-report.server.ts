import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { RESPONDENT_ACTOR, RESPONDENT_ADDRESS } from '../../domain/audit';
import type { Branding } from '../../domain/branding';
import { dayOf } from '../../domain/calendar-day';
import { withLevelsOn } from '../../domain/detailed-assessment';
import { buildDetailedReport } from '../../domain/detailed-report';
import { evidenceReportGroups } from '../../domain/evidence-report';
import { detailedPdfFileName } from '../../domain/file-names';
import { OWN_REPORT_REFUSALS, ownReportRefusal } from '../../domain/own-report';
import { seriesUpTo } from '../../domain/progress';
import { errorResponses } from '../contract.server';
import { attachmentHeader } from '../attachment.server';
import { sendError } from '../errors.server';
import { renderedFile } from '../file-answers.server';
import { RenderFailure, renderFailure, respondentRenderFailure } from '../pdf-export/render-failure.server';
import type { ReportRenderer } from '../pdf-export/report-renderer.server';
import { renderWhileWanted, sendRenderFailure } from '../pdf-export/render-while-wanted.server';
import { insertNoChangeAuditEvent } from '../store/audit.server';
import { evidenceFilesOf } from '../store/evidence-files.server';
import type { Database } from '../store/schema.server';
import { completedSeriesOf } from '../store/series.server';
import { assessmentByAccessKey, type AssessmentRouteOptions } from './assessments.server';

/** What the respondent's detailed report needs besides the assessment routes' options. */
export interface OwnReportRouteOptions extends AssessmentRouteOptions {
  branding: Branding;
  renderer: ReportRenderer;
}

/** What the audit log says of the respondent's download of their detailed report. */
export const OWN_REPORT_AUDIT_DETAILS = 'Detailed PDF downloaded by the respondent';

/**
 * GET /api/assessments/:id/detailed-report: a completed detailed assessment's detailed PDF for the holder of
 * its access key (docs/decisions/068-the-respondents-own-detailed-report.md). It holds only what the respondent
 * has: their answers, their own evidence files' names, and progress since the assessments before it; never the
 * consultant's files or findings, nor a later re-assessment. Bounded like the support export (the public rate
 * limit, the renderer's own limits, given up when the client goes away) and rendered in the renderer's public lane,
 * which leaves a worker for the portal's exports however many are asked for; each download is audited.
 */
export function ownReportRoutes(app: FastifyInstance, db: Kysely<Database>, options: OwnReportRouteOptions): void {
  const { now, limit, branding, renderer } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/assessments/:id/detailed-report',
    { onRequest: limit, schema: { response: { 200: renderedFile, ...errorResponses } } },
    async (request, reply) => {
      const stored = await assessmentByAccessKey(db, request, reply, options, 'download');
      if (!stored) return reply;
      const { assessment } = stored;
      const refusal = ownReportRefusal(assessment);
      if (refusal) return sendError(reply, 409, refusal, OWN_REPORT_REFUSALS[refusal]);
      let pdf: Buffer;
      try {
        // Levels and exceptions as they stand today: an alternate control past its review date no longer counts.
        const today = dayOf(now(), options.timeZone);
        const series = seriesUpTo(await completedSeriesOf(db, assessment.id, 'respondent'), assessment);
        const ownFiles = (await evidenceFilesOf(db, assessment.id)).filter((file) => file.addedBy === 'respondent');
        const report = { ...buildDetailedReport(withLevelsOn(assessment, today), branding, series, today), evidenceFiles: evidenceReportGroups(ownFiles) };
        pdf = await renderWhileWanted(request, reply, (signal) => renderer.renderDetailedPdf(report, { signal, lane: 'public' }));
      } catch (error) {
        const failure = respondentRenderFailure(error instanceof RenderFailure ? error : renderFailure('export_failed'));
        return sendRenderFailure(request, reply, failure, error, 'own report');
      }
      await insertNoChangeAuditEvent(db, { at: now(), actor: RESPONDENT_ACTOR, action: 'export', assessmentId: assessment.id, details: OWN_REPORT_AUDIT_DETAILS, address: RESPONDENT_ADDRESS });
      const fileName = detailedPdfFileName(assessment.organizationName);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', attachmentHeader(fileName))
        .send(pdf);
    },
  );
}
