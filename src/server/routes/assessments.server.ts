import { randomUUID } from 'node:crypto';
import { tokenHolder } from '../auth/api-tokens.server';
import { apiTokenActor } from '../../domain/api-tokens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { assessmentIdParamsSchema, LAST_SAVED_HEADER, type Assessment } from '../../domain/assessment';
import { KIND_NAMES } from '../../domain/assessment-kinds';
import { assessmentRecordSchema, savedAssessmentSchema } from '../../domain/assessment-record';
import { dayOf } from '../../domain/calendar-day';
import { anyAssessmentInputSchema, storedFieldsOf, withLevelsOn } from '../../domain/detailed-assessment';
import { withVerifiedImports, type ImportedExport } from '../../domain/configuration-imports/imported-answers';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import { importsOf } from '../store/configuration-imports.server';
import { ACCESS_KEY_HEADER, MAX_ASSESSMENT_BODY_BYTES } from '../../domain/constants';
import { daysInWords } from '../../domain/format';
import { isExpiredDraft } from '../draft-expiry.server';
import { levelsOfTheDay } from '../levels-of-the-day.server';
import { hashSecret, newSecret, secretMatches } from '../secrets.server';
import { currentSession } from '../auth/session-cookie.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import type { InvalidInputAnswer } from '../invalid-input.server';
import type { RateLimits } from '../rate-limits.server';
import { insertNoChangeAuditEvent } from '../store/audit.server';
import { findAssessmentById, findAssessmentBySubmissionKey, insertAssessment, isUniqueViolation, updateAssessment, type StoredAssessment } from '../store/assessments.server';
import { isSubmissionKey, SUBMISSION_KEY_FORM, SUBMISSION_KEY_HEADER } from '../../domain/submission-key';
import type { Database } from '../store/schema.server';

const INVALID_ANSWERS = { message: 'Some answers are missing or not valid' } satisfies InvalidInputAnswer;

/** What the assessment routes need besides the database. */
export interface AssessmentRouteOptions {
  now: () => number;
  /** The deployment's time zone (E8_TIME_ZONE): a body is read, and levels worked out, on the day `now` falls on there. */
  timeZone: string;
  /** Days a saved draft is kept after its last save (E8_DRAFT_DAYS). */
  draftDays: number;
  limit: RateLimits['publicWrite'];
  /** The daily cap of new assessments per address, on the routes that start one. */
  newAssessmentCap: RateLimits['newAssessment'];
  /** Told of each assessment as it is completed (the team's notice), after the answer is sent; never waited for. */
  onCompleted?: (assessment: Assessment) => void;
}

/**
 * The one answer to an unknown id, a wrong key and an expired draft alike, so none can be told from
 * another: it names every reason, as a resume link is the likeliest way here.
 */
export function notFoundMessage(draftDays: number): string {
  return `This assessment was not found: the link or its access key is wrong, or it was a saved draft that has expired. Drafts are kept for ${daysInWords(draftDays)} after their last save.`;
}

/** A stored assessment that is still there to read: a draft past its keeping time counts as deleted. */
async function liveAssessmentById(db: Kysely<Database>, request: FastifyRequest, options: AssessmentRouteOptions): Promise<StoredAssessment | undefined> {
  // An id that is not a UUID names nothing: it is answered like an unknown one.
  const id = assessmentIdParamsSchema.safeParse(request.params).data?.id;
  const stored = id ? await findAssessmentById(db, id) : undefined;
  return stored && !isExpiredDraft(stored.assessment, options.now(), options.draftDays) ? stored : undefined;
}

/** A draft save of an assessment that has been submitted: refused, as it would turn the submission back into a draft the clean-up deletes. */
export const ALREADY_SUBMITTED_MESSAGE = 'This assessment has already been submitted, so it can no longer be saved as a draft. Open its results instead.';

/** A second submission of an assessment already submitted (another tab, a double click, a retry): not submitted again. */
export const SUBMITTED_ALREADY_MESSAGE = 'This assessment has already been submitted, from this browser or another tab or window, so it was not submitted again. Open its results.';

/** A repeat of a submission whose access key has been replaced since: its results open only with the newer key. */
const KEY_REPLACED_MESSAGE = 'This assessment has already been submitted, and its access key has been replaced since, so it was not submitted again. Open its results from the newest link to them.';

