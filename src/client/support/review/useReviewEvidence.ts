import { useCallback, useMemo, useState } from 'react';
import type { ListedEvidenceFile } from '../../../domain/evidence-files';
import { sameRequirementIds } from '../../../domain/framework/shared-requirements';
import { fetchEvidenceFiles } from '../../api/evidence-files';
import { useApiQuery } from '../../api/useApiQuery';

/** Files of no requirement: one array, so an entry with none keeps the same prop from render to render. */
const NONE: readonly ListedEvidenceFile[] = [];

/** The evidence files of a review, by requirement, with the assessor's additions and removals since they were listed. */
export interface ReviewEvidence {
  filesOf: (requirementId: string) => readonly ListedEvidenceFile[];
  /** Why the list could not be read, in words. */
  error: string | undefined;
  add: (file: ListedEvidenceFile) => void;
  remove: (evidenceId: string) => void;
}

/** Lists an assessment's evidence files once, and keeps the assessor's changes to them in step. */
export function useReviewEvidence(assessmentId: string): ReviewEvidence {
  const listed = useApiQuery(`review-evidence:${assessmentId}`, () => fetchEvidenceFiles(assessmentId));
  const [added, setAdded] = useState<readonly ListedEvidenceFile[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const byRequirement = useMemo(() => {
    const files = new Map<string, ListedEvidenceFile[]>();
    for (const file of [...(listed.data ?? []), ...added]) {
      if (removed.has(file.id)) continue;
      // A file is evidence for each strategy's entry of the same requirement.
      for (const id of sameRequirementIds(file.requirementId)) files.set(id, [...(files.get(id) ?? []), file]);
    }
    return files;
  }, [listed.data, added, removed]);
  const add = useCallback((file: ListedEvidenceFile) => setAdded((current) => [...current, file]), []);
  const remove = useCallback((evidenceId: string) => setRemoved((current) => new Set([...current, evidenceId])), []);
  return {
    filesOf: (requirementId) => byRequirement.get(requirementId) ?? NONE,
    error: listed.error ? `The evidence files could not be listed: ${listed.error.message}` : undefined,
    add,
    remove,
  };
}
