import type { AssessmentKind } from '../../domain/assessment-kinds';

/** Where a step sits in the whole assessment: its 0-based index among `total` steps. */
export interface StepPosition {
  index: number;
  total: number;
  /** The journey the step belongs to, which names its progress bar. */
  journey: AssessmentKind;
}