/** A submission key sent with a draft: a draft is saved to its own address, so the key would name a draft, not a submission. */
const KEY_WITH_DRAFT_MESSAGE = 'A submission key (the Idempotency-Key header) is sent only with a submission, status "completed"; a draft is saved without one.';

/**
 * The submission key a request sends (SUBMISSION_KEY_HEADER): none, a key of the right form, or a refusal in words
 * (one of the wrong form, or one sent with a draft).
 */
function submissionKeyOf(request: FastifyRequest, status: Assessment['status']): { key: string | undefined } | { refusal: string } {
  const key = request.headers[SUBMISSION_KEY_HEADER];
  if (key === undefined) return { key: undefined };
  if (typeof key !== 'string' || !isSubmissionKey(key)) return { refusal: SUBMISSION_KEY_FORM };
  if (status !== 'completed') return { refusal: KEY_WITH_DRAFT_MESSAGE };
  return { key };
}

/** A save from a browser or tab that has not seen the latest saved copy: refused, as it would overwrite newer answers. */
export const SAVED_ELSEWHERE_MESSAGE =
  'These answers were saved from another browser or tab after this one last saved them, so saving here would overwrite newer answers. Open the newer copy before saving again.';

/**
 * Whether a save was made from an out-of-date copy: it names (in LAST_SAVED_HEADER) the `updatedAt`
 * it last saw and the stored one differs. A save without the header (an API client) is not checked.
 */
function savedSinceSeen(request: FastifyRequest, stored: Assessment): boolean {
  const seen = request.headers[LAST_SAVED_HEADER];
  return typeof seen === 'string' && seen !== String(stored.updatedAt);
}

/**
 * Refuses a save from a copy older than the stored one: a submission over one already submitted (another tab, a
 * retry after a lost answer) is the same submission again, and is told so; anything else was saved elsewhere since.
 */
function refuseStaleSave(reply: FastifyReply, sent: Assessment['status'], stored: Assessment['status']): FastifyReply {
  if (sent === 'completed' && stored === 'completed') return sendError(reply, 409, 'already_submitted', SUBMITTED_ALREADY_MESSAGE);
  return sendError(reply, 409, 'saved_elsewhere', SAVED_ELSEWHERE_MESSAGE);
}

/** The request's access key, when it sends one. */
export function accessKeyOf(request: FastifyRequest): string | undefined {
  const accessKey = request.headers[ACCESS_KEY_HEADER];
  return typeof accessKey === 'string' && accessKey.length > 0 ? accessKey : undefined;
}

/**
 * The assessment named in the URL, when the request holds its access key; otherwise replies: 401
 * without a key, and 404 alike for an unknown id, a wrong key and an expired draft, so ids cannot be probed.
 */
export async function assessmentByAccessKey(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, options: AssessmentRouteOptions, purpose: 'open' | 'save' | 'delete' | 'download'): Promise<StoredAssessment | undefined> {
  const accessKey = accessKeyOf(request);
  if (!accessKey) {
    sendError(reply, 401, 'access_key_required', `An access key is needed to ${purpose} this assessment`);
    return undefined;
  }
  const stored = await liveAssessmentById(db, request, options);
  if (!stored || !secretMatches(accessKey, stored.accessKeyHash)) {
    sendError(reply, 404, 'not_found', notFoundMessage(options.draftDays));
    return undefined;
  }
  return stored;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The assessment whose access key the request holds, found by `requireAccessKey` before its input was read. */
    keyHeldAssessment?: StoredAssessment;
  }
}

/**
 * A preValidation hook of a respondent's route that takes input: `assessmentByAccessKey`, before the input is
 * parsed, so a request without the key (401) or with a wrong one (404) is told so rather than what the body
 * lacks. The assessment found is kept for the handler (`keyHeldAssessment`).
 */
export function requireAccessKey(db: Kysely<Database>, options: AssessmentRouteOptions, purpose: 'open' | 'save') {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const stored = await assessmentByAccessKey(db, request, reply, options, purpose);
    // An async hook that has answered returns the reply, so Fastify stops there instead of going on to read the body.
    if (!stored) return reply;
    request.keyHeldAssessment = stored;
    return undefined;
  };
}

