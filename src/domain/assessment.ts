import { z } from 'zod';
import type { AssessmentKind } from './assessment-kinds';
import { CONTROL_IDS, type ControlId } from './controls';
import { MAX_CONSTRAINTS_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_STEPS_PER_QUARTER } from './constants';
import type { RequirementAnswers } from './framework/outcomes';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';

/**
 * Request header a save may carry with the `updatedAt` of the copy it last saved or read: when the
 * stored assessment has been saved since, the save is refused (409) rather than overwrite newer answers.
 */
export const LAST_SAVED_HEADER = 'x-last-saved-at';

export const timelineSchema = z.enum(['3months', '6months', '12months', '24months'], {
  error: 'Choose a timeline: 3, 6, 12 or 24 months',
});
export type Timeline = z.infer<typeof timelineSchema>;

export const controlIdSchema = z.enum(CONTROL_IDS, { error: 'Unknown control' });

const currentLevelSchema = z
  .number({ error: 'Level must be a number from 0 to 3' })
  .int('Level must be a whole number from 0 to 3')
  .min(0, 'Level must be from 0 to 3')
  .max(3, 'Level must be from 0 to 3');

export const targetLevelSchema = z
  .number({ error: 'Target must be a number from 1 to 3' })
  .int('Target must be a whole number from 1 to 3')
  .min(1, 'Target must be from 1 to 3')
  .max(3, 'Target must be from 1 to 3');

