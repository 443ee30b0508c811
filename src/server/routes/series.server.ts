import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Assessment } from '../../domain/assessment';
import { savedAssessmentSchema } from '../../domain/assessment-record';
import { dayOf } from '../../domain/calendar-day';
import { seriesUpTo } from '../../domain/progress';
import { reassessmentDraft } from '../../domain/reassessment';
import { seriesSchema } from '../../domain/series-record';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { hashSecret, newSecret } from '../secrets.server';
import { insertAssessment } from '../store/assessments.server';
import type { Database } from '../store/schema.server';
import { completedSeriesOf, seriesIdOf } from '../store/series.server';
import { accessKeyOf, keyHeldAssessment, notFoundMessage, readableAssessment, requireAccessKey, type AssessmentRouteOptions } from './assessments.server';
import { NO_FIELDS_MESSAGE, noFieldsBody } from '../invalid-input.server';

/**
 * Re-assessments and the series they make. POST /api/assessments/:id/reassessments, with the earlier
 * assessment's access key, starts a draft prefilled with its answers in its series and returns the new
 * draft's own key. GET /api/assessments/:id/series gives the series' completed assessments as dates and
 * levels: to the holder of this one's key, this one and those before it (never a review copy a consultant made);
 * to a support user, all of them.
 */
export function seriesRoutes(app: FastifyInstance, db: Kysely<Database>, options: AssessmentRouteOptions): void {
  const { now, limit } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/assessments/:id/reassessments',
    {
      onRequest: limit,
      // The daily cap, then the key, before the body: as when the body was read in the handler.
      preValidation: [...options.newAssessmentCap, requireAccessKey(db, options, 'open')],
      schema: { body: noFieldsBody, response: { 201: savedAssessmentSchema, ...errorResponses } },
      config: { invalidInput: { message: NO_FIELDS_MESSAGE } },
    },
    async (request, reply) => {
      const earlier = keyHeldAssessment(request);
      if (earlier.assessment.status !== 'completed') {
        return sendError(reply, 409, 'not_completed', 'This assessment is still a draft: finish it before starting a re-assessment from it.');
      }
      const seriesId = await seriesIdOf(db, earlier.assessment.id);
      if (!seriesId) return sendError(reply, 404, 'not_found', notFoundMessage(options.draftDays));
      const createdAt = now();
      const assessment: Assessment = { id: randomUUID(), createdAt, updatedAt: createdAt, ...reassessmentDraft(earlier.assessment) };
      const accessKey = newSecret();
      await insertAssessment(db, assessment, hashSecret(accessKey), seriesId, null, dayOf(createdAt, options.timeZone));
      return reply.status(201).send({ ...assessment, accessKey });
    },
  );

  api.get('/api/assessments/:id/series', { schema: { response: { 200: seriesSchema, ...errorResponses } } }, async (request, reply) => {
    const stored = await readableAssessment(db, request, reply, options, { recordView: false });
    if (!stored) return reply;
    // A respondent sees this assessment and those before it, without the portal's review copies; a support user, the whole series.
    if (!accessKeyOf(request)) return { points: await completedSeriesOf(db, stored.assessment.id, 'support') };
    return { points: seriesUpTo(await completedSeriesOf(db, stored.assessment.id, 'respondent'), stored.assessment) };
  });
}
