import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { RESPONDENT_ACTOR, RESPONDENT_ADDRESS, type AuditAction } from '../../domain/audit';
import type { Branding } from '../../domain/branding';
import { dayOf } from '../../domain/calendar-day';
import { resultsPath } from '../../domain/links';
import { evidenceRequestNotice } from '../../domain/review/evidence-request-notice';
import { ACCEPTABLE_STATES, ANSWERABLE_STATES, isRequestFor, WITHDRAWABLE_STATES } from '../../domain/review/evidence-request-words';
import {
  answerEventDetails,
  evidenceRequestAnswerSchema,
  evidenceRequestInputSchema,
  evidenceRequestListSchema,
  evidenceRequestSchema,
  forRespondent,
  newEvidenceRequestSchema,
  requestEventDetails,
  respondentEvidenceRequestListSchema,
  respondentEvidenceRequestSchema,
  type EvidenceRequest,
} from '../../domain/review/evidence-requests';
import { requireEnabledSupport, supportUsername } from '../auth/require-support.server';
import type { BackgroundTasks } from '../background-tasks.server';
import { errorResponses } from '../contract.server';
import { ASSESSMENT_NOT_FOUND, NO_FIELDS_MESSAGE, noFieldsBody } from '../invalid-input.server';
import type { EvidenceRequestDelivery } from '../mail/evidence-request-mail.server';
import { lockAssessmentRow } from '../store/assessments.server';
import { isReviewCopy } from '../store/review-copies.server';
import { changeWithAudit } from '../store/audited-change.server';
import type { NewAuditEvent } from '../store/audit.server';
import {
  acceptEvidenceRequest,
  answerEvidenceRequest,
  countUploadForRequest,
  evidenceRequestOf,
  evidenceRequestsOf,
  insertEvidenceRequest,
  withdrawEvidenceRequest,
} from '../store/evidence-requests.server';
import type { Database } from '../store/schema.server';
import { keyHeldAssessment, readableAssessment, requireAccessKey, type AssessmentRouteOptions } from './assessments.server';
import { ASSESSMENT_GONE, ASSESSMENT_NOT_FOUND_MESSAGE, reviewableAssessment, reviewParams, sendRefusal, type ReviewRefusal } from './review-answers.server';

const REQUEST_NOT_FOUND_MESSAGE = 'This request for evidence was not found: it may have been deleted with its assessment.';
const NO_SUCH_REQUEST: ReviewRefusal = { status: 404, code: 'not_found', message: REQUEST_NOT_FOUND_MESSAGE };

/** One request's URL: an assessment and a request, each a UUID (anything else names nothing: 404). */
const requestParamsSchema = z.object({ id: z.uuid(), requestId: z.uuid() });
const invalidRequestParams = { status: 404, code: 'not_found', message: (fields: Record<string, string>) => (fields.requestId ? REQUEST_NOT_FOUND_MESSAGE : ASSESSMENT_NOT_FOUND_MESSAGE) } as const;

/** What the evidence requests' routes need besides the database. */
export interface EvidenceRequestRouteOptions extends AssessmentRouteOptions {
  branding: Branding;
  /** How a notice of a new request is mailed to the respondent; absent (no SMTP), none is. */
  delivery: EvidenceRequestDelivery | undefined;
  tasks: BackgroundTasks;
  /** The origin the notice's link points at (E8_PUBLIC_URL). */
  linkBase: string;
}

/** A consultant's change of one request (accept, withdraw): the store's update, the states it may start from, and what a refusal says. */
interface ConsultantChange {
  path: 'accept' | 'withdraw';
  action: AuditAction;
  apply: typeof acceptEvidenceRequest;
  from: readonly EvidenceRequest['state'][];
  refusal: ReviewRefusal;
}

const CONSULTANT_CHANGES: ConsultantChange[] = [
  {
    path: 'accept',
    action: 'evidence-request-accepted',
    apply: acceptEvidenceRequest,
    from: ACCEPTABLE_STATES,
    refusal: { status: 409, code: 'request_not_answered', message: 'Only an answered request can be accepted: this one is still open, or already accepted or withdrawn.' },
  },
  {
    path: 'withdraw',
    action: 'evidence-request-withdrawn',
    apply: withdrawEvidenceRequest,
    from: WITHDRAWABLE_STATES,
    refusal: { status: 409, code: 'request_closed', message: 'This request is already accepted or withdrawn, so it cannot be withdrawn.' },
  },
];

