import type { Assessment } from './assessment';
import { longAustralianDate } from './format';

/**
 * The draft a re-assessment starts as: every answer of the earlier assessment (targets, levels, each
 * requirement's outcome and evidence, planning, organisation and contact), for the respondent to change
 * what has changed since. It opens at the review, where each answer has its "Change" link, and remembers
 * when the earlier assessment was made, so it can be named "Re-assessment of 25 November 2026".
 */
export function reassessmentDraft(earlier: Assessment): Omit<Assessment, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    status: 'draft',
    kind: earlier.kind,
    organizationName: earlier.organizationName,
    respondentName: earlier.respondentName,
    respondentEmail: earlier.respondentEmail,
    targetAssessments: { ...earlier.targetAssessments },
    assessments: { ...earlier.assessments },
    requirementOutcomes: structuredClone(earlier.requirementOutcomes),
    timeline: earlier.timeline,
    priorities: [...earlier.priorities],
    constraints: earlier.constraints,
    stepsPerQuarter: earlier.stepsPerQuarter,
    reassessmentOf: earlier.createdAt,
    resumeStep: 'review',
  };
}

/**
 * What the top of a re-assessment says while it is answered, from when the earlier assessment was made:
 * "This re-assessment starts from your answers of 25 November 2026. Change what has changed since, then submit."
 */
export function reassessmentStartWords(reassessmentOf: number): string {
  return `This re-assessment starts from your answers of ${longAustralianDate(reassessmentOf)}. Change what has changed since, then submit.`;
}

/** What a re-assessment is called in lists of assessments: "Re-assessment of 25 November 2026", by the earlier one's date. */
export function reassessmentName(reassessmentOf: number): string {
  return `Re-assessment of ${longAustralianDate(reassessmentOf)}`;
}
