import { z } from 'zod';
import { addMonths, type CalendarDay } from '../calendar-day';
import { evidenceQualitySchema } from '../framework/evidence-quality';
import { MAX_EVIDENCE_FILES_PER_ASSESSMENT } from '../evidence-files';
import { REQUIREMENTS, isRequirementId } from '../framework/catalogue';
import { outcomeSchema, requirementAnswerSchema, type RequirementAnswer } from '../framework/outcomes';
import { JUSTIFIED_OUTCOMES, MAX_REVIEW_MONTHS, type Outcome } from '../framework/outcome-rules';
import { isSameAnswer } from '../framework/shared-requirements';
import { MAX_ASSESSMENT_BODY_BYTES, MAX_FINDING_NOTE_LENGTH } from '../constants';
import { typedText } from '../text';
import { findingInputSchema, type FindingInput } from './finding';
import type { AgreementSkipReason } from './agreement-result';
import { testMethodSchema } from './test-methods';

/** The most requirements one batch may agree with: every entry of the catalogue. */
export const MAX_AGREEMENT_BATCH = REQUIREMENTS.length;

/**
 * Largest body a batch of agreements may have: each requirement's answer as the assessor read it (together at most
 * what a whole assessment's answers are, `MAX_ASSESSMENT_BODY_BYTES`) and the ids of its files (at most 100 of 39
 * bytes each, about 600 KB for the whole catalogue), with room to spare.
 */
export const MAX_AGREEMENT_BODY_BYTES = MAX_ASSESSMENT_BODY_BYTES + 1024 * 1024;

/**
 * One requirement of a batch as the assessor read it: its id, `answered` (the respondent's outcome seen), `answer`
 * (the respondent's whole answer seen: outcome, evidence note and grade, justification, review date and approver)
 * and `fileIds` (the ids of the respondent's files of the requirement seen, under any of its entries, as
 * `respondentFilesOf` lists them; [] for none).
 */
export const seenRequirementSchema = z
  .strictObject({
    requirementId: z.string({ error: 'Each requirement must be named by its id' }).refine(isRequirementId, 'Each requirement must be one of the catalogue: this one is not'),
    answered: outcomeSchema,
    answer: requirementAnswerSchema,
    fileIds: z
      .array(z.uuid({ error: 'Each file seen must be named by its id' }), { error: 'List the ids of the respondent’s files seen, none as []' })
      .max(MAX_EVIDENCE_FILES_PER_ASSESSMENT, `At most ${MAX_EVIDENCE_FILES_PER_ASSESSMENT} files can have been seen: an assessment holds no more`),
  })
  .refine((seen) => seen.answer.outcome === seen.answered, { path: ['answered'], message: 'The outcome seen must be the outcome of the answer seen' });
export type SeenRequirement = z.infer<typeof seenRequirementSchema>;

/**
 * POST /api/support/assessments/:id/findings/agreements: agree with the respondent on several requirements at
 * once. Each requirement comes as the assessor read it (`seenRequirementSchema`), so an answer changed since in
 * any way (its outcome, words, grade, exception details or files) is never agreed to unseen; the test method and
 * evidence quality apply to the whole batch, and the note, when given, is kept with each finding.
 */
export const agreementInputSchema = z.strictObject({
  requirements: z
    .array(seenRequirementSchema, { error: 'List the requirements to agree with' })
    .min(1, 'Choose at least one requirement to agree with')
    .max(MAX_AGREEMENT_BATCH, `A batch holds at most ${MAX_AGREEMENT_BATCH} requirements, the whole catalogue`),
  testMethod: testMethodSchema,
  evidenceQuality: evidenceQualitySchema.optional(),
  note: typedText('The note', MAX_FINDING_NOTE_LENGTH).default(''),
});
export type AgreementInput = z.infer<typeof agreementInputSchema>;

/** A finding a batch would record, or why it leaves the requirement out. */
export type Agreement = { finding: Omit<FindingInput, 'version'> } | { skipped: Exclude<AgreementSkipReason, 'already-reviewed'> };

/** An answer not given yet reads as Not assessed with nothing said. */
const NO_ANSWER: RequirementAnswer = { outcome: 'not-assessed', evidence: '' };

/**
 * Whether the respondent's answer to a requirement and their files of it are still as the assessor read them: the
 * same answer (`isSameAnswer`: outcome, evidence note and grade, justification, review date, approver) and the same
 * files, whatever their order. A batch agrees only to what was read.
 */
export function isAsSeen(seen: Pick<SeenRequirement, 'answer' | 'fileIds'>, answer: RequirementAnswer | undefined, fileIds: readonly string[]): boolean {
  const seenFiles = new Set(seen.fileIds);
  const files = new Set(fileIds);
  return isSameAnswer(answer ?? NO_ANSWER, seen.answer) && seenFiles.size === files.size && [...files].every((id) => seenFiles.has(id));
}

/** Whether an exception's review date is fit to agree to on `today`: given, not passed, and at most 12 months ahead. */
function reviewDateHolds(reviewBy: string | undefined, today: CalendarDay): boolean {
  return reviewBy !== undefined && reviewBy >= today && reviewBy <= addMonths(today, MAX_REVIEW_MONTHS);
}

/**
 * The finding agreeing with the respondent's `answer` to one requirement on `today`, with the batch's test
 * method, quality and note; or why it cannot be agreed: the outcome is no longer `answered`, the answer is Not
 * assessed, or an exception lacks what a finding of it needs (its justification, from the batch's note or else
 * the respondent's own; an evidence grade; for an alternate control a review date not passed and at most 12
 * months away). Who accepted the risk and the review date come from the respondent's answer.
 */
export function agreementWith(answer: RequirementAnswer | undefined, answered: Outcome, batch: AgreementInput, today: CalendarDay): Agreement {
  const outcome = answer?.outcome ?? 'not-assessed';
  if (outcome !== answered) return { skipped: 'answer-changed' };
  if (outcome === 'not-assessed') return { skipped: 'not-answered' };
  const exception = JUSTIFIED_OUTCOMES.includes(outcome);
  const reviewBy = outcome === 'alternate-control' ? answer?.reviewBy : undefined;
  if (outcome === 'alternate-control' && !reviewDateHolds(reviewBy, today)) return { skipped: 'needs-justification' };
  const proposed = {
    outcome,
    testMethod: batch.testMethod,
    evidenceQuality: batch.evidenceQuality,
    note: exception ? batch.note || answer?.justification?.trim() || '' : batch.note,
    reviewBy,
    acceptedBy: exception ? (answer?.approvedBy?.trim() ?? '') : '',
    version: 0,
  };
  const parsed = findingInputSchema.safeParse(proposed);
  if (!parsed.success) return { skipped: 'needs-justification' };
  const { version: _unsaved, ...finding } = parsed.data;
  return { finding };
}
