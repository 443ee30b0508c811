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
import { exceptionIssues, outcomeOn, requirementAnswerSchema, type RequirementAnswer, type RequirementAnswers } from './framework/outcomes';
import { withoutStaleSuggestions } from './framework/suggestions';
import { differingAnswersMessage } from './framework/shared-requirement-words';
import { differingSharedAnswers, withSharedAnswers } from './framework/shared-requirements';
import type { CalendarDay } from './calendar-day';
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
 * an outcome counts as not assessed. Its exceptions are checked against a day (`completedDetailedOn`).
 */
export const completedDetailedSchema = z.strictObject({
  status: z.literal('completed').default('completed'),
  kind: detailedKindSchema,
  targetAssessments: z.record(controlIdSchema, targetLevelSchema),
  requirementOutcomes: requirementOutcomesSchema,
  ...implementationSchema.shape,
  ...organisationSchema.shape,
});

/**
 * The completed detailed assessment as it may be saved on `today`: every not applicable and
 * alternate control justified, and every alternate control due for review within twelve months
 * (`exceptionIssues`), each problem named at `requirementOutcomes.<id>.<field>`; and each requirement
 * several strategies share given one answer, as the form gives it (a difference is named at the
 * outcome of its first strategy's entry: nothing says which answer is right). The day is the
 * server's on a save and the browser's in the form, which checks the same before it submits.
 */
export function completedDetailedOn(today: CalendarDay) {
  return completedDetailedSchema.superRefine((input, context) => {
    for (const [id, answer] of Object.entries(input.requirementOutcomes)) {
      if (!answer) continue;
      for (const issue of exceptionIssues(answer, today)) {
        context.addIssue({ code: 'custom', path: ['requirementOutcomes', id, issue.field], message: issue.message });
      }
    }
    for (const group of differingSharedAnswers(input.requirementOutcomes)) {
      context.addIssue({ code: 'custom', path: ['requirementOutcomes', group[0]?.id ?? '', 'outcome'], message: differingAnswersMessage(group, input.requirementOutcomes) });
    }
  });
}

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
  stepsPerQuarter: implementationSchema.shape.stepsPerQuarter,
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
 * Parses a body of POST or PUT /api/assessments saved on `today`: a detailed assessment when `kind`
 * is "detailed", otherwise a quick check (bodies sent before detailed assessments existed name no kind).
 */
export function parseAnyAssessmentInput(body: unknown, today: CalendarDay): z.ZodSafeParseResult<AnyAssessmentInput> {
  if (!isObject(body) || body.kind !== 'detailed') return parseAssessmentInput(body);
  return body.status === 'draft' ? draftDetailedSchema.safeParse(body) : completedDetailedOn(today).safeParse(body);
}

/** A body of POST or PUT /api/assessments as parsed, with the day its answers were checked on: their levels are worked out on that same day. */
export interface CheckedAssessmentInput {
  input: AnyAssessmentInput;
  today: CalendarDay;
}

/**
 * The body of POST and PUT /api/assessments as a schema a route declares: `parseAnyAssessmentInput` on the
 * day `today()` gives as the body is read, with its issues (and so each field's message) as they are. A
 * schema is made once, but the day changes under it, so it reads the day itself and hands it on with the input.
 */
export function anyAssessmentInputSchema(today: () => CalendarDay) {
  return z.unknown().transform((body, context): CheckedAssessmentInput => {
    const day = today();
    const parsed = parseAnyAssessmentInput(body, day);
    if (parsed.success) return { input: parsed.data, today: day };
    for (const issue of parsed.error.issues) context.addIssue({ ...issue });
    return z.NEVER;
  });
}

/** The outcome each requirement counts as on `today`, from a detailed assessment's answers (an alternate control past review counts as ineffective). */
export function outcomesOf(answers: RequirementAnswers, today: CalendarDay): OutcomesById {
  return Object.fromEntries(Object.entries(answers).map(([id, answer]) => [id, answer ? outcomeOn(answer, today) : undefined]));
}

/** Each strategy's achieved level on `today` from requirement answers, by ASD's rule. */
export function achievedLevels(answers: RequirementAnswers, today: CalendarDay): Record<ControlId, MaturityLevel> {
  const result = asdResultFromOutcomes(REQUIREMENTS, outcomesOf(answers, today));
  return Object.fromEntries(result.strategies.map((entry) => [entry.strategy, entry.achievedLevel])) as Record<ControlId, MaturityLevel>;
}

/**
 * ASD's result as the evidence supports it on `today`: each strategy's level when a met requirement
 * counts only with evidence graded good or excellent (see `evidenceSupportedOutcomes`). Never above `asdResultOf`.
 */
