import type { Assessment } from '../../domain/assessment';
import { CONTROL_IDS, type ControlId } from '../../domain/controls';
import { actionPlan, type StrategyPlan } from '../../domain/detailed-assessment';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import type { CalendarDay } from '../../domain/calendar-day';
import { meetsRequirement, outcomeOn } from '../../domain/framework/outcome-rules';

/** How far one strategy's requirements have been assessed, and how many are met. */
export interface RequirementCount {
  strategy: ControlId;
  total: number;
  /** Requirements with an outcome other than "not assessed". */
  assessed: number;
  /** Requirements effective, or met by an alternate control not past its review date. */
  met: number;
}

/** What the results page shows of a detailed assessment beyond its levels: the action plan and the counts. */
export interface ActionPlanModel {
  plans: StrategyPlan[];
  counts: RequirementCount[];
}

/**
 * Builds the action plan and the per-strategy counts. This module holds the whole requirement
 * catalogue, so the results page imports it only for a detailed assessment.
 */
export function actionPlanModel(assessment: Pick<Assessment, 'targetAssessments' | 'requirementOutcomes'>, today: CalendarDay): ActionPlanModel {
  const counts = CONTROL_IDS.map((strategy) => {
    const outcomes = REQUIREMENTS.filter((requirement) => requirement.strategy === strategy).map(
      (requirement) => outcomeOn(assessment.requirementOutcomes[requirement.id], today),
    );
    return {
      strategy,
      total: outcomes.length,
      assessed: outcomes.filter((outcome) => outcome !== 'not-assessed').length,
      met: outcomes.filter(meetsRequirement).length,
    };
  });
  return { plans: actionPlan(assessment, today), counts };
}
