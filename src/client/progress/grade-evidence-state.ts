/**
 * What the results hand the detailed assessment in navigation state when they open it to grade evidence: the
 * requirement whose evidence grade to put the focus on. Its strategy's step is in the address (`?step=`).
 */
export interface GradeEvidenceState {
  gradeEvidenceOf: string;
}

/** The requirement a navigation asks the detailed assessment to open at for its evidence grade, if any. */
export function gradeEvidenceOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('gradeEvidenceOf' in state)) return undefined;
  return typeof state.gradeEvidenceOf === 'string' ? state.gradeEvidenceOf : undefined;
}

/** The id of the evidence grade's field of a requirement, as the detailed assessment names it. */
export function evidenceGradeFieldId(requirementId: string): string {
  return `requirement-${requirementId}-evidence-quality`;
}
