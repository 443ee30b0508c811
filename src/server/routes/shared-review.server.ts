import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { sharedReviewAnswerSchema, type SharedReviewAnswer } from '../../domain/review/review';
import { errorResponses } from '../contract.server';
import type { Database } from '../store/schema.server';
import { readableAssessment, type AssessmentRouteOptions } from './assessments.server';
import { reviewAnswer } from './review-answers.server';

/**
 * GET /api/assessments/:id/review: the consultant's review as the respondent sees it, with the access key (or
 * for a signed-in support user), once it is shared: the scope, the target and the findings, naming no consultant (the
 * respondent sees the firm's work, not its staff's accounts); `review: null` before it is shared, after it is
 * withdrawn and once it is reopened.
 */
export function sharedReviewRoutes(app: FastifyInstance, db: Kysely<Database>, options: AssessmentRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/assessments/:id/review',
    { schema: { response: { 200: sharedReviewAnswerSchema, ...errorResponses } } },
    async (request, reply) => {
      // The id is checked with the key (an id that names nothing is 404, like a wrong key), as on every respondent's read.
      const stored = await readableAssessment(db, request, reply, options, { recordView: false });
      if (!stored) return reply;
      const review = await reviewAnswer(db, stored.assessment);
      const shared: SharedReviewAnswer = {
        review:
          review.sharedAt === null || review.finishedAt === null
            ? null
            : {
                assessmentId: review.assessmentId,
                scope: review.scope,
                target: review.target,
                findings: review.findings.map(({ savedBy: _consultant, ...finding }) => finding),
                finishedAt: review.finishedAt,
                sharedAt: review.sharedAt,
              },
      };
      return reply.status(200).send(shared);
    },
  );
}
