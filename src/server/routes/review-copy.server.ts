import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Assessment } from '../../domain/assessment';
import { dayOf } from '../../domain/calendar-day';
import { reviewCopyOf } from '../../domain/review/review-copy';
import { requireEnabledSupport } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { ASSESSMENT_NOT_FOUND, NO_FIELDS_MESSAGE, noFieldsBody } from '../invalid-input.server';
import { hashSecret, newSecret } from '../secrets.server';
import { findAssessmentById, insertAssessment, lockAssessmentRow } from '../store/assessments.server';
import { changeWithAudit } from '../store/audited-change.server';
import { markReviewCopy } from '../store/review-copies.server';
import type { Database } from '../store/schema.server';
import { seriesIdOf } from '../store/series.server';
import { reviewEvent } from './assessor-review.server';
import { ASSESSMENT_NOT_FOUND_MESSAGE, reviewParams } from './review-answers.server';

const NOT_A_QUICK_CHECK = 'Only a completed quick check can start a review this way: a detailed assessment is reviewed as it is, and a draft is not finished yet.';

/**
 * POST /api/support/assessments/:id/review-copy ("Start a review from this quick check"): from a completed
 * quick check, a completed detailed assessment in the same series with its targets, details and planning
 * answers and every requirement's outcome suggested by the quick check's ratings (`reviewCopyOf`), for a
 * consultant to review. The portal owns it: it is stored with the hash of a random key that is never handed
 * out, so no one holds its access key and the respondent cannot change it. It is marked as the quick check's copy:
 * it is deleted with the quick check and left out of the series the respondent sees (decision 088). 201 `{ id }`; audited
 * `review-copy-made` on both assessments. 409 `not_a_quick_check` for a detailed assessment or a draft.
 */
export function reviewCopyRoutes(app: FastifyInstance, db: Kysely<Database>, now: () => number, timeZone: string): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/support/assessments/:id/review-copy',
    {
      preValidation: requireEnabledSupport(db, now),
      schema: { ...reviewParams, body: noFieldsBody, response: { 201: z.strictObject({ id: z.string() }), ...errorResponses } },
      config: { invalidParams: ASSESSMENT_NOT_FOUND, invalidInput: { message: NO_FIELDS_MESSAGE } },
    },
    async (request, reply) => {
      const source = await findAssessmentById(db, request.params.id);
      if (!source) return sendError(reply, 404, 'not_found', ASSESSMENT_NOT_FOUND_MESSAGE);
      const quickCheck = source.assessment;
      if (quickCheck.kind !== 'quick' || quickCheck.status !== 'completed') return sendError(reply, 409, 'not_a_quick_check', NOT_A_QUICK_CHECK);
      const at = now();
      const day = dayOf(at, timeZone);
      const copy: Assessment = { id: randomUUID(), createdAt: at, updatedAt: at, ...reviewCopyOf(quickCheck, day) };
      const made = await changeWithAudit(db, async (trx) => {
        // The quick check is held while its copy joins its series, so it cannot go in between.
        const seriesId = (await lockAssessmentRow(trx, quickCheck.id)) ? await seriesIdOf(trx, quickCheck.id) : undefined;
        if (!seriesId) return { result: false, audit: null };
        await insertAssessment(trx, copy, hashSecret(newSecret()), seriesId, null, day);
        await markReviewCopy(trx, copy.id, quickCheck.id);
        return {
          result: true,
          audit: [
            reviewEvent(request, quickCheck.id, at, 'review-copy-made', `Detailed assessment ${copy.id} made from this quick check for review`),
            reviewEvent(request, copy.id, at, 'review-copy-made', `Made from quick check ${quickCheck.id} for review`),
          ],
        };
      });
      if (!made) return sendError(reply, 404, 'not_found', ASSESSMENT_NOT_FOUND_MESSAGE);
      return reply.status(201).send({ id: copy.id });
    },
  );
}
