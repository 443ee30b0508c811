import { z } from 'zod';
import {
  controlIdSchema,
  draftEmailSchema,
  draftText,
  implementationSchema,
  organisationSchema,
  parseAssessmentInput,
  priorityListSchema,
  resumeStepOf,
  resumeStepSchema,
  targetLevelSchema,
  timelineSchema,
  toStoredFields,
  type Assessment,
  type AssessmentInput,
} from './assessment';
import { MAX_CONSTRAINTS_LENGTH, MAX_NAME_LENGTH } from './constants';
import { CONTROL_IDS, type ControlId, type MaturityLevel } from './controls';
import { isRequirementId, REQUIREMENTS } from './framework/catalogue';
import { evidenceSupportedOutcomes } from './framework/evidence-levels';
import { asdResultFromOutcomes, unmetAtLevel, type AsdResult, type OutcomesById } from './framework/level-rule';
import { asdResultFromQuickCheck } from './framework/asd-headline';
import { requirementAnswerSchema, type RequirementAnswer, type RequirementAnswers } from './framework/outcomes';
import { withoutStaleSuggestions } from './framework/suggestions';
import { firstLevel, REQUIREMENT_LEVELS, type Requirement, type RequirementLevel } from './framework/requirement';

/** Outcomes and evidence by requirement id; an id the catalogue does not hold is refused by name. */
export const requirementOutcomesSchema = z.record(
  z.string().refine(isRequirementId),
  requirementAnswerSchema,
  { error: (issue) => (issue.code === 'invalid_key' ? `Unknown requirement "${String(issue.input)}"` : undefined) },
);

const detailedKindSchema = z.literal('detailed');

/**
 * A completed detailed assessment as its form submits it: a target per strategy, an outcome (and
 * optional evidence) per requirement, and the implementation and organisation details. It carries
 * no current levels: they are worked out from the outcomes when it is saved. A requirement without
 * an outcome counts as not assessed.
 */
export const completedDetailedSchema = z.strictObject({
  status: z.literal('completed').default('completed'),
  kind: detailedKindSchema,
  targetAssessments: z.record(controlIdSchema, targetLevelSchema),
  requirementOutcomes: requirementOutcomesSchema,
  ...implementationSchema.shape,
  ...organisationSchema.shape,
});

/** A detailed assessment in progress: the same fields, each optional, each still checked when present. */
export const draftDetailedSchema = z.strictObject({
  status: z.literal('draft'),
  resumeStep: resumeStepSchema.optional(),
  kind: detailedKindSchema,
  targetAssessments: z.partialRecord(controlIdSchema, targetLevelSchema).default({}),
  requirementOutcomes: requirementOutcomesSchema.default({}),
  timeline: timelineSchema.optional(),
  priorities: priorityListSchema,
  constraints: draftText(MAX_CONSTRAINTS_LENGTH),
  organizationName: draftText(MAX_NAME_LENGTH),
  respondentName: draftText(MAX_NAME_LENGTH),
  respondentEmail: draftEmailSchema,
});

export type DetailedInput = z.infer<typeof completedDetailedSchema> | z.infer<typeof draftDetailedSchema>;

/** Anything POST and PUT /api/assessments accept: a quick check or a detailed assessment, draft or completed. */
export type AnyAssessmentInput = AssessmentInput | DetailedInput;

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null;
}

/**
 * Parses a body of POST or PUT /api/assessments: a detailed assessment when `kind` is "detailed",
 * otherwise a quick check (bodies sent before detailed assessments existed name no kind).
 */
export function parseAnyAssessmentInput(body: unknown): z.ZodSafeParseResult<AnyAssessmentInput> {
  if (!isObject(body) || body.kind !== 'detailed') return parseAssessmentInput(body);
  return body.status === 'draft' ? draftDetailedSchema.safeParse(body) : completedDetailedSchema.safeParse(body);
}

/** The outcome of each requirement, from a detailed assessment's answers. */
export function outcomesOf(answers: RequirementAnswers): OutcomesById {
  return Object.fromEntries(Object.entries(answers).map(([id, answer]) => [id, answer?.outcome]));
}

/** Each strategy's achieved level from requirement answers, by ASD's rule. */
export function achievedLevels(answers: RequirementAnswers): Record<ControlId, MaturityLevel> {
  const result = asdResultFromOutcomes(REQUIREMENTS, outcomesOf(answers));
  return Object.fromEntries(result.strategies.map((entry) => [entry.strategy, entry.achievedLevel])) as Record<ControlId, MaturityLevel>;
}

/**
 * ASD's result as the evidence supports it: each strategy's level when a met requirement counts only
 * with evidence graded good or excellent (see `evidenceSupportedOutcomes`). Never above `asdResultOf`.
 */
export function evidenceResultFromAnswers(answers: RequirementAnswers): AsdResult {
  return asdResultFromOutcomes(REQUIREMENTS, evidenceSupportedOutcomes(outcomesOf(answers), answers));
}

