import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EvidenceFile } from '../../domain/evidence-files';
import { accessKeyHeader } from '../api/assessments';
import { fetchEvidenceFiles, removeEvidenceFile, uploadEvidenceFile } from '../api/evidence-files';

/** What a requirement's evidence control can do: see the files kept, add one, remove one. */
export interface EvidenceFilesAccess {
  files: readonly EvidenceFile[];
  /** Why the list could not be loaded, in words. */
  loadError: string | undefined;
  add: (requirementId: string, file: File) => Promise<EvidenceFile>;
  remove: (evidenceId: string) => Promise<void>;
}

const EvidenceFilesContext = createContext<EvidenceFilesAccess | undefined>(undefined);

/** The evidence files of the detailed assessment being answered, for the requirement fields inside the provider. */
export function useEvidenceFiles(): EvidenceFilesAccess | undefined {
  return useContext(EvidenceFilesContext);
}

interface EvidenceFilesProviderProps {
  /** The saved draft, when there is one; its files are loaded once. */
  draftId: string | undefined;
  /** Saves the draft on the server when it is not yet (a file belongs to an assessment), and answers its id. */
  ensureDraft: () => Promise<string>;
  children: ReactNode;
}

const keyFor = (assessmentId: string) => accessKeyHeader(assessmentId, 'This browser does not hold the key to this assessment, so files cannot be added to it.');

/**
 * Holds the evidence files of the assessment being answered: loads them once the draft is saved on the
 * server, and adds or removes one for a requirement field. The first file saves the draft first.
 */
export function EvidenceFilesProvider({ draftId, ensureDraft, children }: EvidenceFilesProviderProps) {
  const [files, setFiles] = useState<EvidenceFile[]>([]);
  const [loadError, setLoadError] = useState<string>();

  useEffect(() => {
    if (draftId === undefined) return;
    let current = true;
    let headers: Record<string, string>;
    try {
      headers = keyFor(draftId);
    } catch {
      return;
    }
    fetchEvidenceFiles(draftId, headers).then(
      (loaded) => {
        // A file added while the list was on its way (the first file, which saved the draft) stays.
        if (current) setFiles((shown) => [...loaded, ...shown.filter((file) => !loaded.some((kept) => kept.id === file.id))]);
      },
      (error: unknown) => {
        if (current) setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [draftId]);

  const add = useCallback(
    async (requirementId: string, file: File) => {
      const assessmentId = await ensureDraft();
      const kept = await uploadEvidenceFile(assessmentId, requirementId, file, keyFor(assessmentId));
      // The list may have arrived with this file in it already (the first file saves the draft, which loads the list).
      setFiles((current) => (current.some((file) => file.id === kept.id) ? current : [...current, kept]));
      return kept;
    },
    [ensureDraft],
  );

  const remove = useCallback(
    async (evidenceId: string) => {
      if (draftId === undefined) return;
      await removeEvidenceFile(draftId, evidenceId, keyFor(draftId));
      setFiles((current) => current.filter((file) => file.id !== evidenceId));
    },
    [draftId],
  );

  const access = useMemo(() => ({ files, loadError, add, remove }), [files, loadError, add, remove]);
  return <EvidenceFilesContext.Provider value={access}>{children}</EvidenceFilesContext.Provider>;
}
