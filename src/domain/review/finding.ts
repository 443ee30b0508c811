import { z } from 'zod';
import { addMonths, dayInWords, type CalendarDay } from '../calendar-day';
import { MAX_ACCEPTED_BY_LENGTH, MAX_FINDING_NOTE_LENGTH } from '../constants';
import { evidenceQualitySchema, type EvidenceQuality } from '../framework/evidence-quality';
import { outcomeSchema, reviewDateSchema, type RequirementAnswer } from '../framework/outcomes';
import { JUSTIFIED_OUTCOMES, MAX_REVIEW_MONTHS, OUTCOMES, type Outcome } from '../framework/outcome-rules';
import { typedText } from '../text';
import { testMethodSchema } from './test-methods';

/** A field of a finding an exception found cannot be without, and what to do about it in words. */
export interface JustificationIssue {
  path: ['note' | 'evidenceQuality'];
  message: string;
}

/**
 * What an exception found (Not applicable, Alternate control) still lacks: its justification, written in the
 * note, and an evidence grade. Nothing for any other outcome.
 */
export function justificationIssues(input: { outcome: Outcome; note?: string; evidenceQuality?: EvidenceQuality | undefined }): JustificationIssue[] {
  if (!JUSTIFIED_OUTCOMES.includes(input.outcome)) return [];
  const label = OUTCOMES[input.outcome].label;
  const why = input.outcome === 'not-applicable' ? 'the requirement does not apply' : 'the alternate control meets the requirement’s objective';
  return [
    ...(input.note?.trim() ? [] : [{ path: ['note'], message: `Write why ${why} (the justification): a finding of ${label} needs one` } satisfies JustificationIssue]),
    ...(input.evidenceQuality ? [] : [{ path: ['evidenceQuality'], message: `Choose the quality of the evidence behind ${label}: a finding of ${label} needs one` } satisfies JustificationIssue]),
  ];
}

/**
 * What the consultant sends to record a finding (PUT /api/support/assessments/:id/findings/:requirementId,
 * and the review form): the outcome they found, how they tested it, the evidence quality they judge, a
 * note, for an alternate control until when it stands and who accepted its residual risk, and `version`, the
 * finding's version as they read it (0 for a requirement with no finding yet), so a finding someone else
 * changed since is not overwritten. A test method is needed for every outcome but Not assessed, which records
 * that nothing was tested. An exception found (Not applicable, Alternate control) needs its justification in
 * the note and an evidence grade, as the respondent's own exceptions need a justification.
 */
export const findingInputSchema = z
  .strictObject({
    outcome: outcomeSchema,
    testMethod: testMethodSchema.optional(),
    evidenceQuality: evidenceQualitySchema.optional(),
    note: typedText('The note', MAX_FINDING_NOTE_LENGTH).default(''),
    reviewBy: reviewDateSchema.optional(),
    acceptedBy: typedText('Who accepted the residual risk', MAX_ACCEPTED_BY_LENGTH).default(''),
    version: z.number({ error: 'The version must be a number' }).int('The version must be a whole number').min(0, 'The version must be 0 or more'),
  })
  .superRefine((input, context) => {
    if (input.outcome !== 'not-assessed' && !input.testMethod) {
      context.addIssue({ code: 'custom', path: ['testMethod'], message: `Choose how ${OUTCOMES[input.outcome].label} was tested` });
    }
    if (input.outcome === 'alternate-control' && !input.reviewBy) {
      context.addIssue({ code: 'custom', path: ['reviewBy'], message: 'Choose the date by which the alternate control is reviewed again' });
    }
    for (const issue of justificationIssues(input)) context.addIssue({ code: 'custom', ...issue });
  });
export type FindingInput = z.infer<typeof findingInputSchema>;

/**
 * What a finding's review date must not pass on the day it is saved: ASD's assessment process guide
 * (October 2024) says exceptions should not be approved for more than a year. Undefined when it is fine.
 */
