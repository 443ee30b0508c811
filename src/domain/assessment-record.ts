import { z } from 'zod';
import type { Assessment } from './assessment';
import { resumeStepSchema, stepsPerQuarterSchema, timelineSchema } from './assessment';
import { ASSESSMENT_KINDS } from './assessment-kinds';
import { CONTROL_IDS } from './controls';
import { outcomeSchema, suggestedOutcomeSchema } from './framework/outcomes';
import { evidenceQualitySchema } from './framework/evidence-quality';

const levelsByControl = z.partialRecord(z.enum(CONTROL_IDS), z.number().int().min(0).max(3));

/** Who and when of an assessment, as every API answer about one names it. */
export const assessmentIdentitySchema = z.object({
  id: z.string(),
  status: z.enum(['draft', 'completed']),
  createdAt: z.number(),
  organizationName: z.string(),
  respondentName: z.string(),
  respondentEmail: z.string(),
});

/**
 * An assessment as the API sends it (GET and PUT /api/assessments/:id), declared by those routes and checked by
 * the browser before use. Strict, on the server as it sends and in the browser as it reads: a field the schema
 * does not name is refused, never passed on.
 */
export const assessmentRecordSchema = z.strictObject({
  ...assessmentIdentitySchema.shape,
  updatedAt: z.number(),
  kind: z.enum(ASSESSMENT_KINDS),
  targetAssessments: levelsByControl,
  assessments: levelsByControl,
  // Absent from answers of servers older than evidence grading: read as a detailed assessment with no level supported by evidence.
  evidenceLevels: levelsByControl.optional(),
  requirementOutcomes: z.partialRecord(
    z.string(),
    z.strictObject({
      outcome: outcomeSchema,
      suggestedOutcome: suggestedOutcomeSchema.optional(),
      evidence: z.string(),
      evidenceQuality: evidenceQualitySchema.optional(),
      justification: z.string().optional(),
      reviewBy: z.string().optional(),
      approvedBy: z.string().optional(),
      importedFrom: z.strictObject({ importId: z.string(), source: z.string() }).optional(),
    }),
  ),
  timeline: timelineSchema.nullable(),
  priorities: z.array(z.enum(CONTROL_IDS)),
  constraints: z.string(),
  // Absent for an assessment saved before the question was asked: the roadmap assumes the default.
  stepsPerQuarter: stepsPerQuarterSchema.optional(),
  // Absent for an assessment started afresh.
  reassessmentOf: z.number().optional(),
  // Absent from answers of servers older than saved drafts: read as no step.
  resumeStep: resumeStepSchema.nullable().default(null),
}) satisfies z.ZodType<Assessment>;

/** The answer to POST /api/assessments and to a re-assessment's start: the saved assessment and the respondent's access key. */
export const savedAssessmentSchema = assessmentRecordSchema.extend({ accessKey: z.string() });
