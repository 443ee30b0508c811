import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { assessmentIdParamsSchema } from '../../domain/assessment';
import type { Branding } from '../../domain/branding';
import { dayOf } from '../../domain/calendar-day';
import { oscalExportFileName } from '../../domain/file-names';
import { assessmentResultsOf, type ExportedReview } from '../../domain/oscal/assessment-results';
import { reviewStatusOf } from '../../domain/review/review';
import { requireSupport, supportUsername } from '../auth/require-support.server';
import { attachmentHeader } from '../attachment.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { renderedFile } from '../file-answers.server';
import { ASSESSMENT_NOT_FOUND } from '../invalid-input.server';
import { nameBasedUuid } from '../oscal/name-based-uuid.server';
import { findAssessmentById } from '../store/assessments.server';
import { insertNoChangeAuditEvent } from '../store/audit.server';
import { evidenceFilesOf } from '../store/evidence-files.server';
import { findingsOf, reviewOf } from '../store/review.server';
import type { Database } from '../store/schema.server';

/** What the audit log says of an OSCAL export. */
export const OSCAL_EXPORT_DETAILS = 'OSCAL assessment results';

/** Why a quick check has no OSCAL export (409 `not_detailed`). */
export const OSCAL_QUICK_CHECK_MESSAGE = 'Only a detailed assessment can be exported as OSCAL assessment results: a quick check rates whole levels, not each requirement';

/** Why a draft has no OSCAL export yet (409 `not_completed`). */
export const OSCAL_DRAFT_MESSAGE = 'This detailed assessment is still a draft: it can be exported as OSCAL assessment results once it is completed';

/**
 * GET /api/support/assessments/:id/export.oscal.json: a completed detailed assessment, with its review when one has
 * started, as OSCAL 1.1.2 assessment results (docs/oscal/mapping.md), saved as "assessment-{organisation}.oscal.json"
 * and noted in the audit log as an export. Levels and review dates count on today in the deployment's zone, as in the
 * server's PDF; every UUID is named under the assessment's id, so the same assessment exports the same UUIDs.
 */
export function oscalExportRoutes(app: FastifyInstance, db: Kysely<Database>, { now, branding, timeZone }: { now: () => number; branding: Branding; timeZone: string }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/support/assessments/:id/export.oscal.json',
    {
      preValidation: requireSupport(db, now),
      schema: { params: assessmentIdParamsSchema, response: { 200: renderedFile, ...errorResponses } },
      // An export token reads it too (`config.tokenScope`), as it reads the CSV and an assessment's JSON.
      config: { invalidParams: ASSESSMENT_NOT_FOUND, tokenScope: 'export', answerMediaType: 'application/json' },
    },
    async (request, reply) => {
      const { id } = request.params;
      const stored = await findAssessmentById(db, id);
      if (!stored) return sendError(reply, 404, 'not_found', 'Assessment not found');
      const { assessment } = stored;
      if (assessment.kind !== 'detailed') return sendError(reply, 409, 'not_detailed', OSCAL_QUICK_CHECK_MESSAGE);
      if (assessment.status !== 'completed') return sendError(reply, 409, 'not_completed', OSCAL_DRAFT_MESSAGE);
      const [review, findings, evidenceFiles] = await Promise.all([reviewOf(db, id), findingsOf(db, id), evidenceFilesOf(db, id)]);
      const exported: ExportedReview | undefined =
        review || findings.length > 0
          ? {
              status: reviewStatusOf({ exists: true, finishedAt: review?.finishedAt ?? null, sharedAt: review?.sharedAt ?? null }),
              target: review?.target ?? { targetLevel: null, strategyTargets: {} },
              assessors: review?.scope.assessors ?? '',
              startedAt: review?.startedAt ?? 0,
              finishedAt: review?.finishedAt ?? null,
              findings,
            }
          : undefined;
      const document = assessmentResultsOf({
        assessment,
        review: exported,
        evidenceFiles,
        today: dayOf(now(), timeZone),
        productName: branding.productName,
        uuidOf: (key) => nameBasedUuid(id, key),
      });
      await insertNoChangeAuditEvent(db, { at: now(), actor: supportUsername(request), action: 'export', assessmentId: id, details: OSCAL_EXPORT_DETAILS, address: request.ip });
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', attachmentHeader(oscalExportFileName(assessment.organizationName)))
        .send(Buffer.from(`${JSON.stringify(document, null, 2)}\n`, 'utf8'));
    },
  );
}
