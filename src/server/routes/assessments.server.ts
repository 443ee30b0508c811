import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { fieldMessages, parseAssessmentInput, toStoredFields, type Assessment } from '../../domain/assessment';
import { accessKeyMatches, hashAccessKey, newAccessKey } from '../access-keys.server';
import { sendError } from '../errors.server';
import { findAssessmentById, insertAssessment, updateAssessment, type StoredAssessment } from '../store/assessments.server';
import type { Database } from '../store/schema.server';

const idParamsSchema = z.object({ id: z.uuid() });

/** Header that carries the respondent access key returned by POST. */
export const ACCESS_KEY_HEADER = 'x-access-key';

function invalidInput(reply: FastifyReply, error: z.ZodError): FastifyReply {
  return sendError(reply, 400, 'invalid_input', 'Some answers are missing or not valid', fieldMessages(error));
}

/** Loads the assessment named in the URL if the request holds its access key; otherwise replies. */
async function authorisedAssessment(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StoredAssessment | undefined> {
  const params = idParamsSchema.safeParse(request.params);
  const accessKey = request.headers[ACCESS_KEY_HEADER];
  if (typeof accessKey !== 'string' || accessKey.length === 0) {
    sendError(reply, 401, 'access_key_required', 'An access key is needed to open this assessment');
    return undefined;
  }
  const stored = params.success ? await findAssessmentById(db, params.data.id) : undefined;
  // An unknown id and a wrong key answer alike, so ids cannot be probed.
  if (!stored || !accessKeyMatches(accessKey, stored.accessKeyHash)) {
    sendError(reply, 404, 'not_found', 'Assessment not found');
    return undefined;
  }
  return stored;
}

/** POST, PUT and GET /api/assessments/:id for respondents (DESIGN §3, D3, D4). */
export function assessmentRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.post('/api/assessments', async (request, reply) => {
    const input = parseAssessmentInput(request.body);
    if (!input.success) return invalidInput(reply, input.error);
    const now = Date.now();
    const assessment: Assessment = { id: randomUUID(), createdAt: now, updatedAt: now, ...toStoredFields(input.data) };
    const accessKey = newAccessKey();
    await insertAssessment(db, assessment, hashAccessKey(accessKey));
    return reply.status(201).send({ ...assessment, accessKey });
  });

  app.put('/api/assessments/:id', async (request, reply) => {
    const stored = await authorisedAssessment(db, request, reply);
    if (!stored) return reply;
    const input = parseAssessmentInput(request.body);
    if (!input.success) return invalidInput(reply, input.error);
    const assessment: Assessment = {
      ...toStoredFields(input.data),
      id: stored.assessment.id,
      createdAt: stored.assessment.createdAt,
      updatedAt: Math.max(Date.now(), stored.assessment.updatedAt + 1),
    };
    if (!(await updateAssessment(db, assessment))) return sendError(reply, 404, 'not_found', 'Assessment not found');
    return assessment;
  });

  app.get('/api/assessments/:id', async (request, reply) => {
    const stored = await authorisedAssessment(db, request, reply);
    if (!stored) return reply;
    return stored.assessment;
  });
}
