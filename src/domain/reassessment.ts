import type { Assessment } from './assessment';

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
