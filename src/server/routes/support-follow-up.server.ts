import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { assessmentIdParamsSchema } from '../../domain/assessment';
import { consultantNoteSchema, followUpOwnersSchema, followUpSchema, followUpStateSchema, followUpUpdateSchema, noteInputSchema } from '../../domain/follow-up';
import { followUpChangesBetween, followUpChangesInWords } from '../../domain/follow-up-timeline';
import { requireSupport, supportUsername } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { ASSESSMENT_NOT_FOUND } from '../invalid-input.server';
import { changeWithAudit, type AuditedChange } from '../store/audited-change.server';
import { followUpAfterSave, type FollowUpSaveOutcome } from '../../domain/follow-up-save';
import { recordRead } from '../audit-reads.server';
import { followUpChangesFor, followUpStateOf, followUpStatusOf, insertFollowUpChanges, insertNote, notesForAssessment, setFollowUpState } from '../store/follow-up.server';
import { enabledUsernames, findSupportUserByUsername } from '../store/support-users.server';
import type { Database } from '../store/schema.server';

/**
 * A consultant's follow-up of an assessment: its status, owner, next-action day and private notes (support only);
 * reading the notes is audited. An id that is not one is answered as an unknown one (404), before any body is read; then a bad body
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
      const state = await followUpStateOf(db, id);
      if (!state) return sendError(reply, 404, 'not_found', 'Assessment not found');
      const [notes, changes] = await Promise.all([notesForAssessment(db, id), followUpChangesFor(db, id)]);
      await recordRead(db, request, now(), { action: 'notes-read', details: '', assessmentId: id });
      return { ...state, notes, changes };
    },
  );

  api.get('/api/follow-up/owners', { preValidation, schema: { response: { 200: followUpOwnersSchema, ...errorResponses } } }, async () => ({
    owners: await enabledUsernames(db),
  }));

  api.put(
    '/api/assessments/:id/follow-up',
    {
      preValidation,
      schema: { params, body: followUpUpdateSchema, response: { 200: followUpStateSchema, ...errorResponses } },
      config: { invalidParams, invalidInput: { message: 'The follow-up is not valid' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const update = request.body;
      const account = update.owner ? await findSupportUserByUsername(db, update.owner) : undefined;
      const outcome = await changeWithAudit(db, async (trx): Promise<AuditedChange<FollowUpSaveOutcome | undefined>> => {
        const before = await followUpStateOf(trx, id);
        if (!before) return { result: undefined, audit: null };
        const result = followUpAfterSave(before, update, account && { username: account.username, disabled: account.disabledAt !== null });
        const changes = 'saved' in result ? followUpChangesBetween(before, result.saved) : [];
        if (!('saved' in result) || changes.length === 0) return { result, audit: null };
        const at = now();
        const actor = supportUsername(request);
        await setFollowUpState(trx, id, result.saved);
        await insertFollowUpChanges(trx, { assessmentId: id, changedBy: actor, changedAt: at, changes });
        return { result, audit: { at, actor, action: 'follow-up', assessmentId: id, details: followUpChangesInWords(changes), address: request.ip } };
      });
      if (!outcome) return sendError(reply, 404, 'not_found', 'Assessment not found');
      if ('ownerRefused' in outcome) return sendError(reply, 400, 'invalid_input', 'The follow-up owner is not valid', { owner: outcome.ownerRefused });
      return outcome.saved;
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
