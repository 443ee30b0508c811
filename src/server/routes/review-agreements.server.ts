import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { dayOf, type CalendarDay } from '../../domain/calendar-day';
import { countOf } from '../../domain/format';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { agreementInputSchema, agreementWith, isAsSeen, MAX_AGREEMENT_BODY_BYTES, type Agreement, type AgreementInput } from '../../domain/review/agreement';
import { agreementResultSchema, type AgreementResult } from '../../domain/review/agreement-result';
import { findingIdOf, requirementFingerprint, respondentFilesOf } from '../../domain/review/finding-entries';
import { reviewSchema } from '../../domain/review/review';
import { requireEnabledSupport, supportUsername } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { ASSESSMENT_NOT_FOUND } from '../invalid-input.server';
import { changeWithAudit, type AuditedChange } from '../store/audited-change.server';
import { findAssessmentById, lockAssessmentRow } from '../store/assessments.server';
import { evidenceFilesOf } from '../store/evidence-files.server';
import { deleteUnchangedBatchFindings, findingsOf, holdOpenReview, insertFirstFinding, reviewOf, setReviewStatus, unchangedBatchFindings } from '../store/review.server';
import type { Database } from '../store/schema.server';
import { openReviewForChange, reviewEvent } from './assessor-review.server';
import { ASSESSMENT_GONE, findingAnswer, REVIEW_FINISHED, reviewableAssessment, reviewAnswer, reviewParams, sendRefusal, type ReviewRefusal } from './review-answers.server';

const CATALOGUE_ORDER = new Map(REQUIREMENTS.map((requirement, index) => [requirement.id, index]));

/** DELETE …/findings/agreements/:batchId names an assessment and a batch, each by a UUID; anything else is 404. */
const batchParamsSchema = z.object({ id: z.uuid(), batchId: z.uuid() });

/**
 * Records a batch's findings in its transaction, after the review is open for change: for each requirement, in
 * the order asked, the respondent's outcome as found, unless it has a finding already (or the batch named it
 * twice), its answer or its files changed in any way since the assessor read them, it has no answer, or an
 * exception lacks what a finding of it needs. The answers and files are read in the transaction, with the assessment's row held.
 */
async function agreeInBatch(trx: Transaction<Database>, assessmentId: string, batch: AgreementInput, made: { batchId: string; at: number; day: CalendarDay; savedBy: string }): Promise<AgreementResult['skipped'] | ReviewRefusal> {
  const stored = await findAssessmentById(trx, assessmentId);
  if (!stored) return ASSESSMENT_GONE;
  const answers = stored.assessment.requirementOutcomes;
  const files = await evidenceFilesOf(trx, assessmentId);
  const reviewed = new Set((await findingsOf(trx, assessmentId)).map((finding) => finding.requirementId));
  const skipped: AgreementResult['skipped'] = [];
  for (const seen of batch.requirements) {
    const { requirementId } = seen;
    const findingId = findingIdOf(requirementId);
    if (reviewed.has(findingId)) {
      skipped.push({ requirementId, reason: 'already-reviewed' });
      continue;
    }
    const fileIds = respondentFilesOf(files, findingId).map((file) => file.id);
    const agreement: Agreement = isAsSeen(seen, answers[findingId], fileIds) ? agreementWith(answers[findingId], seen.answered, batch, made.day) : { skipped: 'answer-changed' };
    if ('skipped' in agreement) {
      skipped.push({ requirementId, reason: agreement.skipped });
      continue;
    }
    const toSave = { assessmentId, requirementId: findingId, input: agreement.finding, savedAt: made.at, savedBy: made.savedBy, madeIn: 'batch' as const, batchId: made.batchId };
    const saved = await insertFirstFinding(trx, { ...toSave, answerFingerprint: requirementFingerprint(answers, files, findingId) });
    if (saved) reviewed.add(findingId);
    else skipped.push({ requirementId, reason: 'already-reviewed' });
  }
  return skipped;
}