/** The assessment `requireAccessKey` found for this request; only called by a route that has that hook. */
export function keyHeldAssessment(request: FastifyRequest): StoredAssessment {
  if (!request.keyHeldAssessment) throw new Error('The access key of this request was not checked before its handler');
  return request.keyHeldAssessment;
}

/**
 * The assessment named in the URL for reading: with its access key, or for a signed-in support
 * user (recorded in the audit log as a view unless `recordView` is false, for what a page reads beside
 * the assessment itself); otherwise replies.
 */
export async function readableAssessment(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: AssessmentRouteOptions,
  { recordView = true }: { recordView?: boolean } = {},
): Promise<StoredAssessment | undefined> {
  const { now } = options;
  // An API token reaches only the route that opts in to one (GET /api/assessments/:id), and reads as support does.
  const token = tokenHolder(request);
  const found = accessKeyOf(request) || token ? undefined : await currentSession(db, request, now());
  // Only a signed-in session reads: one still waiting for its second step (or an enrolment) reads nothing.
  const reader = token ? apiTokenActor(token.name) : found?.stage === 'signed-in' ? found.username : undefined;
  if (!reader) return assessmentByAccessKey(db, request, reply, options, 'open');
  const stored = await liveAssessmentById(db, request, options);
  if (!stored) {
    sendError(reply, 404, 'not_found', 'Assessment not found');
    return undefined;
  }
  if (recordView) await insertNoChangeAuditEvent(db, { at: now(), actor: reader, action: 'view', assessmentId: stored.assessment.id, details: '', address: request.ip });
  return stored;
}

/** Whether any answer says it came from an import. */
function hasImportedAnswers(answers: RequirementAnswers): boolean {
  return Object.values(answers).some((answer) => answer?.importedFrom !== undefined);
}

/** Fields with each answer's source checked against the assessment's imports (`withVerifiedImports`). */
function withImportsOf<Fields extends Pick<Assessment, 'requirementOutcomes'>>(fields: Fields, imports: readonly ImportedExport[]): Fields {
  return hasImportedAnswers(fields.requirementOutcomes) ? { ...fields, requirementOutcomes: withVerifiedImports(fields.requirementOutcomes, imports) } : fields;
}

/**
 * POST, PUT and GET /api/assessments/:id for respondents, GET also for support. Only the
 * respondent's access key saves an assessment: a support session reads, never overwrites. A body is
 * parsed on the day it arrives (`anyAssessmentInputSchema`), after the daily cap of new assessments
 * (POST) and the access key (PUT), which answer first as they did before any body was read.
 */
