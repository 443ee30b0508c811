import type { Assessment } from './assessment';
import { TIMELINES } from './timelines';
import { DEFAULT_STEPS_PER_QUARTER } from './constants';
import { ASSUMED_PACE } from './roadmap';
import { controlTitle } from './control-titles';

/** The respondent's implementation answers in words, as every page and report shows them. */
export interface PlanningAnswers {
  /** "12 months", or "Not chosen" for a draft that has none yet. */
  timeline: string;
  /** The priority strategies' titles in the order the respondent chose them. */
  priorities: string[];
  /** The constraints as typed (line breaks kept), or "None given". */
  constraints: string;
  /**
   * The level steps the team can take in a quarter: "2"; for a completed assessment made before the question was
   * asked, the default said to be assumed; for a draft that has not answered it yet, "Not chosen".
   */
  stepsPerQuarter: string;
}

/** What the form calls the steps a quarter, as every page and report labels the answer. */
export const STEPS_PER_QUARTER_LABEL = 'Level steps a quarter';

/** What the planning answers say when a draft has none yet. */
export const NOT_CHOSEN = 'Not chosen';
export const NONE_GIVEN = 'None given';

/** The implementation answers of an assessment in words; a draft's missing answers read "Not chosen". */
export function planningAnswers(
  assessment: Pick<Assessment, 'timeline' | 'priorities' | 'constraints' | 'stepsPerQuarter'> & Partial<Pick<Assessment, 'status'>>,
): PlanningAnswers {
  const steps = assessment.stepsPerQuarter;
  const timeline = TIMELINES.find((option) => option.value === assessment.timeline)?.label ?? NOT_CHOSEN;
  const constraints = assessment.constraints.trim();
  return {
    timeline,
    priorities: assessment.priorities.map((id) => controlTitle(id)),
    constraints: constraints === '' ? NONE_GIVEN : constraints,
    stepsPerQuarter:
      steps === undefined && assessment.status !== 'draft'
        ? `${DEFAULT_STEPS_PER_QUARTER} (${ASSUMED_PACE})`
        : steps !== undefined && Number.isInteger(steps)
          ? String(steps)
          : NOT_CHOSEN,
  };
}

/** The priorities in one line: "Patch applications, Regular backups", or "None chosen". */
export function prioritiesInWords(planning: PlanningAnswers): string {
  return planning.priorities.length > 0 ? planning.priorities.join(', ') : 'None chosen';
}