/**
 * Agreeing with the respondent in a batch, and undoing a batch (docs/assessor-review.md), for signed-in support
 * users of either role: each one audited change in one transaction, refused on a finished review (409). A batch
 * never records over a finding already recorded nor over an answer changed since the assessor saw it; undoing
 * removes only the batch's findings nobody changed since.
 */
export function reviewAgreementRoutes(app: FastifyInstance, db: Kysely<Database>, now: () => number, timeZone: string): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = requireEnabledSupport(db, now);

  api.post(
    '/api/support/assessments/:id/findings/agreements',
    {
      preValidation,
      bodyLimit: MAX_AGREEMENT_BODY_BYTES,
      schema: { ...reviewParams, body: agreementInputSchema, response: { 200: agreementResultSchema, ...errorResponses } },
      config: { invalidParams: ASSESSMENT_NOT_FOUND, invalidInput: { message: 'The batch of agreements is not valid' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const stored = await reviewableAssessment(db, reply, id);
      if (!stored) return reply;
      const at = now();
      const made = { batchId: randomUUID(), at, day: dayOf(at, timeZone), savedBy: supportUsername(request) };
      const outcome = await changeWithAudit(db, async (trx): Promise<AuditedChange<AgreementResult['skipped'] | ReviewRefusal>> => {
        const refused = await openReviewForChange(trx, id, made.at);
        if (refused) return { result: refused, audit: null };
        await setReviewStatus(trx, id, 'in-review');
        const skipped = await agreeInBatch(trx, id, request.body, made);
        if (!Array.isArray(skipped)) return { result: skipped, audit: null };
        const agreed = request.body.requirements.length - skipped.length;
        const details = `Agreed with the respondent on ${countOf(agreed, 'requirement')}`;
        return { result: skipped, audit: agreed > 0 ? reviewEvent(request, id, made.at, 'findings-agreed', details) : null };
      });
      if (!Array.isArray(outcome)) return sendRefusal(reply, outcome);
      const [files, agreed] = await Promise.all([evidenceFilesOf(db, id), unchangedBatchFindings(db, id, made.batchId)]);
      const order = (requirementId: string) => CATALOGUE_ORDER.get(requirementId) ?? CATALOGUE_ORDER.size;
      const findings = agreed.sort((a, b) => order(a.requirementId) - order(b.requirementId)).map((finding) => findingAnswer(finding, stored.assessment, files));
      return reply.status(200).send({ batchId: made.batchId, agreed: findings, skipped: outcome });
    },
  );

  api.delete(
    '/api/support/assessments/:id/findings/agreements/:batchId',
    {
      preValidation,
      schema: { params: batchParamsSchema, response: { 200: reviewSchema, ...errorResponses } },
      config: { invalidParams: ASSESSMENT_NOT_FOUND },
    },
    async (request, reply) => {
      const { id, batchId } = request.params;
      const stored = await reviewableAssessment(db, reply, id);
      if (!stored) return reply;
      const at = now();
      const refused = await changeWithAudit(db, async (trx): Promise<AuditedChange<ReviewRefusal | undefined>> => {
        if (!(await lockAssessmentRow(trx, id))) return { result: ASSESSMENT_GONE, audit: null };
        // No review yet: nothing to undo. A finished one: its findings are frozen.
        if (!(await holdOpenReview(trx, id, at))) return { result: (await reviewOf(trx, id)) ? REVIEW_FINISHED : undefined, audit: null };
        const removed = await deleteUnchangedBatchFindings(trx, id, batchId);
        const details = `Removed ${countOf(removed, 'finding')} agreed in a batch`;
        return { result: undefined, audit: removed > 0 ? reviewEvent(request, id, at, 'findings-agreement-undone', details) : null };
      });
      if (refused) return sendRefusal(reply, refused);
      return reply.status(200).send(await reviewAnswer(db, stored.assessment));
    },
  );
}