/** Each strategy's level supported by evidence, from requirement answers: the same shape as `achievedLevels`. */
export function evidenceLevels(answers: RequirementAnswers): Record<ControlId, MaturityLevel> {
  const result = evidenceResultFromAnswers(answers);
  return Object.fromEntries(result.strategies.map((entry) => [entry.strategy, entry.achievedLevel])) as Record<ControlId, MaturityLevel>;
}

/**
 * Fields of any input as they are stored: a detailed assessment's current levels are the levels its
 * outcomes achieve (an unconfirmed suggestion counts as not assessed), and a suggestion beside a chosen
 * outcome is dropped.
 */
export function storedFieldsOf(input: AnyAssessmentInput): Omit<Assessment, 'id' | 'createdAt' | 'updatedAt'> {
  if (input.kind !== 'detailed') return toStoredFields(input);
  return {
    status: input.status,
    kind: 'detailed',
    organizationName: input.organizationName,
    respondentName: input.respondentName,
    respondentEmail: input.respondentEmail,
    targetAssessments: input.targetAssessments,
    assessments: achievedLevels(input.requirementOutcomes),
    evidenceLevels: evidenceLevels(input.requirementOutcomes),
    requirementOutcomes: withoutStaleSuggestions(input.requirementOutcomes),
    timeline: input.timeline ?? null,
    priorities: input.priorities,
    constraints: input.constraints,
    resumeStep: resumeStepOf(input),
  };
}

/** ASD's result of any assessment: from its requirement outcomes when detailed, from its ratings when a quick check. */
export function asdResultOf(assessment: Pick<Assessment, 'kind' | 'assessments' | 'requirementOutcomes'>): AsdResult {
  return assessment.kind === 'detailed' ? asdResultFromOutcomes(REQUIREMENTS, outcomesOf(assessment.requirementOutcomes)) : asdResultFromQuickCheck(assessment.assessments);
}

/**
 * Where a detailed assessment starts from a quick check: every requirement of the levels at or
 * below a strategy's rated current level carries Effective as a suggestion, for the respondent to
 * confirm or change; until then it is Not assessed, like the rest. A strategy rated 0, or not rated,
 * starts with no suggestion. A rating is a claim about a whole level, so it stays a suggestion until
 * each requirement is checked.
 */
export function prefilledAnswers(currentLevels: Partial<Record<ControlId, number>>): Record<string, RequirementAnswer> {
  return Object.fromEntries(
    REQUIREMENTS.map((requirement) => {
      const rated = currentLevels[requirement.strategy] ?? 0;
      const suggested = firstLevel(requirement) <= rated;
      const answer: RequirementAnswer = suggested ? { outcome: 'not-assessed', suggestedOutcome: 'effective', evidence: '' } : { outcome: 'not-assessed', evidence: '' };
      return [requirement.id, answer];
    }),
  );
}

/** One strategy's part of a detailed assessment's action plan. */
export interface StrategyPlan {
  strategy: ControlId;
  achievedLevel: MaturityLevel;
  targetLevel: number;
  /** The unmet requirements, level by level from the next one up to the target; each requirement once, at its first level. */
  levels: { level: RequirementLevel; requirements: Requirement[] }[];
}

/**
 * The action plan of a detailed assessment: for each strategy below its target, the requirements
 * not yet met, next level first, up to the target. Strategies come weakest first (those holding the
 * organisation's level down lead), in wizard order among equals; strategies at their target are left out.
 */
export function actionPlan(assessment: Pick<Assessment, 'targetAssessments' | 'requirementOutcomes'>): StrategyPlan[] {
  const outcomes = outcomesOf(assessment.requirementOutcomes);
  const result = asdResultFromOutcomes(REQUIREMENTS, outcomes);
  const plans = result.strategies.flatMap((entry): StrategyPlan[] => {
    const targetLevel = assessment.targetAssessments[entry.strategy] ?? 3;
    const listed = new Set<string>();
    const own = REQUIREMENTS.filter((requirement) => requirement.strategy === entry.strategy);
    const levels = REQUIREMENT_LEVELS.filter((level) => level > entry.achievedLevel && level <= targetLevel).flatMap((level) => {
      const requirements = unmetAtLevel(own, outcomes, level).filter((requirement) => !listed.has(requirement.id));
      for (const requirement of requirements) listed.add(requirement.id);
      return requirements.length > 0 ? [{ level, requirements }] : [];
    });
    return levels.length > 0 ? [{ strategy: entry.strategy, achievedLevel: entry.achievedLevel, targetLevel, levels }] : [];
  });
  const order = (strategy: ControlId) => CONTROL_IDS.indexOf(strategy);
  return plans.sort((a, b) => a.achievedLevel - b.achievedLevel || order(a.strategy) - order(b.strategy));
}
