import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listInWords } from '../../domain/format';
import { changedReportWords, reportWordsInputSchema, savedReportWordsSchema, staleReportWordsSchema, type ReportWordsFields } from '../../domain/review/report-words';
import { requireEnabledSupport, supportUsername } from '../auth/require-support.server';
import { apiErrorSchema, errorResponses } from '../contract.server';
import { ASSESSMENT_NOT_FOUND } from '../invalid-input.server';
import { reportWordsOf, saveReportWords } from '../store/report-words.server';
import type { Database } from '../store/schema.server';
import { saveReviewPart } from './assessor-review.server';
import { reviewParams } from './review-answers.server';

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
      const { version, ...words } = request.body;
      return saveReviewPart(db, now, request, reply, request.params.id, {
        save: async (trx, id, at) => {
          const before = await reportWordsOf(trx, id);
          return (await saveReportWords(trx, id, words, version, at, supportUsername(request))) ? auditDetails(before, words) : undefined;
        },
        action: 'report-words-saved',
        changedElsewhere: WORDS_CHANGED_ELSEWHERE,
        read: async (id) => {
          const { version: current, ...saved } = await reportWordsOf(db, id);
          return { reportWords: saved, version: current };
        },
      });
    },
  );
}
