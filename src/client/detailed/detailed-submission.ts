import { completedDetailedOn } from '../../domain/detailed-assessment';
import type { ImplementationDetails, OrganisationDetails } from '../../domain/assessment';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { today } from '../today';
import type { DetailedProgress } from '../progress/detailed-progress';
import { STRATEGY_COUNT, strategyAt } from '../progress/detailed-steps';
import { exceptionFieldId, type ExceptionField } from './ExceptionFields';
import { requirementsByFirstLevel } from './requirement-groups';

const EXCEPTION_FIELDS: readonly string[] = ['justification', 'reviewBy', 'approvedBy'] satisfies ExceptionField[];

/** Messages for exception fields by body key ("requirementOutcomes.<id>.justification"). */
export type AnswerErrors = Record<string, string>;

/**
 * The body POST /api/assessments takes for a completed detailed assessment, checked with the same
 * schema as the server on today's date: every requirement named, those without an answer as not
 * assessed. A message in words instead when something is missing; when it is a justification,
 * review date or approver, also each such message by field, to show beside it.
 */
export function detailedSubmission(
  progress: Pick<DetailedProgress, 'targetAssessments' | 'requirementOutcomes'>,
  implementation: ImplementationDetails,
  organisation: OrganisationDetails,
): { body: unknown } | { problem: string; answerErrors?: AnswerErrors } {
  const requirementOutcomes = Object.fromEntries(
    REQUIREMENTS.map((requirement) => [requirement.id, progress.requirementOutcomes[requirement.id] ?? { outcome: 'not-assessed', evidence: '' }]),
  );
  const parsed = completedDetailedOn(today()).safeParse({
    status: 'completed',
    kind: 'detailed',
    targetAssessments: progress.targetAssessments,
    requirementOutcomes,
    ...implementation,
    ...organisation,
  });
  if (parsed.success) return { body: parsed.data };
  const answerErrors = exceptionErrorsOf(Object.fromEntries(parsed.error.issues.toReversed().map((issue) => [issue.path.map(String).join('.'), issue.message])));
  const [issue] = parsed.error.issues;
  const [group, key] = issue?.path ?? [];
  if (group === 'targetAssessments') return { problem: 'A strategy has no target level yet. Use Back to choose a target for each strategy.' };
  const field = typeof group === 'string' && typeof key === 'string' ? requirementField(`${group}.${key}`) : undefined;
  const problem = `${field ?? 'An answer'}: ${issue?.message ?? 'is not valid'}.`;
  return Object.keys(answerErrors).length > 0 ? { problem, answerErrors } : { problem };
}

/** The messages of a refusal's fields that belong beside a justification, review date or approver. */
export function exceptionErrorsOf(fields: Record<string, string>): AnswerErrors {
  return Object.fromEntries(
    Object.entries(fields).filter(([key]) => {
      const [group, id, field] = key.split('.');
      return group === 'requirementOutcomes' && REQUIREMENTS.some((requirement) => requirement.id === id) && EXCEPTION_FIELDS.includes(field ?? '');
    }),
  );
}

/** This requirement's messages from the form's errors, by field. */
export function errorsOfRequirement(errors: AnswerErrors, requirementId: string): Partial<Record<ExceptionField, string>> {
  const prefix = `requirementOutcomes.${requirementId}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [])));
}

/**
 * Where the form takes the person to correct the first refused field, in wizard order: the strategy
 * step that holds it and the id of its input.
 */
export function firstErrorPlace(errors: AnswerErrors): { strategyIndex: number; elementId: string } | undefined {
  for (let strategyIndex = 0; strategyIndex < STRATEGY_COUNT; strategyIndex += 1) {
    const strategy = strategyAt(strategyIndex);
    for (const requirement of requirementsByFirstLevel(strategy).flatMap((group) => group.requirements)) {
      const mine = errorsOfRequirement(errors, requirement.id);
      const field = (['justification', 'reviewBy', 'approvedBy'] as const).find((name) => mine[name]);
      if (field) return { strategyIndex, elementId: exceptionFieldId(requirement.id, field) };
    }
  }
  return undefined;
}

/** `The answer to "<requirement>"` for a key under requirementOutcomes; undefined for any other field. */
export function requirementField(key: string): string | undefined {
  const [group, id] = key.split('.');
  const requirement = REQUIREMENTS.find((entry) => entry.id === id);
  return group === 'requirementOutcomes' && requirement ? `The answer to "${requirement.text}"` : undefined;
}
