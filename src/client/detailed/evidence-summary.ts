import { EVIDENCE_QUALITIES } from '../../domain/framework/evidence-quality';
import type { RequirementAnswer } from '../../domain/framework/outcomes';

/** Whether a requirement has any evidence given: a note (spaces alone are none), a grade or a file. */
export function hasEvidence(answer: Pick<RequirementAnswer, 'evidence' | 'evidenceQuality'> | undefined, fileCount: number): boolean {
  return (answer?.evidence ?? '').trim() !== '' || answer?.evidenceQuality !== undefined || fileCount > 0;
}

/**
 * The words of a requirement's folded evidence: "Add evidence (optional)" while none is given, else what
 * is there, as "Evidence: a note, graded Good, 2 files".
 */
export function evidenceSummaryText(answer: Pick<RequirementAnswer, 'evidence' | 'evidenceQuality'> | undefined, fileCount: number): string {
  if (!hasEvidence(answer, fileCount)) return 'Add evidence (optional)';
  const parts = [
    (answer?.evidence ?? '').trim() !== '' ? 'a note' : undefined,
    answer?.evidenceQuality ? `graded ${EVIDENCE_QUALITIES[answer.evidenceQuality].label}` : undefined,
    fileCount > 0 ? `${fileCount} ${fileCount === 1 ? 'file' : 'files'}` : undefined,
  ];
  return `Evidence: ${parts.filter((part) => part !== undefined).join(', ')}`;
}
