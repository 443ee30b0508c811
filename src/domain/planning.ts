import { TIMELINES, type Assessment } from './assessment';
import { controlContent } from './control-content';

/** The respondent's implementation answers in words, as every page and report shows them. */
export interface PlanningAnswers {
  /** "12 months", or "Not chosen" for a draft that has none yet. */
  timeline: string;
  /** The priority strategies' titles in the order the respondent chose them. */
  priorities: string[];
  /** The constraints as typed (line breaks kept), or "None given". */
  constraints: string;
}

/** What the planning answers say when a draft has none yet. */
export const NOT_CHOSEN = 'Not chosen';
export const NONE_GIVEN = 'None given';

/** The implementation answers of an assessment in words. */
export function planningAnswers(assessment: Pick<Assessment, 'timeline' | 'priorities' | 'constraints'>): PlanningAnswers {
  const timeline = TIMELINES.find((option) => option.value === assessment.timeline)?.label ?? NOT_CHOSEN;
  const constraints = assessment.constraints.trim();
  return {
    timeline,
    priorities: assessment.priorities.map((id) => controlContent(id).title),
    constraints: constraints === '' ? NONE_GIVEN : constraints,
  };
}

/** The priorities in one line: "Patch applications, Regular backups", or "None chosen". */
export function prioritiesInWords(planning: PlanningAnswers): string {
  return planning.priorities.length > 0 ? planning.priorities.join(', ') : 'None chosen';
}
