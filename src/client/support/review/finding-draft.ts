import { z } from 'zod';
import { fieldMessages } from '../../../domain/field-messages';
import type { CalendarDay } from '../../../domain/calendar-day';
import { dayInWords } from '../../../domain/calendar-day';
import { EVIDENCE_QUALITIES, evidenceQualitySchema } from '../../../domain/framework/evidence-quality';
import { outcomeSchema, type RequirementAnswer } from '../../../domain/framework/outcomes';
import { JUSTIFIED_OUTCOMES, OUTCOMES, type Outcome } from '../../../domain/framework/outcome-rules';
import { findingInputSchema, findingReviewDateIssue, type Finding, type FindingInput } from '../../../domain/review/finding';
import { TEST_METHODS, testMethodSchema, type TestMethod } from '../../../domain/review/test-methods';
import { australianDateTime } from '../../../domain/support-views';

/**
 * A finding as its form holds it while the consultant works: nothing chosen yet for a requirement not
 * reviewed, text fields as typed, and the version of the finding it was read from (0 for none).
 */
export const findingDraftSchema = z.object({
  outcome: outcomeSchema.optional(),
  testMethod: testMethodSchema.optional(),
  evidenceQuality: evidenceQualitySchema.optional(),
  note: z.string(),
  reviewBy: z.string(),
  /** Who accepted the residual risk of an alternate control found (a draft kept before it was asked has none). */
  acceptedBy: z.string().default(''),
  version: z.number().int().min(0),
});
export type FindingDraft = z.infer<typeof findingDraftSchema>;

/** The form of a requirement as its saved finding stands, or empty when it has none. */
export function draftOf(finding: Finding | undefined): FindingDraft {
  if (!finding) return { note: '', reviewBy: '', acceptedBy: '', version: 0 };
  return {
    outcome: finding.outcome,
    ...(finding.testMethod ? { testMethod: finding.testMethod } : {}),
    ...(finding.evidenceQuality ? { evidenceQuality: finding.evidenceQuality } : {}),
    note: finding.note,
    reviewBy: finding.reviewBy ?? '',
    acceptedBy: finding.acceptedBy,
    version: finding.version,
  };
}

/**
 * The outcome chosen; an alternate control with no review date or risk owner yet takes the respondent's (their review
 * date, and who approved the exception), which the consultant may change. A draft with no test method yet takes
 * `lastMethod`, the method of the finding last saved in this review (and the quality that method starts at), as a
 * spreadsheet's fill-down would: shown chosen, and changed with one click (decision 098).
 */
export function withOutcome(draft: FindingDraft, outcome: Outcome, answer: RequirementAnswer | undefined, lastMethod?: TestMethod): FindingDraft {
  const alternate = outcome === 'alternate-control';
  const reviewBy = alternate && draft.reviewBy === '' ? (answer?.reviewBy ?? '') : draft.reviewBy;
  const acceptedBy = alternate && draft.acceptedBy.trim() === '' ? (answer?.approvedBy?.trim() ?? '') : draft.acceptedBy;
  const chosen = { ...draft, outcome, reviewBy, acceptedBy };
  return lastMethod && !draft.testMethod && outcome !== 'not-assessed' ? withTestMethod(chosen, lastMethod) : chosen;
}

/** The test method of the finding saved last (by time saved) that names one: where a new finding's method starts. */
export function lastTestMethodOf(findings: readonly Pick<Finding, 'testMethod' | 'savedAt'>[]): TestMethod | undefined {
  let last: Pick<Finding, 'testMethod' | 'savedAt'> | undefined;
  for (const finding of findings) if (finding.testMethod && (!last || finding.savedAt > last.savedAt)) last = finding;
  return last?.testMethod ?? undefined;
}

/** The test method chosen; an evidence quality not yet judged starts at the best the method can give. */
export function withTestMethod(draft: FindingDraft, testMethod: TestMethod): FindingDraft {
  return { ...draft, testMethod, evidenceQuality: draft.evidenceQuality ?? TEST_METHODS[testMethod].bestQuality };
}

