import { z } from 'zod';
import { DEFAULT_STEPS_PER_QUARTER } from '../../domain/constants';
import { CONTROL_IDS } from '../../domain/controls';
import { SUBMISSION_KEY_PATTERN } from '../../domain/submission-key';
import { resumable } from '../../domain/wizard';
import { readStored } from '../storage';
import { PROGRESS_KEY, type WizardProgress } from './progress';

const questionIndex = z.number().int().min(0).max(CONTROL_IDS.length - 1);
const levels = z.partialRecord(z.enum(CONTROL_IDS), z.number().int().min(0).max(3));

/**
 * The planning answers as stored in this browser. Progress stored before the steps a quarter were asked
 * has none: the default is offered. A field left empty was stored as null (NaN in JSON): empty again.
 */
export const storedImplementationSchema = z.object({
  timeline: z.string(),
  priorities: z.array(z.enum(CONTROL_IDS)),
  constraints: z.string(),
  stepsPerQuarter: z
    .number()
    .nullable()
    .default(DEFAULT_STEPS_PER_QUARTER)
    .transform((steps) => steps ?? Number.NaN),
});

/** A journey's submission key as stored in this browser: one of another form is dropped, and a new one made. */
export const storedSubmissionKeySchema = z.string().regex(SUBMISSION_KEY_PATTERN).optional().catch(undefined);

/** What a stored progress must look like to be restored; anything else is ignored, not trusted. */
const storedProgressSchema = z.object({
  step: z.discriminatedUnion('phase', [
    z.object({ phase: z.literal('welcome') }),
    z.object({ phase: z.literal('target'), questionIndex }),
    z.object({ phase: z.literal('current'), questionIndex }),
    z.object({ phase: z.literal('implementation') }),
    z.object({ phase: z.literal('organisation') }),
    z.object({ phase: z.literal('review') }),
  ]),
  targetAssessments: levels,
  assessments: levels,
  implementation: storedImplementationSchema,
  organisation: z.object({ organizationName: z.string(), respondentName: z.string(), respondentEmail: z.string() }),
  draftId: z.string().optional(),
  reassessmentOf: z.number().optional(),
  saved: z.object({ at: z.number(), answers: z.record(z.string(), z.unknown()) }).optional(),
  submissionKey: storedSubmissionKeySchema,
});

/** A stored progress value made consistent for resuming, or undefined when it is not a progress. */
export function restoreProgress(stored: unknown): WizardProgress | undefined {
  const parsed = storedProgressSchema.safeParse(stored);
  return parsed.success ? resumable(parsed.data) : undefined;
}

/** The progress saved in this browser, if there is a readable one, made consistent before resuming. */
export function loadProgress(): WizardProgress | undefined {
  return restoreProgress(readStored(PROGRESS_KEY));
}