export function evidenceResultFromAnswers(answers: RequirementAnswers, today: CalendarDay): AsdResult {
  return asdResultFromOutcomes(REQUIREMENTS, evidenceSupportedOutcomes(outcomesOf(answers, today), answers));
}

/** Each strategy's level supported by evidence on `today`, from requirement answers: the same shape as `achievedLevels`. */
export function evidenceLevels(answers: RequirementAnswers, today: CalendarDay): Record<ControlId, MaturityLevel> {
  const result = evidenceResultFromAnswers(answers, today);
  return Object.fromEntries(result.strategies.map((entry) => [entry.strategy, entry.achievedLevel])) as Record<ControlId, MaturityLevel>;
}

/**
 * An assessment with its levels as they stand on `today`: a detailed assessment's levels by its answers
 * and supported by evidence are worked out again, as an alternate control past its review date no
 * longer counts; a quick check is returned as it is.
 */
export function withLevelsOn<T extends Pick<Assessment, 'kind' | 'assessments' | 'requirementOutcomes' | 'evidenceLevels'>>(assessment: T, today: CalendarDay): T {
  return assessment.kind === 'detailed'
    ? { ...assessment, assessments: achievedLevels(assessment.requirementOutcomes, today), evidenceLevels: evidenceLevels(assessment.requirementOutcomes, today) }
    : assessment;
}

/**
 * Fields of any input as they are stored on `today`: a detailed assessment's current levels are the
 * levels its outcomes achieve (an unconfirmed suggestion counts as not assessed), a suggestion beside a
 * chosen outcome is dropped, and a requirement several strategies share, answered in one of them only,
 * carries that answer in each (`withSharedAnswers`).
 */
export function storedFieldsOf(input: AnyAssessmentInput, today: CalendarDay): Omit<Assessment, 'id' | 'createdAt' | 'updatedAt'> {
  if (input.kind !== 'detailed') return toStoredFields(input);
  const requirementOutcomes = withoutStaleSuggestions(withSharedAnswers(input.requirementOutcomes));
  return {
    status: input.status,
    kind: 'detailed',
    organizationName: input.organizationName,
    respondentName: input.respondentName,
    respondentEmail: input.respondentEmail,
    targetAssessments: input.targetAssessments,
    assessments: achievedLevels(requirementOutcomes, today),
    evidenceLevels: evidenceLevels(requirementOutcomes, today),
    requirementOutcomes,
    timeline: input.timeline ?? null,
    priorities: input.priorities,
    constraints: input.constraints,
    stepsPerQuarter: input.stepsPerQuarter,
    resumeStep: resumeStepOf(input),
  };
}

/** ASD's result of any assessment on `today`: from its requirement outcomes when detailed, from its ratings when a quick check. */
export function asdResultOf(assessment: Pick<Assessment, 'kind' | 'assessments' | 'requirementOutcomes'>, today: CalendarDay): AsdResult {
  return assessment.kind === 'detailed' ? asdResultFromOutcomes(REQUIREMENTS, outcomesOf(assessment.requirementOutcomes, today)) : asdResultFromQuickCheck(assessment.assessments);
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
  /**
   * Why the strategy is held below its next level with no requirement unmet (every one there marked
   * not applicable), and what to do about it; absent otherwise.
   */
  heldBack?: { reason: string; todo: string };
}

/** What to do about a level held back because every requirement of it is marked not applicable. */
export const HELD_BACK_TODO =
  'Check each requirement marked Not applicable at this level: record the outcome of any that does apply, and implement it, so at least one requirement of the level is met.';

/**
 * The action plan of a detailed assessment on `today`: for each strategy below its target, the
 * requirements not yet met, next level first, up to the target. A strategy held below its next level
 * because every requirement there is not applicable is listed with why and what to do, not left out.
 * Strategies come weakest first (those holding the organisation's level down lead), in wizard order
 * among equals; strategies at their target are left out.
 */
export function actionPlan(assessment: Pick<Assessment, 'targetAssessments' | 'requirementOutcomes'>, today: CalendarDay): StrategyPlan[] {
  const outcomes = outcomesOf(assessment.requirementOutcomes, today);
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
    const plan: StrategyPlan = { strategy: entry.strategy, achievedLevel: entry.achievedLevel, targetLevel, levels };
    if (entry.heldBackReason && entry.achievedLevel < targetLevel) return [{ ...plan, heldBack: { reason: entry.heldBackReason, todo: HELD_BACK_TODO } }];
    return levels.length > 0 ? [plan] : [];
  });
  const order = (strategy: ControlId) => CONTROL_IDS.indexOf(strategy);
  return plans.sort((a, b) => a.achievedLevel - b.achievedLevel || order(a.strategy) - order(b.strategy));
}
