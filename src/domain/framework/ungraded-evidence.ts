import type { CalendarDay } from '../calendar-day';
import { CONTROL_IDS } from '../controls';
import { REQUIREMENTS } from './catalogue';
import { meetsRequirement, outcomeOn } from './outcome-rules';
import type { RequirementAnswers } from './outcomes';
import { firstLevel } from './requirement';
import { sameRequirementIds } from './shared-requirements';
import type { UngradedEvidence } from './ungraded-evidence-words';

/**
 * A detailed assessment's met requirements on `today` (effective, or an alternate control not past its
 * review date) that carry no evidence grade, which the level supported by evidence therefore cannot count:
 * how many in each strategy (wizard order), how many requirements of the model that is (one several
 * strategies share counts once, as it is graded once), and the first of them in the order the detailed
 * assessment lists them (strategy by strategy, each requirement under the first level it applies at), where
 * a link to grade them opens. A requirement graded Fair or Poor has a grade and is not counted.
 */
export function ungradedEvidence(answers: RequirementAnswers, today: CalendarDay): UngradedEvidence {
  const ungraded = (id: string) => {
    const answer = answers[id];
    return answer !== undefined && answer.evidenceQuality === undefined && meetsRequirement(outcomeOn(answer, today));
  };
  const byStrategy = CONTROL_IDS.map((strategy) => ({
    strategy,
    requirements: REQUIREMENTS.filter((requirement) => requirement.strategy === strategy && ungraded(requirement.id)).toSorted((a, b) => firstLevel(a) - firstLevel(b)),
  }));
  const distinct = new Set(byStrategy.flatMap((entry) => entry.requirements.map((requirement) => sameRequirementIds(requirement.id)[0] ?? requirement.id)));
  const firstIndex = byStrategy.findIndex((entry) => entry.requirements.length > 0);
  const first = byStrategy[firstIndex]?.requirements[0];
  return {
    byStrategy: byStrategy.map((entry) => ({ strategy: entry.strategy, count: entry.requirements.length })),
    total: distinct.size,
    first: first ? { strategyIndex: firstIndex, requirementId: first.id } : null,
  };
}