/** A request on a quick check's review copy would reach nobody: the copy's access key is never handed out. */
const REVIEW_COPY: ReviewRefusal = {
  status: 409,
  code: 'review_copy',
  message: 'This is the firm’s copy of a quick check; the respondent cannot open it, so evidence cannot be asked for here.',
};

const RESPONDENT_CLOSED: ReviewRefusal = {
  status: 409,
  code: 'request_closed',
  message: 'This request is closed: the consultancy has accepted what you sent or no longer needs it, so it takes no more answers.',
};

/** The audit event of a respondent's answer to a request: no actor and no address, as every respondent's own action. */
function respondentEvent(assessmentId: string, at: number, details: string): NewAuditEvent {
  return { at, actor: RESPONDENT_ACTOR, action: 'evidence-request-answered', assessmentId, details, address: RESPONDENT_ADDRESS };
}

/**
 * After the respondent uploads a file for a requirement, counts it for every request still open or answered that
 * names the requirement (under any of its entries), so the request reads as answered; one audited change, an event
 * per request answered so. Nothing when no request names it.
 */
export async function answerRequestsByUpload(db: Kysely<Database>, assessmentId: string, file: { fileName: string; requirementId: string }, at: number): Promise<void> {
  const waiting = (await evidenceRequestsOf(db, assessmentId)).filter((request) => (ANSWERABLE_STATES as readonly string[]).includes(request.state) && isRequestFor(request, file.requirementId));
  if (waiting.length === 0) return;
  await changeWithAudit(db, async (trx) => {
    const answered: NewAuditEvent[] = [];
    for (const request of waiting) {
      if (await countUploadForRequest(trx, assessmentId, request.id, at, ANSWERABLE_STATES)) answered.push(respondentEvent(assessmentId, at, answerEventDetails(request.id, file)));
    }
    return { result: undefined, audit: answered.length > 0 ? answered : null };
  });
}

/** The audit event of a consultant's change to a request. */
function consultantEvent(request: FastifyRequest, assessmentId: string, at: number, action: AuditAction, details: string): NewAuditEvent {
  return { at, actor: supportUsername(request), action, assessmentId, details, address: request.ip };
}

/**
 * Requests for evidence (docs/assessor-review.md, decision 096). In the portal, for signed-in support users of either
 * role (a disabled account: 403), on a completed detailed assessment: the list, a new request (its notice mailed to
 * the respondent's address when mail is set up; refused 409 `review_copy` on a quick check's review copy, which no
 * respondent can open), accepting an answered one and withdrawing one. For the respondent,
 * with the access key: the list (no consultant named) and an answer in words; a file uploaded for a requirement
 * answers the requests naming it (`answerRequestsByUpload`, called by the upload route). Every change is one audited change.
 */
