import { z } from 'zod';
import { MAX_EVIDENCE_LENGTH } from '../constants';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from '../text';
import { evidenceQualitySchema } from './evidence-quality';

/** The standard outcomes an assessor records for each requirement (Essential Eight Assessment Process Guide, October 2024). */
export const OUTCOME_IDS = ['effective', 'alternate-control', 'ineffective', 'not-implemented', 'not-applicable', 'no-visibility', 'not-assessed'] as const;

export type Outcome = (typeof OUTCOME_IDS)[number];

/** Each outcome's name and the guide's meaning of it, in our words. */
export const OUTCOMES: Record<Outcome, { label: string; meaning: string }> = {
  effective: { label: 'Effective', meaning: 'The objective of the requirement is met.' },
  'alternate-control': { label: 'Alternate control', meaning: 'The objective is met through an alternate control.' },
  ineffective: { label: 'Ineffective', meaning: 'The objective of the requirement is not adequately met.' },
  'not-implemented': { label: 'Not implemented', meaning: 'The organisation has decided not to implement it.' },
  'not-applicable': { label: 'Not applicable', meaning: 'It does not apply to the system or environment.' },
  'no-visibility': { label: 'No visibility', meaning: 'Its implementation could not be seen well enough to judge.' },
  'not-assessed': { label: 'Not assessed', meaning: 'It has not been assessed yet.' },
};

/** An outcome id, as a form or an API body gives it. */
export const outcomeSchema = z.enum(OUTCOME_IDS, { error: 'Choose one of the assessment outcomes' });

/** Whether an outcome meets a requirement: only effective, or effective through an alternate control. */
export function meetsRequirement(outcome: Outcome): boolean {
  return outcome === 'effective' || outcome === 'alternate-control';
}

/** The outcomes a suggestion may hold: any but Not assessed, which is no suggestion at all. */
export const SUGGESTED_OUTCOME_IDS = OUTCOME_IDS.filter((outcome): outcome is Exclude<Outcome, 'not-assessed'> => outcome !== 'not-assessed');

/** An outcome suggested for a requirement (from a quick check's rating), as a form or an API body gives it. */
export const suggestedOutcomeSchema = z.enum(SUGGESTED_OUTCOME_IDS, { error: 'A suggested outcome must be one of the assessment outcomes other than Not assessed' });

/**
 * One requirement's answer in a detailed assessment: its outcome, an optional evidence note, an optional
 * grade of the evidence's quality, and optionally an outcome suggested for it (from a quick check's rating) that the respondent has not
 * confirmed yet. A suggestion counts for nothing: the answer counts by its outcome alone, which stays
 * Not assessed until the suggestion is confirmed or another outcome is chosen.
 */
export const requirementAnswerSchema = z.strictObject({
  outcome: outcomeSchema,
  suggestedOutcome: suggestedOutcomeSchema.optional(),
  evidence: z
    .string({ error: 'Evidence must be text' })
    .trim()
    .max(MAX_EVIDENCE_LENGTH, `Evidence must be at most ${MAX_EVIDENCE_LENGTH.toLocaleString('en-AU')} characters`)
    .regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE)
    .default(''),
  evidenceQuality: evidenceQualitySchema.optional(),
});
export type RequirementAnswer = z.infer<typeof requirementAnswerSchema>;

/** A detailed assessment's answers by requirement id; a quick check has none. */
export type RequirementAnswers = Partial<Record<string, RequirementAnswer>>;
