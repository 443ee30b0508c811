import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { dayOf } from '../../domain/calendar-day';
import { z } from 'zod';
import { RESPONDENT_ACTOR, RESPONDENT_ADDRESS } from '../../domain/audit';
import type { Branding } from '../../domain/branding';
import { ownDataFileName } from '../../domain/file-names';
import { ownDataExport } from '../../domain/own-data';
import { errorResponses } from '../contract.server';
import { attachmentHeader } from '../attachment.server';
import { sendError } from '../errors.server';
import { insertNoChangeAuditEvent } from '../store/audit.server';
import { ownDataOf } from '../store/own-data.server';
import type { DownloadLimits } from '../rate-limits.server';
import type { Database } from '../store/schema.server';
import { assessmentByAccessKey, notFoundMessage, type AssessmentRouteOptions } from './assessments.server';

/** What the respondent's data download needs besides the assessment routes' options. */
export interface OwnDataRouteOptions extends AssessmentRouteOptions {
  branding: Branding;
  /** Months an assessment is kept (E8_RETENTION_MONTHS); undefined when no period is set. */
  retentionMonths: number | undefined;
  /** The download's own limit, per address and per assessment, besides the public writes' (each download writes an audit row). */
  downloadLimit: DownloadLimits['ownData'];
}

/**
 * GET /api/assessments/:id/data: everything held about an assessment, as a JSON attachment, for the
 * holder of its access key (Australian Privacy Principle 12). The download itself is noted in the audit
 * log first, so the file includes it; as each call writes a row, it has the public routes' rate limit.
 */
export function ownDataRoutes(app: FastifyInstance, db: Kysely<Database>, options: OwnDataRouteOptions): void {
  const { now, branding, retentionMonths, draftDays, limit, downloadLimit } = options;
  // The file is `ownDataExport`'s JSON, indented for a person to read, sent as text: Fastify sends a string as it
  // is, without the serialiser, so the schema says what goes out rather than checking it.
  const response = { 200: z.string(), ...errorResponses };
  app.withTypeProvider<ZodTypeProvider>().get('/api/assessments/:id/data', { onRequest: limit, preHandler: downloadLimit.perAddress, schema: { response } }, async (request, reply) => {
    const stored = await assessmentByAccessKey(db, request, reply, options, 'download');
    if (!stored || !(await downloadLimit.perAssessment(reply, stored.assessment.id, 'respondent'))) return reply;
    const { assessment } = stored;
    const at = now();
    await insertNoChangeAuditEvent(db, { at, actor: RESPONDENT_ACTOR, action: 'export', assessmentId: assessment.id, details: 'Own data (JSON)', address: RESPONDENT_ADDRESS });
    const held = await ownDataOf(db, assessment.id);
    // Deleted between the two reads: gone, as on any read.
    if (!held) return sendError(reply, 404, 'not_found', notFoundMessage(draftDays));
    const data = ownDataExport({
      assessment,
      ...held,
      holder: { companyName: branding.companyName, contactEmail: branding.contactEmail, retentionMonths, draftDays },
      at,
    });
    const fileName = ownDataFileName(assessment.organizationName, dayOf(at, options.timeZone));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', attachmentHeader(fileName))
      .send(JSON.stringify(data, null, 2));
  });
}
