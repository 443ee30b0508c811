import { createContext, useContext, type ReactNode } from 'react';
import type { RespondentEvidenceRequest } from '../../domain/review/evidence-requests';
import { accessKeyFor } from '../api/assessments';
import { fetchOwnEvidenceRequests } from '../api/evidence-requests';
import { useApiQuery } from '../api/useApiQuery';

/** The requests for evidence of the assessment being answered, and how to read them again after an answer. */
interface OwnRequests {
  assessmentId: string;
  requests: readonly RespondentEvidenceRequest[];
  reload: () => void;
}

const OwnRequestsContext = createContext<OwnRequests | undefined>(undefined);

/** The requests of the assessment being answered, for the requirement fields inside the provider; undefined outside one, or with none. */
export function useOwnRequests(): OwnRequests | undefined {
  return useContext(OwnRequestsContext);
}

/**
 * Loads the consultancy's requests for evidence about the assessment saved on the server as `assessmentId`, when
 * this browser holds its key, for each requirement of the detailed assessment to show beside it. A failure to load
 * them shows nothing: the answers can still be given.
 */
export function OwnRequestsProvider({ assessmentId, children }: { assessmentId: string | undefined; children: ReactNode }) {
  const held = assessmentId !== undefined && accessKeyFor(assessmentId) !== undefined;
  const loaded = useApiQuery(held ? `own-requests:${assessmentId}` : null, () => fetchOwnEvidenceRequests(assessmentId ?? ''));
  const value = held && loaded.data && loaded.data.length > 0 ? { assessmentId, requests: loaded.data, reload: loaded.reload } : undefined;
  return <OwnRequestsContext.Provider value={value}>{children}</OwnRequestsContext.Provider>;
}
