import { z } from 'zod';
import { addMonths, dayInWords, type CalendarDay } from '../calendar-day';
import { MAX_FINDING_NOTE_LENGTH } from '../constants';
import type { ListedEvidenceFile } from '../evidence-files';
import { evidenceQualitySchema } from '../framework/evidence-quality';
import { outcomeSchema, reviewDateSchema, type RequirementAnswer } from '../framework/outcomes';
import { MAX_REVIEW_MONTHS, OUTCOMES } from '../framework/outcome-rules';
import { sameRequirementIds } from '../framework/shared-requirements';
import { typedText } from '../text';
import { testMethodSchema } from './test-methods';

/**
 * What the consultant sends to record a finding (PUT /api/support/assessments/:id/findings/:requirementId,
 * and the review form): the outcome they found, how they tested it, the evidence quality they judge, a
 * note, for an alternate control until when it stands, and `version`, the finding's version as they read
 * it (0 for a requirement with no finding yet), so a finding someone else changed since is not overwritten.
 * A test method is needed for every outcome but Not assessed, which records that nothing was tested.
 */
export const findingInputSchema = z
  .strictObject({
    outcome: outcomeSchema,
    testMethod: testMethodSchema.optional(),
    evidenceQuality: evidenceQualitySchema.optional(),
    note: typedText('The note', MAX_FINDING_NOTE_LENGTH).default(''),
    reviewBy: reviewDateSchema.optional(),
    version: z.number({ error: 'The version must be a number' }).int('The version must be a whole number').min(0, 'The version must be 0 or more'),
  })
  .superRefine((input, context) => {
    if (input.outcome !== 'not-assessed' && !input.testMethod) {
      context.addIssue({ code: 'custom', path: ['testMethod'], message: `Choose how ${OUTCOMES[input.outcome].label} was tested` });
    }
    if (input.outcome === 'alternate-control' && !input.reviewBy) {
      context.addIssue({ code: 'custom', path: ['reviewBy'], message: 'Choose the date by which the alternate control is reviewed again' });
    }
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
  /** The respondent changed their answer to this requirement after the finding was saved. */
  answerChanged: z.boolean(),
});
export type Finding = z.infer<typeof findingSchema>;

/** The findings of a review by requirement id; a requirement with none is unreviewed. */
export type FindingsById = Readonly<Partial<Record<string, Pick<Finding, 'outcome' | 'reviewBy'>>>>;

/** The id a finding is kept under: a requirement the model lists under several strategies has one finding, under its first entry in catalogue order. */
export function findingIdOf(requirementId: string): string {
  return sameRequirementIds(requirementId)[0] ?? requirementId;
}

/**
 * The findings by the id of every catalogue entry each counts for: a finding on a requirement the model lists
 * under several strategies counts in each of them, as the respondent's one answer does.
 */
export function findingsByEntry<Kept extends Pick<Finding, 'requirementId'>>(findings: readonly Kept[]): Map<string, Kept> {
  return new Map(findings.flatMap((finding) => sameRequirementIds(finding.requirementId).map((id) => [id, finding] as const)));
}

/** A file the respondent attached to a requirement, as a finding's fingerprint keeps it: which file, and its content's SHA-256. */
export type FingerprintedFile = Readonly<{ id: string; sha256: string }>;

/** The files the respondent attached to one requirement: what its finding's fingerprint compares (the assessor's own files are not the answer). */
export function respondentFilesOf<File extends FingerprintedFile & Pick<ListedEvidenceFile, 'addedBy' | 'requirementId'>>(files: readonly File[], requirementId: string): File[] {
  return files.filter((file) => file.addedBy === 'respondent' && file.requirementId === requirementId);
}

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
