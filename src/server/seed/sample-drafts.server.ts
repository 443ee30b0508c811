import { withSharedAnswers } from '../../domain/framework/shared-requirements';
import type { Assessment, ResumeStep } from '../../domain/assessment';
import { CONTROL_IDS, type ControlId } from '../../domain/controls';
import { DEFAULT_TIME_ZONE, dayOf } from '../../domain/calendar-day';
import { achievedLevels } from '../../domain/detailed-assessment';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import type { RequirementAnswers } from '../../domain/framework/outcomes';

function firstStrategies<T>(levels: Partial<Record<ControlId, T>>, count: number): Partial<Record<ControlId, T>> {
  return Object.fromEntries(CONTROL_IDS.slice(0, count).flatMap((id) => (levels[id] === undefined ? [] : [[id, levels[id]]])));
}

function answersOfStrategies(answers: RequirementAnswers, strategies: ReadonlySet<ControlId>): RequirementAnswers {
  return Object.fromEntries(REQUIREMENTS.filter((requirement) => strategies.has(requirement.strategy) && answers[requirement.id]).map((requirement) => [requirement.id, answers[requirement.id]]));
}

/** The number in a step's name ("current-3" → 3), or the number of strategies for a closing step. */
function stepNumber(step: ResumeStep): number {
  const number = Number(/-(\d+)$/.exec(step)?.[1]);
  return Number.isInteger(number) ? number : CONTROL_IDS.length + 1;
}

/**
 * The draft a respondent would have saved at `step` on the way to `completed`: the answers of the
 * steps before it, and the planning only once past the implementation step. A detailed draft's
 * current levels are what its answers so far achieve, as the store works them out on save.
 */
export function draftAt(completed: Assessment, step: ResumeStep): Assessment {
  const passedPlanning = step === 'organisation' || step === 'review';
  const planning = passedPlanning ? {} : { timeline: null, priorities: [], constraints: '' };
  const before = stepNumber(step) - 1;
  if (completed.kind === 'detailed') {
    const answered = new Set(CONTROL_IDS.slice(0, before));
    // A requirement it shares with a strategy not yet reached is answered there too, as the form and the store give it.
    const requirementOutcomes = withSharedAnswers(answersOfStrategies(completed.requirementOutcomes, answered));
    const targetAssessments = firstStrategies(completed.targetAssessments, before);
    return { ...completed, ...planning, status: 'draft', resumeStep: step, targetAssessments, requirementOutcomes, assessments: achievedLevels(requirementOutcomes, dayOf(completed.updatedAt, DEFAULT_TIME_ZONE)) };
  }
  const inTargets = step.startsWith('target-');
  const targetAssessments = inTargets ? firstStrategies(completed.targetAssessments, before) : completed.targetAssessments;
  const inCurrent = step.startsWith('current-');
  const assessments = inTargets ? {} : inCurrent ? firstStrategies(completed.assessments, before) : completed.assessments;
  return { ...completed, ...planning, status: 'draft', resumeStep: step, targetAssessments, assessments };
}
