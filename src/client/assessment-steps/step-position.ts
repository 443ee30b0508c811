/** Where a step sits in the whole assessment: its 0-based index among `total` steps. */
export interface StepPosition {
  index: number;
  total: number;
}