/** The quick check's kind: optional in a body, as bodies sent before detailed assessments existed name none. */
const quickKindSchema = z.literal('quick', { error: 'Kind must be "quick" or "detailed"' }).default('quick');

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`).regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE);

/** The controls the respondent puts first: each at most once. */
export const priorityListSchema = z
  .array(controlIdSchema)
  .max(CONTROL_IDS.length)
  .refine((ids) => new Set(ids).size === ids.length, 'Each control can be a priority only once')
  .default([]);

const STEPS_PER_QUARTER_MESSAGE = `Enter how many level steps your team can take in a quarter: a whole number from 1 to ${MAX_STEPS_PER_QUARTER}`;

/** How many level steps the team can take in a quarter: a whole number from 1 to the most a quarter can hold. */
export const stepsPerQuarterSchema = z
  .number({ error: STEPS_PER_QUARTER_MESSAGE })
  .int(STEPS_PER_QUARTER_MESSAGE)
  .min(1, STEPS_PER_QUARTER_MESSAGE)
  .max(MAX_STEPS_PER_QUARTER, STEPS_PER_QUARTER_MESSAGE);

/**
 * The implementation planning step: timeline and constraints required; the steps a quarter optional in a
 * body, as bodies sent before the question was asked have none (the roadmap then assumes the default).
 */
export const implementationSchema = z.object({
  timeline: timelineSchema,
  priorities: priorityListSchema,
  constraints: requiredText('Describe your constraints', MAX_CONSTRAINTS_LENGTH),
  stepsPerQuarter: stepsPerQuarterSchema.optional(),
});
export type ImplementationDetails = z.infer<typeof implementationSchema>;

/** The organisation details step: all three fields required. */
export const organisationSchema = z.object({
  organizationName: requiredText('Organisation name is required', MAX_NAME_LENGTH),
  respondentName: requiredText('Your name is required', MAX_NAME_LENGTH),
  respondentEmail: z
    .string({ error: 'Email address is required' })
    .trim()
    .min(1, 'Email address is required')
    .max(MAX_EMAIL_LENGTH, `Must be at most ${MAX_EMAIL_LENGTH} characters`)
    .pipe(z.email('Enter a valid email address, like name@example.com')),
});
export type OrganisationDetails = z.infer<typeof organisationSchema>;

type LevelMap = Partial<Record<ControlId, number>>;

/** Adds an issue for every control whose current level is above its target. */
function checkCurrentWithinTarget(
  value: { targetAssessments?: LevelMap; assessments?: LevelMap },
  context: z.RefinementCtx,
): void {
  for (const id of CONTROL_IDS) {
    const current = value.assessments?.[id];
    const target = value.targetAssessments?.[id];
    if (current !== undefined && target !== undefined && current > target) {
      context.addIssue({
        code: 'custom',
        path: ['assessments', id],
        message: `Current level ${current} is above the target level ${target} for this control`,
      });
    }
  }
}

/** A completed assessment as the wizard submits it: every control rated twice, all details given. */
export const completedAssessmentSchema = z
  .strictObject({
    status: z.literal('completed').default('completed'),
    kind: quickKindSchema,
    targetAssessments: z.record(controlIdSchema, targetLevelSchema),
    assessments: z.record(controlIdSchema, currentLevelSchema),
    ...implementationSchema.shape,
    ...organisationSchema.shape,
  })
  .superRefine(checkCurrentWithinTarget);

/** The draft form of a text field: optional, trimmed, still limited. */
export const draftText = (max: number) => z.string().trim().max(max).regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE).default('');

/** The draft form of the email field: empty, or a valid address. */
export const draftEmailSchema = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, `Must be at most ${MAX_EMAIL_LENGTH} characters`)
  .pipe(z.union([z.literal(''), z.email('Enter a valid email address, like name@example.com')]))
  .default('');

/** The longest resume step a draft may name ("strategy-12" needs eleven). */
export const MAX_RESUME_STEP_LENGTH = 32;

/**
 * Where a saved draft reopens: a step of the wizard, such as "target-3", "current-8", "implementation",
 * "organisation", "review" or "strategy-4". Only its shape is checked, so the wizard may rename steps
 * without a change on the server; a step the wizard no longer knows reopens at its start.
 */
export const resumeStepSchema = z
  .string({ error: 'The resume step must be text, like "current-3" or "review"' })
  .max(MAX_RESUME_STEP_LENGTH, `The resume step must be at most ${MAX_RESUME_STEP_LENGTH} characters`)
  .regex(/^[a-z]+(-[0-9]{1,2})?$/, 'The resume step must be a step name, like "current-3" or "review"');
export type ResumeStep = z.infer<typeof resumeStepSchema>;

/** A draft: the same fields, each optional, each still checked when present. */
export const draftAssessmentSchema = z
  .strictObject({
    status: z.literal('draft'),
    resumeStep: resumeStepSchema.optional(),
    kind: quickKindSchema,
    targetAssessments: z.partialRecord(controlIdSchema, targetLevelSchema).default({}),
    assessments: z.partialRecord(controlIdSchema, currentLevelSchema).default({}),
    timeline: timelineSchema.optional(),
    priorities: implementationSchema.shape.priorities,
    constraints: draftText(MAX_CONSTRAINTS_LENGTH),
    stepsPerQuarter: implementationSchema.shape.stepsPerQuarter,
    organizationName: draftText(MAX_NAME_LENGTH),
    respondentName: draftText(MAX_NAME_LENGTH),
    respondentEmail: draftEmailSchema,
  })
  .superRefine(checkCurrentWithinTarget);

export type AssessmentInput = z.infer<typeof completedAssessmentSchema> | z.infer<typeof draftAssessmentSchema>;

/**
 * Parses what POST and PUT /api/assessments accept: a draft when `status` is "draft", otherwise a
 * completed assessment. Choosing the schema first keeps the per-field messages of the right one.
 */
export function parseAssessmentInput(body: unknown): z.ZodSafeParseResult<AssessmentInput> {
  const isDraft = typeof body === 'object' && body !== null && 'status' in body && body.status === 'draft';
  return isDraft ? draftAssessmentSchema.safeParse(body) : completedAssessmentSchema.safeParse(body);
}

/** The one canonical assessment shape: what the store keeps and every page and report reads. */
export interface Assessment {
  id: string;
  status: 'draft' | 'completed';
  /** A quick check (sixteen ratings) or a detailed assessment (an outcome per requirement). */
  kind: AssessmentKind;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  organizationName: string;
  respondentName: string;
  respondentEmail: string;
  targetAssessments: Partial<Record<ControlId, number>>;
  /**
   * Current level per strategy. A quick check's are the respondent's ratings; a detailed assessment's
   * are the levels its requirement outcomes achieve by ASD's rule, worked out when it is saved.
   */
  assessments: Partial<Record<ControlId, number>>;
  /**
   * A detailed assessment's level per strategy supported by evidence: a met requirement counts only
   * with evidence graded good or excellent. Worked out when it is saved, like `assessments`; absent
   * for a quick check, which grades no evidence.
   */
  evidenceLevels?: Partial<Record<ControlId, number>>;
  /** Outcome and evidence per requirement id: empty for a quick check. */
  requirementOutcomes: RequirementAnswers;
  timeline: Timeline | null;
  priorities: ControlId[];
  constraints: string;
  /**
   * How many level steps the team can take in a quarter, which paces the roadmap; absent for an
   * assessment saved before the question was asked (the roadmap then assumes the default and says so).
   */
  stepsPerQuarter?: number;
  /**
   * For a re-assessment, when the assessment whose answers it started from was made (milliseconds since
   * the epoch); absent for an assessment started afresh.
   */
  reassessmentOf?: number;
  /** The wizard step a saved draft reopens at; always null once completed. Absent is read as null. */
  resumeStep: ResumeStep | null;
}

/** Whether an assessment holds any answer at all: a target or current level, or a requirement's outcome. */
export function hasAnyAnswer(assessment: Pick<Assessment, 'targetAssessments' | 'assessments' | 'requirementOutcomes'>): boolean {
  const given = (levels: Partial<Record<string, unknown>>) => Object.values(levels).some((value) => value !== undefined && value !== null);
  return given(assessment.targetAssessments) || given(assessment.assessments) || given(assessment.requirementOutcomes);
}

/** Fields of a quick check's input as they are stored, whether draft or completed. */
export function toStoredFields(input: AssessmentInput): Omit<Assessment, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    status: input.status,
    kind: 'quick',
    requirementOutcomes: {},
    organizationName: input.organizationName,
    respondentName: input.respondentName,
    respondentEmail: input.respondentEmail,
    targetAssessments: input.targetAssessments,
    assessments: input.assessments,
    timeline: input.timeline ?? null,
    priorities: input.priorities,
    constraints: input.constraints,
    stepsPerQuarter: input.stepsPerQuarter,
    resumeStep: resumeStepOf(input),
  };
}

/** The step a draft input reopens at; a completed one reopens nowhere. */
export function resumeStepOf(input: { status: 'draft' | 'completed'; resumeStep?: ResumeStep | undefined }): ResumeStep | null {
  return input.status === 'draft' ? (input.resumeStep ?? null) : null;
}

/** The `:id` of an assessment's URL: a UUID, so anything else is refused before the database is asked. */
export const assessmentIdParamsSchema = z.object({ id: z.uuid() });
