import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listInWords } from '../../domain/format';
import { changedReportWords, reportWordsInputSchema, savedReportWordsSchema, staleReportWordsSchema, type ReportWordsFields } from '../../domain/review/report-words';
import { requireEnabledSupport, supportUsername } from '../auth/require-support.server';
import { apiErrorSchema, errorResponses } from '../contract.server';
import { ASSESSMENT_NOT_FOUND } from '../invalid-input.server';
import { changeWithAudit, type AuditedChange } from '../store/audited-change.server';
import { reportWordsOf, saveReportWords } from '../store/report-words.server';
import { setReviewStatus } from '../store/review.server';
import type { Database } from '../store/schema.server';
import { openReviewForChange, reviewEvent } from './assessor-review.server';
import { reviewableAssessment, reviewParams, sendRefusal, type ReviewRefusal } from './review-answers.server';

const WORDS_CHANGED_ELSEWHERE = "Another consultant saved the report's words after you opened them. Read theirs before saving yours again.";


/** What the audit log keeps of a save: the marking (a label, never secret) and which texts changed, never the texts. */
function auditDetails(before: ReportWordsFields, after: ReportWordsFields): string {
  const changed = changedReportWords(before, after);
  return `Marking ${after.marking.trim() || 'as the branding'}; ${changed.length > 0 ? `changed: ${listInWords(changed)}` : 'nothing changed'}`;
}

/**
 * PUT /api/support/assessments/:id/review/report-words: the assessor's own words and markings in the review's
 * report (docs/decisions/094), for a signed-in support user of either role, saved against the version read (409
 * `changed_elsewhere` with the newer words otherwise), refused while the review is finished (409
 * `review_finished`, as its scope is), and audited `report-words-saved` naming what changed but never the text.
 */
export function reportWordsRoutes(app: FastifyInstance, db: Kysely<Database>, now: () => number): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/support/assessments/:id/review/report-words',
    {
      preValidation: requireEnabledSupport(db, now),
      schema: { ...reviewParams, body: reportWordsInputSchema, response: { 200: savedReportWordsSchema, 409: z.union([staleReportWordsSchema, apiErrorSchema]), ...errorResponses } },
      config: { invalidParams: ASSESSMENT_NOT_FOUND, invalidInput: { message: "The report's words are not valid" } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { version, ...words } = request.body;
      const stored = await reviewableAssessment(db, reply, id);
      if (!stored) return reply;
      const at = now();
      const outcome = await changeWithAudit(db, async (trx): Promise<AuditedChange<'saved' | 'changed-elsewhere' | ReviewRefusal>> => {
        const refused = await openReviewForChange(trx, id, at);
        if (refused) return { result: refused, audit: null };
        const before = await reportWordsOf(trx, id);
        if (!(await saveReportWords(trx, id, words, version, at, supportUsername(request)))) return { result: 'changed-elsewhere', audit: null };
        await setReviewStatus(trx, id, 'in-review');
        return { result: 'saved', audit: reviewEvent(request, id, at, 'report-words-saved', auditDetails(before, words)) };
      });
      if (typeof outcome === 'object') return sendRefusal(reply, outcome);
      const { version: current, ...saved } = await reportWordsOf(db, id);
      if (outcome === 'changed-elsewhere') return reply.status(409).send({ error: { code: 'changed_elsewhere', message: WORDS_CHANGED_ELSEWHERE }, reportWords: saved, version: current });
      return reply.status(200).send({ reportWords: saved, version: current });
    },
  );
}
