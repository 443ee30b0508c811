import type { AssessmentKind } from '../../domain/assessment';

/** Each kind of assessment as support staff read it. */
export const KIND_NAMES: Record<AssessmentKind, string> = {
  quick: 'Quick check',
  detailed: 'Detailed assessment',
};
