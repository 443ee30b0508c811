import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { assessmentIdParamsSchema } from '../../domain/assessment';
import { RESPONDENT_ACTOR, RESPONDENT_ADDRESS } from '../../domain/audit';
import { requireSupport, supportUsername } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { NO_FIELDS_MESSAGE, noFieldsBody } from '../invalid-input.server';
import { deletionNeedsAdministrator, REVIEWED_DELETION_MESSAGE } from '../../domain/review/reviewed-deletion';
import { findAssessmentById } from '../store/assessments.server';
import { changeWithAudit } from '../store/audited-change.server';
import type { NewAuditEvent } from '../store/audit.server';
import { deleteAssessmentWithCopies, lockAssessmentWithCopies } from '../store/review-copies.server';
import type { Database } from '../store/schema.server';
import { accessKeyOf, assessmentByAccessKey, notFoundMessage, type AssessmentRouteOptions } from './assessments.server';

type Hook = AssessmentRouteOptions['limit'][number];

/** The audit events of a deletion: the assessment's, then one for each review copy deleted with it (decision 088). */
function deletionEvents(deleted: NewAuditEvent, copies: readonly string[]): NewAuditEvent[] {
  const quickCheck = deleted.assessmentId ?? '';
  return [deleted, ...copies.map((copy) => ({ ...deleted, assessmentId: copy, details: `${deleted.details} (the review copy of quick check ${quickCheck}, deleted with it)` }))];
}

/** Runs a hook written either way Fastify allows (with `done`, or async) and waits for it. */
function runHook(app: FastifyInstance, hook: Hook, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => (error ? reject(error) : resolve());
    const result: unknown = hook.call(app, request, reply, done);
    if (result instanceof Promise) result.then(() => resolve(), reject);
  });
}

/**
 * DELETE /api/assessments/:id, by either of the two who may: the respondent, with the assessment's
 * access key (rate limited like the other public writes; 404 alike for a wrong key, an unknown id and an
 * expired draft), or a signed-in support user, without a key. A review copy made of a quick check goes with
 * it. A consultant may not delete an assessment whose review (or whose review copy's) is finished or shared:
 * 403 `administrator_needed` in words; an administrator may, and the respondent always may (decision 088).
 * The audit log records the deletion with the organisation's name, by the support user or, for the
 * respondent, with no actor (RESPONDENT_ACTOR), and one event more for each copy deleted with it. It
 * takes no body: one with fields is refused (400) once the request holds a key or a session, before
 * the key or the id is checked.
 */
export function deleteAssessmentRoutes(app: FastifyInstance, db: Kysely<Database>, options: AssessmentRouteOptions): void {
  const { now, limit } = options;
  const supportOnly = requireSupport(db, now);
  const respondentLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!accessKeyOf(request)) return;
    for (const hook of limit) {
      await runHook(app, hook, request, reply);
      if (reply.sent) return;
    }
  };
  const supportUnlessKey = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!accessKeyOf(request)) await supportOnly(request, reply);
  };

  const route = {
    onRequest: respondentLimit,
    // Sign-in before the body is parsed, so a stranger without a key gets 401 rather than a 400 about the body.
    preValidation: supportUnlessKey,
    // No URL parameters are declared: an id that is not a UUID is answered like an unknown one, in the words of whoever asks.
    schema: { body: noFieldsBody, response: { 204: z.undefined(), ...errorResponses } },
    config: { invalidInput: { message: NO_FIELDS_MESSAGE } },
  };
  app.withTypeProvider<ZodTypeProvider>().delete('/api/assessments/:id', route, async (request, reply) => {
    if (accessKeyOf(request)) {
      const stored = await assessmentByAccessKey(db, request, reply, options, 'delete');
      if (!stored) return reply;
      const { id, organizationName } = stored.assessment;
      const deleted = await changeWithAudit(db, async (trx) => {
        const copies = await deleteAssessmentWithCopies(trx, id);
        const event: NewAuditEvent = { at: now(), actor: RESPONDENT_ACTOR, action: 'delete', assessmentId: id, details: organizationName, address: RESPONDENT_ADDRESS };
        return { result: copies !== undefined, audit: copies ? deletionEvents(event, copies) : null };
      });
      if (!deleted) return sendError(reply, 404, 'not_found', notFoundMessage(options.draftDays));
      return reply.status(204).send();
    }
    const id = assessmentIdParamsSchema.safeParse(request.params).data?.id;
    const stored = id === undefined ? undefined : await findAssessmentById(db, id);
    if (!stored) return sendError(reply, 404, 'not_found', 'Assessment not found');
    const { organizationName } = stored.assessment;
    const administrator = request.supportSession?.role === 'administrator';
    const outcome = await changeWithAudit(db, async (trx) => {
      const held = await lockAssessmentWithCopies(trx, stored.assessment.id);
      if (!held) return { result: 'gone' as const, audit: null };
      if (!administrator && deletionNeedsAdministrator(held.reviewStatuses)) return { result: 'reviewed' as const, audit: null };
      const copies = await deleteAssessmentWithCopies(trx, stored.assessment.id);
      if (!copies) return { result: 'gone' as const, audit: null };
      const event: NewAuditEvent = { at: now(), actor: supportUsername(request), action: 'delete', assessmentId: stored.assessment.id, details: organizationName, address: request.ip };
      return { result: 'deleted' as const, audit: deletionEvents(event, copies) };
    });
    if (outcome === 'reviewed') return sendError(reply, 403, 'administrator_needed', REVIEWED_DELETION_MESSAGE);
    if (outcome === 'gone') return sendError(reply, 404, 'not_found', 'Assessment not found');
    return reply.status(204).send();
  });
}