export function findingReviewDateIssue(input: Pick<FindingInput, 'outcome' | 'reviewBy'>, today: CalendarDay): string | undefined {
  if (input.outcome !== 'alternate-control' || !input.reviewBy) return undefined;
  const latest = addMonths(today, MAX_REVIEW_MONTHS);
  return input.reviewBy > latest ? `The review date must be no later than ${dayInWords(latest)}: an alternate control is reviewed at least every 12 months` : undefined;
}

/** How a finding was made: saved one by one, or agreeing with the respondent in a batch. */
export const FINDING_MADE_IN = ['one-by-one', 'batch'] as const;
export type FindingMadeIn = (typeof FINDING_MADE_IN)[number];

/** A finding as the API sends it: the input as saved, who saved it and when, and whether the answer changed since. */
export const findingSchema = z.strictObject({
  requirementId: z.string(),
  outcome: outcomeSchema,
  testMethod: testMethodSchema.nullable(),
  evidenceQuality: evidenceQualitySchema.nullable(),
  note: z.string(),
  reviewBy: z.string().nullable(),
  version: z.number().int().positive(),
  savedAt: z.number(),
  savedBy: z.string(),
  /** Who accepted the residual risk of an alternate control found: a name and role in words, '' when not known. */
  acceptedBy: z.string(),
  /** How the finding was made: one by one, or agreeing with the respondent in a batch (`batchId` names it). */
  madeIn: z.enum(FINDING_MADE_IN),
  batchId: z.string().nullable(),
  /** The respondent changed their answer to this requirement after the finding was saved. */
  answerChanged: z.boolean(),
});
export type Finding = z.infer<typeof findingSchema>;

/** The findings of a review by requirement id; a requirement with none is unreviewed. */
export type FindingsById = Readonly<Partial<Record<string, Pick<Finding, 'outcome' | 'reviewBy'>>>>;

/** A file the respondent attached to a requirement, as a finding's fingerprint keeps it: which file, and its content's SHA-256. */
export type FingerprintedFile = Readonly<{ id: string; sha256: string }>;

/**
 * Between the answer's part of a fingerprint and its files' part. JSON text never holds a raw line feed, so a
 * fingerprint without one was kept before the files were part of it (see `answerChangedSince`).
 */
const FILES_SEPARATOR = '\n';

/** The answer's part of a fingerprint: what the respondent says, '' for no answer. */
function answerPart(answer: RequirementAnswer | undefined): string {
  if (!answer) return '';
  const { outcome, evidence, evidenceQuality, justification, reviewBy, approvedBy } = answer;
  return JSON.stringify([outcome, evidence, evidenceQuality ?? null, justification ?? null, reviewBy ?? null, approvedBy ?? null]);
}

/**
 * A fixed text of what the respondent answered for a requirement and the files they attached to it (each
 * file's id and SHA-256, in a fixed order), kept with a finding when it is saved: when the text differs later,
 * the respondent changed their answer or its evidence since the review (`answerChanged`). A file removed and
 * another uploaded under the same name is a change. Only what the respondent says and attaches counts; a
 * suggestion they never confirmed does not, nor a file the assessor added.
 */
export function answerFingerprint(answer: RequirementAnswer | undefined, files: readonly FingerprintedFile[]): string {
  const kept = [...files].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((file) => `${file.id}:${file.sha256}`);
  return `${answerPart(answer)}${FILES_SEPARATOR}${JSON.stringify(kept)}`;
}

/**
 * Whether the respondent changed their answer (or its files) since a finding was saved with `saved`, its
 * fingerprint then. A fingerprint kept before files were part of it (no separator) is compared on the answer
 * alone: the files it was saved against are not known, and flagging every such finding would say something
 * false. Such a finding learns its files when it is next saved.
 */
export function answerChangedSince(saved: string, answer: RequirementAnswer | undefined, files: readonly FingerprintedFile[]): boolean {
  if (!saved.includes(FILES_SEPARATOR)) return saved !== answerPart(answer);
  return saved !== answerFingerprint(answer, files);
}
