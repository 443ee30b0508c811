import { z } from 'zod';
import { CONTROL_IDS, type ControlId } from './controls';
import { MAX_CONSTRAINTS_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './constants';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';

/** The four implementation timelines, with the words the form shows. */
export const TIMELINES = [
  { value: '3months', label: '3 months' },
  { value: '6months', label: '6 months' },
  { value: '12months', label: '12 months' },
  { value: '24months', label: '24 months' },
] as const;

export const timelineSchema = z.enum(['3months', '6months', '12months', '24months'], {
  error: 'Choose a timeline: 3, 6, 12 or 24 months',
});
export type Timeline = z.infer<typeof timelineSchema>;

const controlIdSchema = z.enum(CONTROL_IDS, { error: 'Unknown control' });

const currentLevelSchema = z
  .number({ error: 'Level must be a number from 0 to 3' })
  .int('Level must be a whole number from 0 to 3')
  .min(0, 'Level must be from 0 to 3')
  .max(3, 'Level must be from 0 to 3');

const targetLevelSchema = z
  .number({ error: 'Target must be a number from 1 to 3' })
  .int('Target must be a whole number from 1 to 3')
  .min(1, 'Target must be from 1 to 3')
  .max(3, 'Target must be from 1 to 3');

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`).regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE);

/** The implementation planning step: timeline and constraints required. */
export const implementationSchema = z.object({
  timeline: timelineSchema,
  priorities: z
    .array(controlIdSchema)
    .max(CONTROL_IDS.length)
    .refine((ids) => new Set(ids).size === ids.length, 'Each control can be a priority only once')
    .default([]),
  constraints: requiredText('Describe your constraints', MAX_CONSTRAINTS_LENGTH),
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
    targetAssessments: z.record(controlIdSchema, targetLevelSchema),
    assessments: z.record(controlIdSchema, currentLevelSchema),
    ...implementationSchema.shape,
    ...organisationSchema.shape,
  })
  .superRefine(checkCurrentWithinTarget);

/** A draft: the same fields, each optional, each still checked when present. */
export const draftAssessmentSchema = z
  .strictObject({
    status: z.literal('draft'),
    targetAssessments: z.partialRecord(controlIdSchema, targetLevelSchema).default({}),
    assessments: z.partialRecord(controlIdSchema, currentLevelSchema).default({}),
    timeline: timelineSchema.optional(),
    priorities: implementationSchema.shape.priorities,
    constraints: z.string().trim().max(MAX_CONSTRAINTS_LENGTH).regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE).default(''),
    organizationName: z.string().trim().max(MAX_NAME_LENGTH).regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE).default(''),
    respondentName: z.string().trim().max(MAX_NAME_LENGTH).regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE).default(''),
    respondentEmail: z
      .string()
      .trim()
      .max(MAX_EMAIL_LENGTH, `Must be at most ${MAX_EMAIL_LENGTH} characters`)
      .pipe(z.union([z.literal(''), z.email('Enter a valid email address, like name@example.com')]))
      .default(''),
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
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  organizationName: string;
  respondentName: string;
  respondentEmail: string;
  targetAssessments: Partial<Record<ControlId, number>>;
  assessments: Partial<Record<ControlId, number>>;
  timeline: Timeline | null;
  priorities: ControlId[];
  constraints: string;
}

/** Fields of an input as they are stored, whether draft or completed. */
export function toStoredFields(input: AssessmentInput): Omit<Assessment, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    status: input.status,
    organizationName: input.organizationName,
    respondentName: input.respondentName,
    respondentEmail: input.respondentEmail,
    targetAssessments: input.targetAssessments,
    assessments: input.assessments,
    timeline: input.timeline ?? null,
    priorities: input.priorities,
    constraints: input.constraints,
  };
}

/** Per-field messages of a failed parse, keyed by dotted path ("assessments.regular-backups"). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const inLevels = issue.path.length > 0;
      for (const key of issue.keys) {
        fields[[...issue.path.map(String), key].join('.')] ??= inLevels ? `Unknown control "${key}"` : `Unknown field "${key}"`;
      }
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The `:id` of an assessment's URL: a UUID, so anything else is refused before the database is asked. */
export const assessmentIdParamsSchema = z.object({ id: z.uuid() });
