import type { Assessment } from './assessment';
import { CONTROL_IDS, type ControlId } from './controls';

/**
 * The strategies a draft gives no current level for yet, in wizard order: a quick check's strategies the respondent
 * has not rated, a detailed assessment's strategies none of whose requirements has an outcome other than Not assessed.
 * A completed assessment has none, as every strategy is answered before it can be submitted. A requirement's id
 * begins with its strategy's (`{strategy}-{short-name}`), which spares the portal the requirement catalogue here.
 */
export function unansweredStrategies(assessment: Pick<Assessment, 'status' | 'kind' | 'assessments' | 'requirementOutcomes'>): ControlId[] {
  if (assessment.status !== 'draft') return [];
  if (assessment.kind === 'quick') return CONTROL_IDS.filter((id) => assessment.assessments[id] === undefined);
  const answered = new Set<ControlId>();
  for (const [requirementId, answer] of Object.entries(assessment.requirementOutcomes)) {
    if (answer === undefined || answer.outcome === 'not-assessed') continue;
    const strategy = CONTROL_IDS.find((id) => requirementId.startsWith(`${id}-`));
    if (strategy) answered.add(strategy);
  }
  return CONTROL_IDS.filter((id) => !answered.has(id));
}

/** What the portal says in place of a level a draft does not give yet. */
export function notGivenYet(unanswered: number): string {
  return `Not given: ${unanswered} of ${CONTROL_IDS.length} strategies are not answered yet`;
}