export function assessmentRoutes(app: FastifyInstance, db: Kysely<Database>, options: AssessmentRouteOptions): void {
  const { now, limit, timeZone } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const body = anyAssessmentInputSchema(() => dayOf(now(), timeZone));
  const config = { invalidInput: INVALID_ANSWERS };

  api.post(
    '/api/assessments',
    {
      onRequest: limit,
      preValidation: options.newAssessmentCap,
      bodyLimit: MAX_ASSESSMENT_BODY_BYTES,
      schema: { body, response: { 200: savedAssessmentSchema, 201: savedAssessmentSchema, ...errorResponses } },
      config,
    },
    async (request, reply) => {
      const { input, today } = request.body;
      const createdAt = now();
      // A new assessment has no imports: no answer of it came from one.
      const assessment: Assessment = { id: randomUUID(), createdAt, updatedAt: createdAt, ...withImportsOf(storedFieldsOf(input, today), []) };
      const sent = submissionKeyOf(request, assessment.status);
      if ('refusal' in sent) return sendError(reply, 400, 'invalid_submission_key', sent.refusal);
      const submissionKey = sent.key;
      // A submission sent again with its key answers the first one, which that key opens (it is its access key).
      const answerEarlier = (earlier: StoredAssessment, key: string) => {
        if (!secretMatches(key, earlier.accessKeyHash)) return sendError(reply, 409, 'already_submitted', KEY_REPLACED_MESSAGE);
        return reply.status(200).send({ ...withLevelsOn(earlier.assessment, today), accessKey: key });
      };
      if (submissionKey !== undefined) {
        const earlier = await findAssessmentBySubmissionKey(db, hashSecret(submissionKey));
        if (earlier) return answerEarlier(earlier, submissionKey);
      }
      // The browser's submission key is the access key it proposes; without one, the server makes the key.
      const accessKey = submissionKey ?? newSecret();
      try {
        await insertAssessment(db, assessment, hashSecret(accessKey), null, submissionKey === undefined ? null : hashSecret(submissionKey), today);
      } catch (error) {
        // The same submission arrived twice at once and the other was written first: answer that one.
        const earlier = submissionKey !== undefined && isUniqueViolation(error) ? await findAssessmentBySubmissionKey(db, hashSecret(submissionKey)) : undefined;
        if (earlier && submissionKey !== undefined) return answerEarlier(earlier, submissionKey);
        throw error;
      }
      if (assessment.status === 'completed') options.onCompleted?.(assessment);
      return reply.status(201).send({ ...assessment, accessKey });
    },
  );

  api.put(
    '/api/assessments/:id',
    {
      onRequest: limit,
      preValidation: requireAccessKey(db, options, 'save'),
      bodyLimit: MAX_ASSESSMENT_BODY_BYTES,
      schema: { body, response: { 200: assessmentRecordSchema, ...errorResponses } },
      config,
    },
    async (request, reply) => {
      const stored = keyHeldAssessment(request);
      const { input, today } = request.body;
      const savedAt = now();
      // A save never turns a detailed assessment into a quick check (which would drop its outcomes), nor back.
      const kind = input.kind ?? 'quick';
      if (kind !== stored.assessment.kind) {
        return sendError(reply, 400, 'invalid_input', INVALID_ANSWERS.message, { kind: `This is a ${KIND_NAMES[stored.assessment.kind].toLowerCase()}; a save cannot change its kind` });
      }
      // A submission never becomes a draft again (the draft clean-up would delete it). Submitting again
      // replaces the answers, as API clients may correct one, unless a newer copy was saved since (below).
      if (input.status === 'draft' && stored.assessment.status === 'completed') return sendError(reply, 409, 'already_submitted', ALREADY_SUBMITTED_MESSAGE);
      if (savedSinceSeen(request, stored.assessment)) return refuseStaleSave(reply, input.status, stored.assessment.status);
      const fields = storedFieldsOf(input, today);
      const assessment: Assessment = {
        ...(fields.kind === 'detailed' && hasImportedAnswers(fields.requirementOutcomes) ? withImportsOf(fields, await importsOf(db, stored.assessment.id, 'respondent')) : fields),
        id: stored.assessment.id,
        createdAt: stored.assessment.createdAt,
        // Set when a re-assessment starts; no body names it, so every save keeps it.
        reassessmentOf: stored.assessment.reassessmentOf,
        updatedAt: Math.max(savedAt, stored.assessment.updatedAt + 1),
      };
      // Written only over the copy read above: a save that landed in between wins, and this one is told so.
      if (!(await updateAssessment(db, assessment, stored.assessment.updatedAt, today))) {
        // Deleted since it was read (the daily clean-up of drafts, or retention): gone, as on a read.
        const current = await findAssessmentById(db, stored.assessment.id);
        if (!current) return sendError(reply, 404, 'not_found', notFoundMessage(options.draftDays));
        return refuseStaleSave(reply, input.status, current.assessment.status);
      }
      // A draft completed now is a new submission; a submission saved again is not.
      if (assessment.status === 'completed' && stored.assessment.status === 'draft') options.onCompleted?.(assessment);
      return assessment;
    },
  );

  const levelsOn = levelsOfTheDay();
  // The id is checked with the key or the session (an id that names nothing is 404), so no URL parameters are declared.
  // An export token reads it too (`config.tokenScope`): one assessment as JSON.
  api.get('/api/assessments/:id', { schema: { response: { 200: assessmentRecordSchema, ...errorResponses } }, config: { tokenScope: 'export' } }, async (request, reply) => {
    const stored = await readableAssessment(db, request, reply, options);
    if (!stored) return reply;
    // Levels as they stand today: an alternate control past its review date no longer counts.
    return levelsOn(stored.assessment, dayOf(now(), timeZone));
  });
}
