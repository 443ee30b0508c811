import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { evidenceFileParamsSchema, listedEvidenceFileSchema } from '../../domain/evidence-files';
import { requireEnabledSupport, supportUsername } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import type { EvidenceStorageWatch } from '../evidence-storage.server';
import { EVIDENCE_LIMITS, multipartRoutes, refusedUploadHooks, uploadBoundary, type ReceiveEvidence } from '../evidence-upload.server';
import { ASSESSMENT_NOT_FOUND } from '../invalid-input.server';
import { lockAssessmentRow } from '../store/assessments.server';
import { changeWithAudit, type AuditedChange } from '../store/audited-change.server';
import { deleteEvidenceFile, evidenceFileOf, insertEvidenceFileWithinLimits, type EvidenceInsertResult } from '../store/evidence-files.server';
import { holdOpenReview, reviewOf, setReviewStatus, startReview } from '../store/review.server';
import type { Database } from '../store/schema.server';
import { reviewEvent } from './assessor-review.server';
import { ASSESSMENT_GONE, ASSESSMENT_NOT_FOUND_MESSAGE, REVIEW_FINISHED, reviewableAssessment, reviewParams, sendRefusal, type ReviewRefusal } from './review-answers.server';

const FILE_NOT_FOUND = 'This evidence file was not found: it may have been removed.';
const NO_SUCH_FILE: ReviewRefusal = { status: 404, code: 'not_found', message: FILE_NOT_FOUND };
const RESPONDENTS_FILE: ReviewRefusal = {
  status: 403,
  code: 'respondents_file',
  message: 'This file was added by the respondent as evidence for their answer, so it cannot be removed in a review. Only the respondent can remove it.',
};

/** Whether an assessment's review is finished, read in a change's transaction after its row is taken: its files are then frozen. */
async function reviewFinished(trx: Transaction<Database>, assessmentId: string): Promise<boolean> {
  return ((await reviewOf(trx, assessmentId))?.finishedAt ?? null) !== null;
}

/**
 * The assessor's evidence files of a review: POST (multipart `requirementId` and `file`) adds one, marked as the
 * assessor's, received exactly as the respondent's are (the same kinds and sizes, four at a time) and held to the
 * same limits, counted apart from the respondent's (so a respondent's full quota never blocks the review), and
 * in the installation's evidence (not in an address's daily volume: the consultant is signed in); adding one
 * starts the review if nothing else has. DELETE removes
 * one of the assessor's files, never the respondent's (403). Both are refused (409) while the review is
 * finished, and each is one audited change.
 */
export function assessorEvidenceRoutes(app: FastifyInstance, db: Kysely<Database>, options: { now: () => number; receive: ReceiveEvidence; storage: EvidenceStorageWatch }): void {
  const { now, receive, storage } = options;
  const preValidation = requireEnabledSupport(db, now);
  const invalidParams = ASSESSMENT_NOT_FOUND;

  multipartRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/support/assessments/:id/evidence',
      { preValidation, ...refusedUploadHooks, schema: { ...reviewParams, response: { 201: listedEvidenceFileSchema, ...errorResponses } }, config: { invalidParams } },
      async (request, reply) => {
        const boundary = uploadBoundary(request, reply);
        if (!boundary) return reply;
        const assessmentId = request.params.id;
        const stored = await reviewableAssessment(db, reply, assessmentId);
        if (!stored) return reply;
        // Told before the file is read; checked again, for certain, where it is kept.
        if ((await reviewOf(db, assessmentId))?.finishedAt) return sendRefusal(reply, REVIEW_FINISHED);
        return receive(request, reply, {
          boundary,
          assessmentId,
          adder: 'assessor',
          goneMessage: ASSESSMENT_NOT_FOUND_MESSAGE,
          keep: async (file) => {
            const kept = await changeWithAudit(db, async (trx): Promise<AuditedChange<EvidenceInsertResult | undefined>> => {
              const at = now();
              if (!(await lockAssessmentRow(trx, assessmentId))) return { result: { gone: true }, audit: null };
              if (await reviewFinished(trx, assessmentId)) {
                sendRefusal(reply, REVIEW_FINISHED);
                return { result: undefined, audit: null };
              }
              const result = await insertEvidenceFileWithinLimits(trx, { ...file, assessmentId, createdAt: at, addedBy: supportUsername(request) }, EVIDENCE_LIMITS, storage.caps());
              if (!('stored' in result)) return { result, audit: null };
              await startReview(trx, assessmentId, at);
              await holdOpenReview(trx, assessmentId, at);
              await setReviewStatus(trx, assessmentId, 'in-review');
              return { result, audit: reviewEvent(request, assessmentId, at, 'assessor-evidence-added', `${result.stored.fileName} (${result.stored.requirementId})`) };
            });
            if (kept && 'stored' in kept) await storage.warnIfFull(kept.installationBytes);
            return kept;
          },
        });
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/support/assessments/:id/evidence/:evidenceId',
    {
      preValidation,
      schema: { params: evidenceFileParamsSchema, response: { 204: z.undefined(), ...errorResponses } },
      config: { invalidParams: { status: 404, code: 'not_found', message: (fields) => (fields.evidenceId ? FILE_NOT_FOUND : ASSESSMENT_NOT_FOUND_MESSAGE) } },
    },
    async (request, reply) => {
      const { id, evidenceId } = request.params;
      const stored = await reviewableAssessment(db, reply, id);
      if (!stored) return reply;
      const refused = await changeWithAudit(db, async (trx) => {
        const at = now();
        if (!(await lockAssessmentRow(trx, id))) return { result: ASSESSMENT_GONE, audit: null };
        const file = await evidenceFileOf(trx, id, evidenceId);
        if (!file) return { result: NO_SUCH_FILE, audit: null };
        if (file.addedBy !== 'assessor') return { result: RESPONDENTS_FILE, audit: null };
        if (await reviewFinished(trx, id)) return { result: REVIEW_FINISHED, audit: null };
        await deleteEvidenceFile(trx, id, evidenceId, 'assessor');
        return { result: undefined, audit: reviewEvent(request, id, at, 'assessor-evidence-removed', `${file.fileName} (${file.requirementId})`) };
      });
      return refused ? sendRefusal(reply, refused) : reply.status(204).send();
    },
  );
}