/** The body a draft sends: empty optional fields left out, and the review date and risk owner only for an alternate control. */
export function findingBody(draft: FindingDraft): Record<string, unknown> {
  return {
    ...(draft.outcome ? { outcome: draft.outcome } : {}),
    ...(draft.testMethod ? { testMethod: draft.testMethod } : {}),
    ...(draft.evidenceQuality ? { evidenceQuality: draft.evidenceQuality } : {}),
    note: draft.note,
    ...(draft.outcome === 'alternate-control' && draft.reviewBy !== '' ? { reviewBy: draft.reviewBy } : {}),
    ...(draft.outcome === 'alternate-control' && draft.acceptedBy.trim() !== '' ? { acceptedBy: draft.acceptedBy } : {}),
    version: draft.version,
  };
}

/** A draft checked as the server checks it on `today`: the input to send, or each field's message. */
export function checkDraft(draft: FindingDraft, today: CalendarDay): { input: FindingInput } | { errors: Record<string, string> } {
  const parsed = findingInputSchema.safeParse(findingBody(draft));
  if (!parsed.success) return { errors: fieldMessages(parsed.error) };
  const reviewBy = findingReviewDateIssue(parsed.data, today);
  return reviewBy ? { errors: { reviewBy } } : { input: parsed.data };
}

/** Whether two drafts say the same: a draft equal to the saved finding has nothing to save. */
export function sameDraft(one: FindingDraft, other: FindingDraft): boolean {
  const reviewBy = (draft: FindingDraft) => (draft.outcome === 'alternate-control' ? draft.reviewBy : '');
  const acceptedBy = (draft: FindingDraft) => (draft.outcome === 'alternate-control' ? draft.acceptedBy.trim() : '');
  return (
    acceptedBy(one) === acceptedBy(other) &&
    one.outcome === other.outcome &&
    one.testMethod === other.testMethod &&
    one.evidenceQuality === other.evidenceQuality &&
    one.note.trim() === other.note.trim() &&
    reviewBy(one) === reviewBy(other)
  );
}

/** "Saved by alice, 27 November 2026 at 10:42 am". */
export function savedLine(finding: Pick<Finding, 'savedBy' | 'savedAt'>): string {
  return `Saved by ${finding.savedBy}, ${australianDateTime(finding.savedAt)}`;
}

/** A draft in words, field by field, for what someone typed and could not save: "Outcome: Ineffective", "Note: …". */
export function draftInWords(draft: FindingDraft): string[] {
  return [
    `Outcome: ${draft.outcome ? OUTCOMES[draft.outcome].label : 'not chosen'}`,
    ...(draft.testMethod ? [`Test method: ${TEST_METHODS[draft.testMethod].label}`] : []),
    ...(draft.evidenceQuality ? [`Evidence quality: ${EVIDENCE_QUALITIES[draft.evidenceQuality].label}`] : []),
    ...(draft.outcome === 'alternate-control' && draft.reviewBy ? [`Review by: ${dayInWords(draft.reviewBy)}`] : []),
    ...(draft.outcome === 'alternate-control' && draft.acceptedBy.trim() ? [`Residual risk accepted by: ${draft.acceptedBy.trim()}`] : []),
    ...(draft.note.trim() ? [`Note: ${draft.note.trim()}`] : []),
  ];
}

/**
 * A requirement's form as kept while unsaved: the draft on screen and, after someone else saved a newer
 * finding first, what this consultant had typed and could not save, shown beside the newer finding.
 */
export const entryDraftSchema = z.object({ draft: findingDraftSchema, notSaved: findingDraftSchema.optional() });
export type EntryDraft = z.infer<typeof entryDraftSchema>;

/** Whether the outcome chosen is an exception, whose finding needs a note (the justification) and an evidence grade. */
export function needsJustification(draft: Pick<FindingDraft, 'outcome'>): boolean {
  return draft.outcome !== undefined && JUSTIFIED_OUTCOMES.includes(draft.outcome);
}
