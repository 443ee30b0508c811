import type { Assessment } from '../../domain/assessment';
import type { CalendarDay } from '../../domain/calendar-day';
import type { UngradedEvidence } from '../../domain/framework/ungraded-evidence-words';
import { ungradedEvidence } from '../../domain/framework/ungraded-evidence';
import { requirementAdvice } from '../../domain/requirement-advice';
import type { RequirementAdvice } from '../../domain/requirement-advice-words';
import { importedAnswersLine } from '../../domain/configuration-imports/imported-answers';

/** What a detailed assessment's results say with the catalogue: each strategy's advice, and the met requirements without an evidence grade. */
export interface DetailedAdvice {
  advice: RequirementAdvice[];
  ungraded: UngradedEvidence;
  /** How many answers came from imported configuration, in words; '' when none did. */
  importedLine: string;
}

/**
 * A detailed assessment's advice by strategy (only the requirements not met, and those already met) and its
 * ungraded met requirements, on `day`, and how many answers came from imported configuration. This module holds the whole requirement catalogue, so the results page
 * imports it only for a detailed assessment, beside the assessment's other counts.
 */
export function detailedAdvice(assessment: Pick<Assessment, 'targetAssessments' | 'requirementOutcomes'>, day: CalendarDay): DetailedAdvice {
  return { advice: requirementAdvice(assessment, day), ungraded: ungradedEvidence(assessment.requirementOutcomes, day), importedLine: importedAnswersLine(assessment.requirementOutcomes) };
}
