import { z } from 'zod';
import { isCalendarDay } from '../calendar-day';
import { MAX_EVIDENCE_LENGTH, MAX_JUSTIFICATION_LENGTH, MAX_NAME_LENGTH } from '../constants';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE, typedText } from '../text';
import { evidenceQualitySchema } from './evidence-quality';
import { OUTCOME_IDS, SUGGESTED_OUTCOME_IDS } from './outcome-rules';

// The outcomes' schemas. The outcomes and their rules are in outcome-rules.ts, which loads no zod; they are
// exported here too for the code that parses answers and reads them in the same place.
export {
  exceptionIssues,
  isPastReview,
  JUSTIFIED_OUTCOMES,
  latestReviewDay,
  MAX_REVIEW_MONTHS,
  meetsRequirement,
  OUTCOME_IDS,
  outcomeLabelOn,
  outcomeOn,
  OUTCOMES,
  pastReviewText,
  SUGGESTED_OUTCOME_IDS,
  type AnswerIssue,
  type Outcome,
} from './outcome-rules';

/** An outcome id, as a form or an API body gives it. */
export const outcomeSchema = z.enum(OUTCOME_IDS, { error: 'Choose one of the assessment outcomes' });

/** An outcome suggested for a requirement (from a quick check's rating), as a form or an API body gives it. */
export const suggestedOutcomeSchema = z.enum(SUGGESTED_OUTCOME_IDS, { error: 'A suggested outcome must be one of the assessment outcomes other than Not assessed' });

/** The date by which an alternate control is reviewed again, as an answer or a finding gives it: YYYY-MM-DD. */
export const reviewDateSchema = z
  .string({ error: 'The review date must be text, like 2027-06-30' })
  .refine(isCalendarDay, 'The review date must be a real date written YYYY-MM-DD, like 2027-06-30');

/**
 * Where an answer came from when it is an accepted proposal of an export imported from the organisation's systems
 * (a Group Policy report, an Intune policy…): the import's id and what the file is, in words. The server keeps it
 * only when the import exists and proposed the answer's outcome for that requirement (`withVerifiedImports`).
 */
export const importedFromSchema = z.strictObject({
  importId: z.uuid({ error: 'The import an answer came from must be named by its id' }),
  source: typedText('The source of an imported answer', MAX_NAME_LENGTH),
});
export type ImportedFrom = z.infer<typeof importedFromSchema>;

/**
 * One requirement's answer in a detailed assessment: its outcome, an optional evidence note, an optional
 * grade of the evidence's quality, optionally an outcome suggested for it (from a quick check's rating)
 * that the respondent has not confirmed yet, and, for an exception, why (`justification`), until when an
 * alternate control stands before it is reviewed again (`reviewBy`) and who accepted its residual risk, a name
 * and a role (`approvedBy`, optional: its absence is a warning, never a refusal; see risk-acceptance.ts), and,
 * for an accepted proposal of an imported export, where it came from (`importedFrom`).
 * A suggestion counts for nothing: the answer counts by its outcome alone, which stays Not assessed until
 * the suggestion is confirmed or another outcome is chosen. The exception fields are optional here, as a
 * draft may lack them; a completed assessment needs them (see `exceptionIssues`). An empty justification,
 * or one of spaces only, counts as none.
 */
export const requirementAnswerSchema = z.strictObject({
  outcome: outcomeSchema,
  suggestedOutcome: suggestedOutcomeSchema.optional(),
  evidence: typedText('Evidence', MAX_EVIDENCE_LENGTH).default(''),
  evidenceQuality: evidenceQualitySchema.optional(),
  justification: typedText('The justification', MAX_JUSTIFICATION_LENGTH).optional(),
  reviewBy: reviewDateSchema.optional(),
  approvedBy: z
    .string({ error: 'Who accepted the residual risk must be given as text' })
    .trim()
    .max(MAX_NAME_LENGTH, `Who accepted the residual risk must be at most ${MAX_NAME_LENGTH} characters`)
    .regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE)
    .optional(),
  importedFrom: importedFromSchema.optional(),
});
export type RequirementAnswer = z.infer<typeof requirementAnswerSchema>;

/** A detailed assessment's answers by requirement id; a quick check has none. */
export type RequirementAnswers = Partial<Record<string, RequirementAnswer>>;
