import { z } from 'zod';
import { CONTROL_IDS } from '../../domain/controls';
import { isRequirementId } from '../../domain/framework/catalogue';
import { requirementAnswerSchema } from '../../domain/framework/outcomes';
import { withSharedAnswers } from '../../domain/framework/shared-requirements';
import { readStored } from '../storage';
import type { DetailedProgress } from './detailed-progress';
import { DETAILED_PROGRESS_KEY } from './progress';
import { storedImplementationSchema, storedSubmissionKeySchema } from './restore-progress';
import { resumableStep, STRATEGY_COUNT } from './detailed-steps';

const targetLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** What a stored progress must look like to be restored; anything else is ignored, not trusted. */
const storedDetailedSchema = z.object({
  step: z.discriminatedUnion('phase', [
    z.object({ phase: z.literal('welcome') }),
    z.object({ phase: z.literal('imports') }),
    z.object({ phase: z.literal('strategy'), strategyIndex: z.number().int().min(0).max(STRATEGY_COUNT - 1) }),
    z.object({ phase: z.literal('implementation') }),
    z.object({ phase: z.literal('organisation') }),
    z.object({ phase: z.literal('review') }),
  ]),
  startedFrom: z.enum(['nothing', 'quick', 'detailed']),
  targetAssessments: z.partialRecord(z.enum(CONTROL_IDS), targetLevel),
  // Answers are checked one by one below, so one unreadable answer does not cost all the others.
  requirementOutcomes: z.record(z.string(), z.unknown()),
  implementation: storedImplementationSchema,
  organisation: z.object({ organizationName: z.string(), respondentName: z.string(), respondentEmail: z.string() }),
  draftId: z.string().optional(),
  reassessmentOf: z.number().optional(),
  saved: z.object({ at: z.number(), answers: z.record(z.string(), z.unknown()) }).optional(),
  submissionKey: storedSubmissionKeySchema,
});

/** The stored answers worth keeping: each one readable and to a requirement the catalogue still holds. */
function restoreAnswers(stored: Record<string, unknown>): DetailedProgress['requirementOutcomes'] {
  return Object.fromEntries(
    Object.entries(stored).flatMap(([id, answer]) => {
      const parsed = requirementAnswerSchema.safeParse(answer);
      return parsed.success && isRequirementId(id) ? [[id, parsed.data] as const] : [];
    }),
  );
}

/**
 * A stored progress made ready to resume, or undefined when it is not one: answers that are unreadable
 * or to requirements the catalogue no longer holds are dropped, a requirement several strategies share
 * answered in one of them only (saved before answers were shared) shows that answer in each, and the
 * step moves back to the first strategy without a target.
 */
export function restoreDetailedProgress(stored: unknown): DetailedProgress | undefined {
  const parsed = storedDetailedSchema.safeParse(stored);
  if (!parsed.success) return undefined;
  const progress = parsed.data;
  return {
    ...progress,
    step: resumableStep(progress.step, progress.targetAssessments),
    requirementOutcomes: withSharedAnswers(restoreAnswers(progress.requirementOutcomes)),
  };
}

/** The detailed progress saved in this browser, if there is a readable one. */
export function loadDetailedProgress(): DetailedProgress | undefined {
  return restoreDetailedProgress(readStored(DETAILED_PROGRESS_KEY));
}
