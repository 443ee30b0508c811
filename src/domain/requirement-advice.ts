import type { Assessment } from './assessment';
import type { CalendarDay } from './calendar-day';
import { CONTROL_IDS } from './controls';
import { actionPlan, outcomesOf } from './detailed-assessment';
import { REQUIREMENTS } from './framework/catalogue';
import { metAtLevel } from './framework/level-rule';
import { outcomeLabelOn } from './framework/outcome-rules';
import { firstLevel, REQUIREMENT_LEVELS, type RequirementLevel } from './framework/requirement';
import { adviceGroupTitle, type AdviceGroup, type RequirementAdvice } from './requirement-advice-words';

/** The level a strategy's advice reaches: its target, or all three levels when it has none (as the action plan does). */
function scopeOf(target: number | undefined): RequirementLevel {
  return target === 1 || target === 2 ? target : 3;
}

/**
 * A detailed assessment's recommendations on `today`, strategy by strategy in wizard order. They are the
 * action plan's: each requirement not met (not effective, not met by an alternate control still within its
 * review date, and not marked not applicable) from the level above the strategy's achieved level up to its
 * target, each once at the first level it stands in the way of, with its outcome. A requirement answered
 * Effective is never advised; it is counted among those already met, which are named on demand. An alternate
 * control past its review date counts as not met, so it is advised again. A quick check's recommendations
 * are by level (`recommendationsToTarget`), as it records no requirement.
 */
export function requirementAdvice(assessment: Pick<Assessment, 'targetAssessments' | 'requirementOutcomes'>, today: CalendarDay): RequirementAdvice[] {
  const plans = new Map(actionPlan(assessment, today).map((plan) => [plan.strategy, plan]));
  const outcomes = outcomesOf(assessment.requirementOutcomes, today);
  return CONTROL_IDS.map((strategy) => {
    const plan = plans.get(strategy);
    const upToLevel = scopeOf(assessment.targetAssessments[strategy]);
    const own = REQUIREMENTS.filter((requirement) => requirement.strategy === strategy);
    const metIds = new Set(REQUIREMENT_LEVELS.filter((level) => level <= upToLevel).flatMap((level) => metAtLevel(own, outcomes, level).map((requirement) => requirement.id)));
    const met = own
      .filter((requirement) => metIds.has(requirement.id))
      .toSorted((a, b) => firstLevel(a) - firstLevel(b))
      .map(({ id, text }) => ({ id, text }));
    const recommendations = (plan?.levels ?? []).map((step) => ({
      level: (step.level - 1) as AdviceGroup['level'],
      title: adviceGroupTitle(step.level),
      items: step.requirements.map((requirement) => `${requirement.text} Outcome: ${outcomeLabelOn(assessment.requirementOutcomes[requirement.id], today)}.`),
    }));
    const advice: RequirementAdvice = { strategy, recommendations, met, upToLevel };
    return plan?.heldBack ? { ...advice, heldBack: plan.heldBack } : advice;
  });
}
