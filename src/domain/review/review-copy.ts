import type { Assessment } from '../assessment';
import type { CalendarDay } from '../calendar-day';
import { achievedLevels, evidenceLevels, prefilledAnswers } from '../detailed-assessment';

/**
 * The completed detailed assessment a consultant starts a review from, made from a completed quick check
 * ("Start a review from this quick check"): its targets, organisation and respondent details and planning
 * answers, and for every requirement the outcome the quick check's rating suggests (`prefilledAnswers`). A
 * suggestion counts for nothing until confirmed, so every requirement is Not assessed by the answers and
 * each strategy at Maturity Level Zero: the levels come from the consultant's findings.
 */
export function reviewCopyOf(quickCheck: Assessment, today: CalendarDay): Omit<Assessment, 'id' | 'createdAt' | 'updatedAt'> {
  const requirementOutcomes = prefilledAnswers(quickCheck.assessments);
  return {
    status: 'completed',
    kind: 'detailed',
    organizationName: quickCheck.organizationName,
    respondentName: quickCheck.respondentName,
    respondentEmail: quickCheck.respondentEmail,
    targetAssessments: { ...quickCheck.targetAssessments },
    assessments: achievedLevels(requirementOutcomes, today),
    evidenceLevels: evidenceLevels(requirementOutcomes, today),
    requirementOutcomes,
    timeline: quickCheck.timeline,
    priorities: [...quickCheck.priorities],
    constraints: quickCheck.constraints,
    stepsPerQuarter: quickCheck.stepsPerQuarter,
    resumeStep: null,
  };
}
