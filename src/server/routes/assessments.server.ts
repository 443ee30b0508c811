import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { assessmentIdParamsSchema, parseAssessmentInput, toStoredFields, type Assessment } from '../../domain/assessment';
import { ACCESS_KEY_HEADER } from '../../domain/constants';
import { hashSecret, newSecret, secretMatches } from '../secrets.server';
import { currentSession } from '../auth/session-cookie.server';
import { sendError } from '../errors.server';
import { parse, type InvalidInputAnswer } from '../parse.server';
import type { RateLimits } from '../rate-limits.server';
import { insertAuditEvent } from '../store/audit.server';
import { findAssessmentById, insertAssessment, updateAssessment, type StoredAssessment } from '../store/assessments.server';
import type { Database } from '../store/schema.server';

const INVALID_ANSWERS: InvalidInputAnswer = { message: 'Some answers are missing or not valid' };

/**
 * Loads the assessment named in the URL if the request holds its access key, or comes from a
 * signed-in support user (recorded in the audit log as a view); otherwise replies.
 */
async function authorisedAssessment(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  now: () => number,
): Promise<StoredAssessment | undefined> {
  // An id that is not a UUID names nothing: it is answered like an unknown one, below.
  const id = assessmentIdParamsSchema.safeParse(request.params).data?.id;
  const accessKey = request.headers[ACCESS_KEY_HEADER];
  if (typeof accessKey !== 'string' || accessKey.length === 0) {
    const session = await currentSession(db, request, now());
    const stored = session && id ? await findAssessmentById(db, id) : undefined;
    if (session && stored) {
      await insertAuditEvent(db, { at: now(), actor: session.username, action: 'view', assessmentId: stored.assessment.id, details: '' });
      return stored;
    }
    if (session) {
      sendError(reply, 404, 'not_found', 'Assessment not found');
      return undefined;
    }
    sendError(reply, 401, 'access_key_required', 'An access key is needed to open this assessment');
    return undefined;
  }
  const stored = id ? await findAssessmentById(db, id) : undefined;
  // An unknown id and a wrong key answer alike, so ids cannot be probed.
  if (!stored || !secretMatches(accessKey, stored.accessKeyHash)) {
    sendError(reply, 404, 'not_found', 'Assessment not found');
    return undefined;
  }
  return stored;
}

/** POST, PUT and GET /api/assessments/:id for respondents, GET also for support. */
export function assessmentRoutes(app: FastifyInstance, db: Kysely<Database>, now: () => number, limit: RateLimits['publicWrite']): void {
  app.post('/api/assessments', { preHandler: limit }, async (request, reply) => {
    const input = parse(parseAssessmentInput, request.body, reply, INVALID_ANSWERS);
    if (!input) return reply;
    const createdAt = now();
    const assessment: Assessment = { id: randomUUID(), createdAt, updatedAt: createdAt, ...toStoredFields(input) };
    const accessKey = newSecret();
    await insertAssessment(db, assessment, hashSecret(accessKey));
    return reply.status(201).send({ ...assessment, accessKey });
  });

  app.put('/api/assessments/:id', { preHandler: limit }, async (request, reply) => {
    const stored = await authorisedAssessment(db, request, reply, now);
    if (!stored) return reply;
    const input = parse(parseAssessmentInput, request.body, reply, INVALID_ANSWERS);
    if (!input) return reply;
    const assessment: Assessment = {
      ...toStoredFields(input),
      id: stored.assessment.id,
      createdAt: stored.assessment.createdAt,
      updatedAt: Math.max(now(), stored.assessment.updatedAt + 1),
    };
    if (!(await updateAssessment(db, assessment))) return sendError(reply, 404, 'not_found', 'Assessment not found');
    return assessment;
  });

  app.get('/api/assessments/:id', async (request, reply) => {
    const stored = await authorisedAssessment(db, request, reply, now);
    if (!stored) return reply;
    return stored.assessment;
  });
}
