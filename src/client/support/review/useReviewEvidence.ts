import { useCallback, useMemo, useState } from 'react';
import { fetchReviewEvidence, type ReviewEvidenceFile } from '../../api/review';
import { useApiQuery } from '../../api/useApiQuery';

/** Files of no requirement: one array, so an entry with none keeps the same prop from render to render. */
const NONE: readonly ReviewEvidenceFile[] = [];

/** The evidence files of a review, by requirement, with the assessor's additions and removals since they were listed. */
export interface ReviewEvidence {
  filesOf: (requirementId: string) => readonly ReviewEvidenceFile[];
  /** Why the list could not be read, in words. */
  error: string | undefined;
  add: (file: ReviewEvidenceFile) => void;
  remove: (evidenceId: string) => void;
}

/** Lists an assessment's evidence files once, and keeps the assessor's changes to them in step. */
export function useReviewEvidence(assessmentId: string): ReviewEvidence {
  const listed = useApiQuery(`review-evidence:${assessmentId}`, () => fetchReviewEvidence(assessmentId));
  const [added, setAdded] = useState<readonly ReviewEvidenceFile[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const byRequirement = useMemo(() => {
    const files = new Map<string, ReviewEvidenceFile[]>();
    for (const file of [...(listed.data ?? []), ...added]) {
      if (removed.has(file.id)) continue;
      files.set(file.requirementId, [...(files.get(file.requirementId) ?? []), file]);
    }
    return files;
  }, [listed.data, added, removed]);
  const add = useCallback((file: ReviewEvidenceFile) => setAdded((current) => [...current, file]), []);
  const remove = useCallback((evidenceId: string) => setRemoved((current) => new Set([...current, evidenceId])), []);
  return {
    filesOf: (requirementId) => byRequirement.get(requirementId) ?? NONE,
    error: listed.error ? `The evidence files could not be listed: ${listed.error.message}` : undefined,
    add,
    remove,
  };
}
