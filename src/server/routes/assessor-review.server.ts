import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { AuditAction } from '../../domain/audit';
import { dayOf } from '../../domain/calendar-day';
import { isRequirementId } from '../../domain/framework/catalogue';
import { OUTCOMES } from '../../domain/framework/outcome-rules';
import { reviewIncompleteMessage } from '../../domain/review/assessed-level';
import { findingInputSchema, findingReviewDateIssue, findingSchema } from '../../domain/review/finding';
import { findingIdOf, requirementFingerprint } from '../../domain/review/finding-entries';
import { finishedReviewLevels, requirementsLeftToReview } from '../../domain/review/finished-levels';
import { reviewSchema, staleFindingSchema, staleScopeSchema, staleTargetSchema, type ReviewStatus } from '../../domain/review/review';
import { reviewScopeFieldsSchema, reviewScopeInputSchema } from '../../domain/review/review-scope';
import { reviewTargetInputSchema, reviewTargetSchema, targetInWords } from '../../domain/review/review-target';
import { requireEnabledSupport, supportUsername } from '../auth/require-support.server';
import { apiErrorSchema, errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { ASSESSMENT_NOT_FOUND, NO_FIELDS_MESSAGE, noFieldsBody } from '../invalid-input.server';
import { findAssessmentById, lockAssessmentRow, type StoredAssessment } from '../store/assessments.server';
import { evidenceFilesOf } from '../store/evidence-files.server';
import { changeWithAudit, type AuditedChange } from '../store/audited-change.server';
import {
  finishReview,
  findingOf,
  holdOpenReview,
  insertFirstFinding,
  reopenReview,
  reviewOf,
  setReviewStatus,
  shareReview,
  startReview,
  unshareReview,
  updateFinding,
  updateReviewScope,
  updateReviewTarget,
  type FindingToSave,
  type StoredReview,
} from '../store/review.server';
import { findingOutcomesOf, keepFinishedLevels } from '../store/review-levels.server';
import type { NewAuditEvent } from '../store/audit.server';
import type { Database } from '../store/schema.server';
import {
  ASSESSMENT_GONE,
  ASSESSMENT_NOT_FOUND_MESSAGE,
  findingAnswer,
  REVIEW_FINISHED,
  reviewableAssessment,
  reviewAnswer,
  reviewParams,
  sendRefusal,
  type ReviewRefusal,
} from './review-answers.server';

const FINDING_CHANGED_ELSEWHERE = 'Another consultant saved this finding after you opened it. Read their finding before saving yours again.';
const SCOPE_CHANGED_ELSEWHERE = 'Another consultant saved the scope after you opened it. Read their scope before saving yours again.';
const TARGET_CHANGED_ELSEWHERE = 'Another consultant saved the target after you opened it. Read their target before saving yours again.';
const NO_FINDING_YET = 'No finding has been saved for this requirement yet: send version 0';

/** PUT …/findings/:requirementId names an assessment and a requirement of the catalogue; anything else is 404. */
const findingParamsSchema = z.object({
  id: z.uuid(),
  requirementId: z.string().refine(isRequirementId, 'This is not a requirement of the catalogue'),
});

/** What a save of a finding or the scope ends in: saved, refused as saved elsewhere since it was read (409 with the newer copy), or refused. */
type SaveOutcome = 'saved' | 'changed-elsewhere' | ReviewRefusal;

/** The audit event of a review change by the request's consultant. */
export function reviewEvent(request: FastifyRequest, assessmentId: string, at: number, action: AuditAction, details: string): NewAuditEvent {
  return { at, actor: supportUsername(request), action, assessmentId, details, address: request.ip };
}

/**
 * The start of every change to a review's findings or scope, in its transaction: the assessment's row (gone
 * since it was read: 404), then the review's, started if need be and held while open (finished: 409), so a
 * finish and a change never pass each other.
 */
export async function openReviewForChange(trx: Transaction<Database>, assessmentId: string, at: number): Promise<ReviewRefusal | undefined> {
  if (!(await lockAssessmentRow(trx, assessmentId))) return ASSESSMENT_GONE;
  await startReview(trx, assessmentId, at);
  return (await holdOpenReview(trx, assessmentId, at)) ? undefined : REVIEW_FINISHED;
}

/** A versioned part of a review (its scope, its target, the report's words), as `saveReviewPart` saves it. */
export interface ReviewPart<Answer extends object> {
  /** Writes the part against the version read; the audit event's details when written, undefined when the version is stale. */
  save: (trx: Transaction<Database>, assessmentId: string, at: number) => Promise<string | undefined>;
  action: AuditAction;
  /** The 409's words when someone else saved first. */
  changedElsewhere: string;
  /** The part as it now stands: the answer of a save, and the newer copy of a refused one. */
  read: (assessmentId: string) => Promise<Answer | undefined>;
}

/**
 * Saves a versioned part of a review in one audited change: the review opened for the change (refused when the
 * assessment is gone or the review finished), the part written against the version read, then 200 with the part as
 * it stands, or 409 `changed_elsewhere` with the newer copy.
 */
export async function saveReviewPart<Answer extends object>(
  db: Kysely<Database>,
  now: () => number,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  part: ReviewPart<Answer>,
): Promise<FastifyReply> {
  const stored = await reviewableAssessment(db, reply, id);
  if (!stored) return reply;
  const at = now();
  const outcome = await changeWithAudit(db, async (trx): Promise<AuditedChange<SaveOutcome>> => {
    const refused = await openReviewForChange(trx, id, at);
    if (refused) return { result: refused, audit: null };
    const details = await part.save(trx, id, at);
    if (details === undefined) return { result: 'changed-elsewhere', audit: null };
    await setReviewStatus(trx, id, 'in-review');
    return { result: 'saved', audit: reviewEvent(request, id, at, part.action, details) };
  });
  if (typeof outcome === 'object') return sendRefusal(reply, outcome);
  const current = await part.read(id);
  if (!current) return sendRefusal(reply, ASSESSMENT_GONE);
  if (outcome === 'changed-elsewhere') return reply.status(409).send({ error: { code: 'changed_elsewhere', message: part.changedElsewhere }, ...current });
  return reply.status(200).send(current);
}

/** A change of where a review stands (finish, reopen, share, withdraw): the store's update and what follows it. */
interface StateChange {
  method: 'POST' | 'DELETE';
  path: string;
  action: AuditAction;
  /** The status the review has once changed. */
  status: ReviewStatus;
  /** Changes the review: true when changed, false when there was nothing to change, or a refusal of its own. */
  /** `timeZone` is the deployment's (E8_TIME_ZONE), whose day `at` falls on counts. */
  apply: (trx: Transaction<Database>, assessmentId: string, at: number, username: string, timeZone: string) => Promise<boolean | ReviewRefusal>;
  /** When `apply` changed nothing, the refusal to send; undefined to answer the review as it stands (nothing to do). */
  unchanged: (review: StoredReview | undefined) => ReviewRefusal | undefined;
}

/**
 * Finishes an open review whose every requirement within the target has a finding (409 `review_incomplete`
 * otherwise, naming how many are left), and keeps with it the overall assessed level (within the target) and the
 * respondent's, both as they stand on the day, read in the finish's transaction (the assessment's row is held,
 * so neither the answers nor the findings change under it): the dashboard compares them. False when the review
 * was not open.
 */
async function finishKeepingLevels(trx: Transaction<Database>, assessmentId: string, at: number, username: string, timeZone: string): Promise<boolean | ReviewRefusal> {
  const review = await reviewOf(trx, assessmentId);
  const stored = await findAssessmentById(trx, assessmentId);
  if (!review || review.finishedAt !== null || !stored) return false;
  const findings = await findingOutcomesOf<Database>(trx, assessmentId);
  const left = requirementsLeftToReview(stored.assessment, findings, review.target);
  if (left > 0) return { status: 409, code: 'review_incomplete', message: reviewIncompleteMessage(left) };
  if (!(await finishReview(trx, assessmentId, username, at))) return false;
  await keepFinishedLevels<Database>(trx, assessmentId, finishedReviewLevels(stored.assessment, findings, review.target, dayOf(at, timeZone)));
  return true;
}

const notFinished = (message: string): ReviewRefusal => ({ status: 409, code: 'review_not_finished', message });

const STATE_CHANGES: StateChange[] = [
  {
    method: 'POST',
    path: 'finish',
    action: 'review-finished',
    status: 'finished',
    apply: finishKeepingLevels,
    unchanged: (review) =>
      review ? REVIEW_FINISHED : { status: 409, code: 'review_not_started', message: 'Nothing has been saved in this review yet: record a finding or the scope before finishing it.' },
  },
  {
    method: 'POST',
    path: 'reopen',
    action: 'review-reopened',
    status: 'in-review',
    apply: (trx, id, at) => reopenReview(trx, id, at),
    unchanged: () => notFinished('This review is not finished, so there is nothing to reopen.'),
  },
  {
    method: 'POST',
    path: 'share',
    action: 'review-shared',
    status: 'shared',
    apply: (trx, id, at) => shareReview(trx, id, at),
    unchanged: (review) => (review?.sharedAt != null ? undefined : notFinished('Only a finished review can be shared with the respondent: finish it first.')),
  },
  { method: 'DELETE', path: 'share', action: 'review-unshared', status: 'finished', apply: (trx, id, at) => unshareReview(trx, id, at), unchanged: () => undefined },
];

/**
 * A consultant's review of a completed detailed assessment (docs/assessor-review.md), for signed-in support
 * users of either role (a disabled account is told so, 403): the review as it stands, a finding per
 * requirement of the model, the scope and the target (each saved against the version read, 409 with the newer
 * copy otherwise), finishing (once every requirement within the target has a finding), reopening, sharing with
 * the respondent and withdrawing it. Every change is one audited change,
 * and keeps `assessments.review_status` equal to the review's status in the same transaction.
 */
export function assessorReviewRoutes(app: FastifyInstance, db: Kysely<Database>, now: () => number, timeZone: string): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before input is parsed, so a stranger gets 401 rather than a 400 about the body.
  const preValidation = requireEnabledSupport(db, now);
  const invalidParams = ASSESSMENT_NOT_FOUND;

  /** The review as it stands, once changed: the answer of every route but a finding's and the scope's. */
  const answerReview = async (reply: FastifyReply, stored: StoredAssessment) => reply.status(200).send(await reviewAnswer(db, stored.assessment));

  api.get(
    '/api/support/assessments/:id/review',
    { preValidation, schema: { ...reviewParams, response: { 200: reviewSchema, ...errorResponses } }, config: { invalidParams } },
    async (request, reply) => {
      const stored = await reviewableAssessment(db, reply, request.params.id);
      return stored ? answerReview(reply, stored) : reply;
    },
  );

  api.put(
    '/api/support/assessments/:id/findings/:requirementId',
    {
      preValidation,
      schema: { params: findingParamsSchema, body: findingInputSchema, response: { 200: findingSchema, 409: z.union([staleFindingSchema, apiErrorSchema]), ...errorResponses } },
      config: { invalidParams: { status: 404, code: 'not_found', message: (fields) => (fields.requirementId ? 'This requirement is not in the catalogue' : ASSESSMENT_NOT_FOUND_MESSAGE) }, invalidInput: { message: 'The finding is not valid' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      // A requirement the model lists under several strategies has one finding, whichever entry it is saved from.
      const requirementId = findingIdOf(request.params.requirementId);
      const { version, ...input } = request.body;
      const at = now();
      const lateReview = findingReviewDateIssue(input, dayOf(at, timeZone));
      if (lateReview) return sendError(reply, 400, 'invalid_input', 'The finding is not valid', { reviewBy: lateReview });
      const stored = await reviewableAssessment(db, reply, id);
      if (!stored) return reply;
      const files = await evidenceFilesOf(db, id);
      const finding: FindingToSave = {
        assessmentId: id,
        requirementId,
        input,
        savedAt: at,
        savedBy: supportUsername(request),
        madeIn: 'one-by-one',
        batchId: null,
        answerFingerprint: requirementFingerprint(stored.assessment.requirementOutcomes, files, requirementId),
      };
      const outcome = await changeWithAudit(db, async (trx): Promise<AuditedChange<SaveOutcome>> => {
        const refused = await openReviewForChange(trx, id, at);
        if (refused) return { result: refused, audit: null };
        const saved = version === 0 ? await insertFirstFinding(trx, finding) : await updateFinding(trx, finding, version);
        if (!saved) return { result: 'changed-elsewhere', audit: null };
        await setReviewStatus(trx, id, 'in-review');
        // The requirement and the outcome found; never the note, which may say anything.
        return { result: 'saved', audit: reviewEvent(request, id, at, 'finding-saved', `${requirementId}: ${OUTCOMES[input.outcome].label}`) };
      });
      if (typeof outcome === 'object') return sendRefusal(reply, outcome);
      const current = await findingOf(db, id, requirementId);
      if (outcome === 'changed-elsewhere') {
        if (!current) return sendError(reply, 400, 'invalid_input', 'The finding is not valid', { version: NO_FINDING_YET });
        return reply.status(409).send({ error: { code: 'changed_elsewhere', message: FINDING_CHANGED_ELSEWHERE }, finding: findingAnswer(current, stored.assessment, files) });
      }
      if (!current) return sendRefusal(reply, ASSESSMENT_GONE);
      return reply.status(200).send(findingAnswer(current, stored.assessment, files));
    },
  );

  api.put(
    '/api/support/assessments/:id/review/scope',
    {
      preValidation,
      schema: {
        ...reviewParams,
        body: reviewScopeInputSchema,
        response: { 200: z.strictObject({ scope: reviewScopeFieldsSchema, version: z.number().int().min(0) }), 409: z.union([staleScopeSchema, apiErrorSchema]), ...errorResponses },
      },
      config: { invalidParams, invalidInput: { message: 'The scope is not valid' } },
    },
    async (request, reply) => {
      const { version, ...scope } = request.body;
      return saveReviewPart(db, now, request, reply, request.params.id, {
        save: async (trx, id, at) => ((await updateReviewScope(trx, id, scope, version, at)) ? '' : undefined),
        action: 'review-scope-saved',
        changedElsewhere: SCOPE_CHANGED_ELSEWHERE,
        read: async (id) => {
          const review = await reviewOf(db, id);
          return review && { scope: review.scope, version: review.version };
        },
      });
    },
  );

  api.put(
    '/api/support/assessments/:id/review/target',
    {
      preValidation,
      schema: {
        ...reviewParams,
        body: reviewTargetInputSchema,
        response: { 200: z.strictObject({ target: reviewTargetSchema, version: z.number().int().min(0) }), 409: z.union([staleTargetSchema, apiErrorSchema]), ...errorResponses },
      },
      config: { invalidParams, invalidInput: { message: 'The target is not valid' } },
    },
    async (request, reply) => {
      const { version, ...target } = request.body;
      return saveReviewPart(db, now, request, reply, request.params.id, {
        save: async (trx, id, at) => ((await updateReviewTarget(trx, id, target, version, at)) ? targetInWords(target) : undefined),
        action: 'review-target-saved',
        changedElsewhere: TARGET_CHANGED_ELSEWHERE,
        read: async (id) => {
          const review = await reviewOf(db, id);
          return review && { target: review.target, version: review.targetVersion };
        },
      });
    },
  );

  for (const change of STATE_CHANGES) {
    api.route({
      method: change.method,
      url: `/api/support/assessments/:id/review/${change.path}`,
      preValidation,
      schema: { ...reviewParams, body: noFieldsBody, response: { 200: reviewSchema, ...errorResponses } },
      config: { invalidParams, invalidInput: { message: NO_FIELDS_MESSAGE } },
      handler: async (request, reply) => {
        const { id } = request.params;
        const stored = await reviewableAssessment(db, reply, id);
        if (!stored) return reply;
        const at = now();
        const refused = await changeWithAudit(db, async (trx) => {
          if (!(await lockAssessmentRow(trx, id))) return { result: ASSESSMENT_GONE, audit: null };
          const applied = await change.apply(trx, id, at, supportUsername(request), timeZone);
          if (typeof applied === 'object') return { result: applied, audit: null };
          if (!applied) return { result: change.unchanged(await reviewOf(trx, id)), audit: null };
          await setReviewStatus(trx, id, change.status);
          return { result: undefined, audit: reviewEvent(request, id, at, change.action, '') };
        });
        return refused ? sendRefusal(reply, refused) : answerReview(reply, stored);
      },
    });
  }
}
