import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { assessmentIdParamsSchema } from '../../domain/assessment';
import { FOLLOW_UP_NAMES, followUpUpdateSchema, noteInputSchema } from '../../domain/follow-up';
import { requireSupport, supportUsername } from '../auth/require-support.server';
import { sendError } from '../errors.server';
import { ASSESSMENT_NOT_FOUND, parse } from '../parse.server';
import { changeWithAudit } from '../store/audited-change.server';
import { recordRead } from '../audit-reads.server';
import { followUpStatusOf, insertNote, notesForAssessment, setFollowUpStatus } from '../store/follow-up.server';
import type { Database } from '../store/schema.server';

/** A consultant's follow-up of an assessment: its status and private notes (support only); reading the notes is audited. */
export function supportFollowUpRoutes(app: FastifyInstance, db: Kysely<Database>, now: () => number): void {
  const preHandler = requireSupport(db, now);

  app.get('/api/assessments/:id/follow-up', { preHandler }, async (request, reply) => {
    const params = parse(assessmentIdParamsSchema, request.params, reply, ASSESSMENT_NOT_FOUND);
    if (!params) return reply;
    const status = await followUpStatusOf(db, params.id);
    if (!status) return sendError(reply, 404, 'not_found', 'Assessment not found');
    const notes = await notesForAssessment(db, params.id);
    await recordRead(db, request, now(), { action: 'notes-read', details: '', assessmentId: params.id });
    return { status, notes };
  });

  app.put('/api/assessments/:id/follow-up', { preHandler }, async (request, reply) => {
    // The body is checked first: a bad status is a 400 whatever the id.
    const update = parse(followUpUpdateSchema, request.body, reply, { message: 'The follow-up status is not valid' });
    if (!update) return reply;
    const params = parse(assessmentIdParamsSchema, request.params, reply, ASSESSMENT_NOT_FOUND);
    if (!params) return reply;
    const found = await changeWithAudit(db, async (trx) => {
      const set = await setFollowUpStatus(trx, params.id, update.status);
      return {
        result: set,
        audit: set ? { at: now(), actor: supportUsername(request), action: 'follow-up', assessmentId: params.id, details: FOLLOW_UP_NAMES[update.status], address: request.ip } : null,
      };
    });
    if (!found) return sendError(reply, 404, 'not_found', 'Assessment not found');
    return { status: update.status };
  });

  app.post('/api/assessments/:id/notes', { preHandler }, async (request, reply) => {
    const input = parse(noteInputSchema, request.body, reply, { message: 'The note is not valid' });
    if (!input) return reply;
    const params = parse(assessmentIdParamsSchema, request.params, reply, ASSESSMENT_NOT_FOUND);
    if (!params) return reply;
    let note;
    try {
      // The log says that a note was written, not what it says: the note is the record of that.
      note = await changeWithAudit(db, async (trx) => {
        const inserted = await insertNote(trx, { assessmentId: params.id, author: supportUsername(request), createdAt: now(), text: input.text });
        return { result: inserted, audit: { at: now(), actor: inserted.author, action: 'note', assessmentId: params.id, details: '', address: request.ip } };
      });
    } catch (error) {
      // The note's foreign key refuses a note for an assessment that does not exist (or was deleted a moment
      // ago): that is a 404, with no window between a check and the insert.
      if (!(await followUpStatusOf(db, params.id))) return sendError(reply, 404, 'not_found', 'Assessment not found');
      throw error;
    }
    return reply.status(201).send(note);
  });
}
