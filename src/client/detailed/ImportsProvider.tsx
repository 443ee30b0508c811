import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ImportView } from '../../domain/configuration-imports/import-views';
import type { Acceptance, ProposalChoice } from '../../domain/configuration-imports/imported-answers';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import { accessKeyHeader } from '../api/assessments';
import { fetchImports, uploadImport } from '../api/imports';
import { acceptImported, withCurrentMarked, withImport } from './import-proposals';

/** What the import step and the strategy steps can do with the imports of the assessment being answered. */
export interface ImportsAccess {
  /** Every import, newest first, each marked current or superseded. */
  imports: readonly ImportView[];
  /** Why the list could not be loaded, in words. */
  loadError: string | undefined;
  /** Sends a file to be read; the first one saves the draft first, as an import belongs to an assessment on the server. */
  upload: (file: File, collectedOn: string) => Promise<{ import: ImportView; alreadyImported: boolean }>;
  /** Accepts proposals into the answers in this browser (autosaved as any change is); what it did. */
  accept: (choice: readonly ProposalChoice[] | 'all') => Acceptance;
  /** The address of the import step, for the link near the top of each strategy step. */
  importStepHref: string;
}

const ImportsContext = createContext<ImportsAccess | undefined>(undefined);

/** The imports of the detailed assessment being answered, for the steps inside the provider; undefined outside one. */
export function useImports(): ImportsAccess | undefined {
  return useContext(ImportsContext);
}

interface ImportsProviderProps {
  /** The saved draft, when there is one; its imports are loaded once. */
  draftId: string | undefined;
  /** Saves the draft on the server when it is not yet, and answers its id. */
  ensureDraft: () => Promise<string>;
  /** The answers in this browser. */
  answers: RequirementAnswers;
  /** Puts answers in place of those in this browser. */
  onAnswers: (answers: RequirementAnswers) => void;
  importStepHref: string;
  children: ReactNode;
}

const keyFor = (assessmentId: string) => ({
  side: 'respondent' as const,
  headers: accessKeyHeader(assessmentId, 'This browser does not hold the key to this assessment, so nothing can be imported into it.'),
});

/**
 * Holds the imports of the assessment being answered: loads them once the draft is saved on the server, sends
 * a file to be read, and accepts proposals into the answers in this browser, never on the server: the answers
 * are saved as any other change is, and the server keeps where each came from only when the import proposed it.
 */
export function ImportsProvider({ draftId, ensureDraft, answers, onAnswers, importStepHref, children }: ImportsProviderProps) {
  const [imports, setImports] = useState<ImportView[]>([]);
  const [loadError, setLoadError] = useState<string>();

  useEffect(() => {
    if (draftId === undefined) return;
    let current = true;
    let access: ReturnType<typeof keyFor>;
    try {
      access = keyFor(draftId);
    } catch {
      return;
    }
    fetchImports(draftId, access).then(
      (loaded) => {
        // An import made while the list was on its way (the first, which saved the draft) stays.
        if (current) setImports((shown) => withCurrentMarked([...shown.filter((made) => !loaded.some((kept) => kept.id === made.id)), ...loaded]));
      },
      (error: unknown) => {
        if (current) setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [draftId]);

  const upload = useCallback(
    async (file: File, collectedOn: string) => {
      const assessmentId = await ensureDraft();
      const answer = await uploadImport(assessmentId, file, collectedOn, keyFor(assessmentId));
      setImports((current) => withImport(current, answer.import));
      return answer;
    },
    [ensureDraft],
  );

  const accept = useCallback(
    (choice: readonly ProposalChoice[] | 'all') => {
      const acceptance = acceptImported(answers, imports, choice);
      if (acceptance.accepted.length > 0) onAnswers(acceptance.answers);
      return acceptance;
    },
    [answers, imports, onAnswers],
  );

  const access = useMemo(() => ({ imports, loadError, upload, accept, importStepHref }), [imports, loadError, upload, accept, importStepHref]);
  return <ImportsContext.Provider value={access}>{children}</ImportsContext.Provider>;
}
