import type { Assessment } from '../assessment';
import type { CalendarDay } from '../calendar-day';
import type { MaturityLevel } from '../controls';
import { asdResultOf } from '../detailed-assessment';
import { REQUIREMENTS } from '../framework/catalogue';
import { assessedResult } from './assessed-level';
import type { FindingsById } from './finding';

/** The two overall levels a review keeps when it is finished, so the dashboard can compare them without reading findings. */
export interface FinishedReviewLevels {
  /** The overall level the findings alone reach (ASD's level rule; an unreviewed requirement counts as not assessed). */
  assessedLevel: MaturityLevel;
  /** The overall level the respondent's answers reach by ASD's method. */
  respondentLevel: MaturityLevel;
}

/** A review's overall assessed level and the respondent's overall level by answers, both as they stand on `today`. */
export function finishedReviewLevels(assessment: Pick<Assessment, 'kind' | 'assessments' | 'requirementOutcomes'>, findings: FindingsById, today: CalendarDay): FinishedReviewLevels {
  return { assessedLevel: assessedResult(REQUIREMENTS, findings, today).overallLevel, respondentLevel: asdResultOf(assessment, today).overallLevel };
}

