import { z } from 'zod';
import { addMonths, type CalendarDay } from '../calendar-day';
import { evidenceQualitySchema } from '../framework/evidence-quality';
import { REQUIREMENTS, isRequirementId } from '../framework/catalogue';
import { outcomeSchema, type RequirementAnswer } from '../framework/outcomes';
import { JUSTIFIED_OUTCOMES, MAX_REVIEW_MONTHS, type Outcome } from '../framework/outcome-rules';
import { MAX_FINDING_NOTE_LENGTH } from '../constants';
import { typedText } from '../text';
import { findingInputSchema, type FindingInput } from './finding';
import type { AgreementSkipReason } from './agreement-result';
import { testMethodSchema } from './test-methods';

/** The most requirements one batch may agree with: every entry of the catalogue. */
export const MAX_AGREEMENT_BATCH = REQUIREMENTS.length;

/**
 * POST /api/support/assessments/:id/findings/agreements: agree with the respondent on several requirements at
 * once. Each requirement comes with `answered`, the respondent's outcome as the assessor saw it, so an answer
 * changed since is never agreed to unseen; the test method and evidence quality apply to the whole batch, and
 * the note, when given, is kept with each finding.
 */
export const agreementInputSchema = z.strictObject({
  requirements: z
    .array(
      z.strictObject({
        requirementId: z.string({ error: 'Each requirement must be named by its id' }).refine(isRequirementId, 'Each requirement must be one of the catalogue: this one is not'),
        answered: outcomeSchema,
      }),
      { error: 'List the requirements to agree with' },
    )
    .min(1, 'Choose at least one requirement to agree with')
    .max(MAX_AGREEMENT_BATCH, `A batch holds at most ${MAX_AGREEMENT_BATCH} requirements, the whole catalogue`),
  testMethod: testMethodSchema,
  evidenceQuality: evidenceQualitySchema.optional(),
  note: typedText('The note', MAX_FINDING_NOTE_LENGTH).default(''),
});
export type AgreementInput = z.infer<typeof agreementInputSchema>;

/** A finding a batch would record, or why it leaves the requirement out. */
export type Agreement = { finding: Omit<FindingInput, 'version'> } | { skipped: Exclude<AgreementSkipReason, 'already-reviewed'> };

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
