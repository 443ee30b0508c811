import { completedDetailedSchema } from '../../domain/detailed-assessment';
import type { ImplementationDetails, OrganisationDetails } from '../../domain/assessment';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import type { DetailedProgress } from './detailed-progress';

/**
 * The body POST /api/assessments takes for a completed detailed assessment, checked with the same
 * schema as the server: every requirement named, those without an answer as not assessed.
 * A message in words instead when something is missing.
 */
export function detailedSubmission(
  progress: Pick<DetailedProgress, 'targetAssessments' | 'requirementOutcomes'>,
  implementation: ImplementationDetails,
  organisation: OrganisationDetails,
): { body: unknown } | { problem: string } {
  const requirementOutcomes = Object.fromEntries(
    REQUIREMENTS.map((requirement) => [requirement.id, progress.requirementOutcomes[requirement.id] ?? { outcome: 'not-assessed', evidence: '' }]),
  );
  const parsed = completedDetailedSchema.safeParse({
    status: 'completed',
    kind: 'detailed',
    targetAssessments: progress.targetAssessments,
    requirementOutcomes,
    ...implementation,
    ...organisation,
  });
  if (parsed.success) return { body: parsed.data };
  const [issue] = parsed.error.issues;
  const [group, key] = issue?.path ?? [];
  if (group === 'targetAssessments') return { problem: 'A strategy has no target level yet. Use Back to choose a target for each strategy.' };
  const field = typeof group === 'string' && typeof key === 'string' ? requirementField(`${group}.${key}`) : undefined;
  return { problem: `${field ?? 'An answer'}: ${issue?.message ?? 'is not valid'}.` };
}

/** `The answer to "<requirement>"` for a key under requirementOutcomes; undefined for any other field. */
export function requirementField(key: string): string | undefined {
  const [group, id] = key.split('.');
  const requirement = REQUIREMENTS.find((entry) => entry.id === id);
  return group === 'requirementOutcomes' && requirement ? `The answer to "${requirement.text}"` : undefined;
}