export function evidenceRequestRoutes(app: FastifyInstance, db: Kysely<Database>, options: EvidenceRequestRouteOptions): void {
  const { now, limit, branding, delivery, tasks, linkBase } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = requireEnabledSupport(db, now);
  const base = '/api/support/assessments/:id/evidence-requests';

  api.get(base, { preValidation, schema: { ...reviewParams, response: { 200: evidenceRequestListSchema, ...errorResponses } }, config: { invalidParams: ASSESSMENT_NOT_FOUND } }, async (request, reply) => {
    const stored = await reviewableAssessment(db, reply, request.params.id);
    if (!stored) return reply;
    return { requests: await evidenceRequestsOf(db, stored.assessment.id) };
  });

  api.post(
    base,
    {
      preValidation,
      schema: { ...reviewParams, body: evidenceRequestInputSchema(() => dayOf(now(), options.timeZone)), response: { 201: newEvidenceRequestSchema, ...errorResponses } },
      config: { invalidParams: ASSESSMENT_NOT_FOUND, invalidInput: { message: 'The request for evidence is not valid' } },
    },
    async (request, reply) => {
      const stored = await reviewableAssessment(db, reply, request.params.id);
      if (!stored) return reply;
      const { assessment } = stored;
      if (await isReviewCopy(db, assessment.id)) return sendRefusal(reply, REVIEW_COPY);
      const at = now();
      const asked = { id: randomUUID(), assessmentId: assessment.id, ...request.body, askedAt: at, askedBy: supportUsername(request) };
      const gone = await changeWithAudit(db, async (trx) => {
        if (!(await lockAssessmentRow(trx, assessment.id))) return { result: true, audit: null };
        await insertEvidenceRequest(trx, asked);
        return { result: false, audit: consultantEvent(request, assessment.id, at, 'evidence-requested', requestEventDetails(asked)) };
      });
      if (gone) return sendRefusal(reply, ASSESSMENT_GONE);
      const kept = await evidenceRequestOf(db, assessment.id, asked.id);
      if (!kept) return sendRefusal(reply, ASSESSMENT_GONE);
      const to = assessment.respondentEmail;
      const noticeMailed = delivery !== undefined && to !== '';
      if (noticeMailed) {
        const notice = evidenceRequestNotice({
          request: kept,
          organisationName: assessment.organizationName,
          companyName: branding.companyName,
          productName: branding.productName,
          resultsLink: `${linkBase}${resultsPath(assessment.id)}`,
        });
        tasks.run(() => delivery.send(to, notice));
      }
      return reply.status(201).send({ request: kept, noticeMailed });
    },
  );

  for (const change of CONSULTANT_CHANGES) {
    api.post(
      `${base}/:requestId/${change.path}`,
      {
        preValidation,
        schema: { params: requestParamsSchema, body: noFieldsBody, response: { 200: evidenceRequestSchema, ...errorResponses } },
        config: { invalidParams: invalidRequestParams, invalidInput: { message: NO_FIELDS_MESSAGE } },
      },
      async (request, reply) => {
        const { id, requestId } = request.params;
        const stored = await reviewableAssessment(db, reply, id);
        if (!stored) return reply;
        const at = now();
        const refused = await changeWithAudit(db, async (trx) => {
          if (!(await lockAssessmentRow(trx, id))) return { result: ASSESSMENT_GONE, audit: null };
          const current = await evidenceRequestOf(trx, id, requestId);
          if (!current) return { result: NO_SUCH_REQUEST, audit: null };
          if (!(await change.apply(trx, id, requestId, supportUsername(request), at, change.from))) return { result: change.refusal, audit: null };
          return { result: undefined, audit: consultantEvent(request, id, at, change.action, requestEventDetails(current)) };
        });
        if (refused) return sendRefusal(reply, refused);
        const changed = await evidenceRequestOf(db, id, requestId);
        return changed ? reply.status(200).send(changed) : sendRefusal(reply, NO_SUCH_REQUEST);
      },
    );
  }

  // The respondent's list declares no URL parameters: its id is checked with the key (an id that names nothing is 404, like a wrong key).
  api.get('/api/assessments/:id/evidence-requests', { schema: { response: { 200: respondentEvidenceRequestListSchema, ...errorResponses } } }, async (request, reply) => {
    const stored = await readableAssessment(db, request, reply, options, { recordView: false });
    if (!stored) return reply;
    return { requests: (await evidenceRequestsOf(db, stored.assessment.id)).map(forRespondent) };
  });

  api.post(
    '/api/assessments/:id/evidence-requests/:requestId/answer',
    {
      onRequest: limit,
      preValidation: requireAccessKey(db, options, 'save'),
      schema: { params: requestParamsSchema, body: evidenceRequestAnswerSchema, response: { 200: respondentEvidenceRequestSchema, ...errorResponses } },
      config: { invalidParams: invalidRequestParams, invalidInput: { message: 'Your answer is not valid' } },
    },
    async (request, reply) => {
      const { assessment } = keyHeldAssessment(request);
      const { requestId } = request.params;
      const at = now();
      const refused = await changeWithAudit(db, async (trx) => {
        if (!(await lockAssessmentRow(trx, assessment.id))) return { result: ASSESSMENT_GONE, audit: null };
        if (!(await evidenceRequestOf(trx, assessment.id, requestId))) return { result: NO_SUCH_REQUEST, audit: null };
        if (!(await answerEvidenceRequest(trx, assessment.id, requestId, request.body.answer, at, ANSWERABLE_STATES))) return { result: RESPONDENT_CLOSED, audit: null };
        // Never the answer's words, which may say anything.
        return { result: undefined, audit: respondentEvent(assessment.id, at, answerEventDetails(requestId)) };
      });
      if (refused) return sendRefusal(reply, refused);
      const answered = await evidenceRequestOf(db, assessment.id, requestId);
      return answered ? reply.status(200).send(forRespondent(answered)) : sendRefusal(reply, NO_SUCH_REQUEST);
    },
  );
}
