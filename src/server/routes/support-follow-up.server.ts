import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { assessmentIdParamsSchema } from '../../domain/assessment';
import { consultantNoteSchema, FOLLOW_UP_NAMES, followUpSchema, followUpUpdateSchema, noteInputSchema } from '../../domain/follow-up';
import { requireSupport, supportUsername } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { ASSESSMENT_NOT_FOUND } from '../invalid-input.server';
import { changeWithAudit } from '../store/audited-change.server';
import { recordRead } from '../audit-reads.server';
import { followUpStatusOf, insertNote, notesForAssessment, setFollowUpStatus } from '../store/follow-up.server';
import type { Database } from '../store/schema.server';

/**
 * A consultant's follow-up of an assessment: its status and private notes (support only); reading the notes is
 * audited. An id that is not one is answered as an unknown one (404), before any body is read; then a bad body
 * is a 400 whatever assessment the id names.
 */
export function supportFollowUpRoutes(app: FastifyInstance, db: Kysely<Database>, now: () => number): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before input is parsed, so a stranger gets 401 rather than a 404 about the id or a 400 about the body.
  const preValidation = requireSupport(db, now);
  const params = assessmentIdParamsSchema;
  const invalidParams = ASSESSMENT_NOT_FOUND;

  api.get(
    '/api/assessments/:id/follow-up',
    { preValidation, schema: { params, response: { 200: followUpSchema, ...errorResponses } }, config: { invalidParams } },
    async (request, reply) => {
      const { id } = request.params;
      const status = await followUpStatusOf(db, id);
      if (!status) return sendError(reply, 404, 'not_found', 'Assessment not found');
      const notes = await notesForAssessment(db, id);
      await recordRead(db, request, now(), { action: 'notes-read', details: '', assessmentId: id });
      return { status, notes };
    },
  );

  api.put(
    '/api/assessments/:id/follow-up',
    {
      preValidation,
      schema: { params, body: followUpUpdateSchema, response: { 200: followUpUpdateSchema, ...errorResponses } },
      config: { invalidParams, invalidInput: { message: 'The follow-up status is not valid' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { status } = request.body;
      const found = await changeWithAudit(db, async (trx) => {
        const set = await setFollowUpStatus(trx, id, status);
        return {
          result: set,
          audit: set ? { at: now(), actor: supportUsername(request), action: 'follow-up', assessmentId: id, details: FOLLOW_UP_NAMES[status], address: request.ip } : null,
        };
      });
      if (!found) return sendError(reply, 404, 'not_found', 'Assessment not found');
      return { status };
    },
  );

  api.post(
    '/api/assessments/:id/notes',
    {
      preValidation,
      schema: { params, body: noteInputSchema, response: { 201: consultantNoteSchema, ...errorResponses } },
      config: { invalidParams, invalidInput: { message: 'The note is not valid' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { text } = request.body;
      let note;
      try {
        // The log says that a note was written, not what it says: the note is the record of that.
        note = await changeWithAudit(db, async (trx) => {
          const inserted = await insertNote(trx, { assessmentId: id, author: supportUsername(request), createdAt: now(), text });
          return { result: inserted, audit: { at: now(), actor: inserted.author, action: 'note', assessmentId: id, details: '', address: request.ip } };
        });
      } catch (error) {
        // The note's foreign key refuses a note for an assessment that does not exist (or was deleted a moment
        // ago): that is a 404, with no window between a check and the insert.
        if (!(await followUpStatusOf(db, id))) return sendError(reply, 404, 'not_found', 'Assessment not found');
        throw error;
      }
      return reply.status(201).send(note);
    },
  );
}
