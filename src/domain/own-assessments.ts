import type { Assessment } from './assessment';
import { KIND_NAMES } from './assessment-kinds';
import { longAustralianDate } from './format';
import { overallWithBasis, seriesPoint } from './progress';
import { reassessmentName } from './reassessment';

/** One assessment as "Your assessments" lists it: every field in words. */
export interface OwnAssessmentSummary {
  id: string;
  organisation: string;
  date: string;
  status: Assessment['status'];
  statusInWords: string;
  kind: string;
  /** "Re-assessment of 25 November 2026" (the earlier assessment's date), or "New assessment" for one started afresh. */
  startedAs: string;
  /** The overall level (the lowest strategy's) and what it rests on, "Maturity Level One (by ASD's method)", or "Not finished" for a draft. */
  overallLevel: string;
}

/**
 * An assessment as "Your assessments" lists it. The overall level is from the stored levels (a
 * detailed assessment stores the levels its requirement outcomes achieve), so the requirement catalogue is
 * not needed to list it.
 */
export function ownAssessmentSummary(assessment: Assessment): OwnAssessmentSummary {
  const completed = assessment.status === 'completed';
  return {
    id: assessment.id,
    organisation: assessment.organizationName.trim() || 'Unnamed organisation',
    date: longAustralianDate(assessment.createdAt),
    status: assessment.status,
    statusInWords: completed ? 'Completed' : 'Draft',
    kind: KIND_NAMES[assessment.kind],
    startedAs: assessment.reassessmentOf === undefined ? 'New assessment' : reassessmentName(assessment.reassessmentOf),
    overallLevel: completed ? overallWithBasis(seriesPoint(assessment)) : 'Not finished',
  };
}

/** Assessments newest first (by when they were started); two of the same moment by id, so the order never flips. */
export function newestFirst<T extends Pick<Assessment, 'id' | 'createdAt'>>(assessments: readonly T[]): T[] {
  return [...assessments].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}
