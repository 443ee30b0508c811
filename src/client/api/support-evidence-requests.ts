import type { EvidenceRequest, EvidenceRequestInput } from '../../domain/review/evidence-requests';
import { evidenceRequestListSchema, evidenceRequestSchema, newEvidenceRequestSchema } from '../../domain/review/evidence-requests';
import { requestJson } from './http';

const portalUrl = (assessmentId: string) => `/api/support/assessments/${encodeURIComponent(assessmentId)}/evidence-requests`;

/** The requests for evidence of an assessment, oldest first (the portal). */
export async function fetchEvidenceRequests(assessmentId: string): Promise<EvidenceRequest[]> {
  return (await requestJson(portalUrl(assessmentId), evidenceRequestListSchema.parse)).requests;
}

/** Asks the respondent for evidence; answers the request kept and whether a notice was mailed to them. */
export function askForEvidence(assessmentId: string, input: EvidenceRequestInput): Promise<{ request: EvidenceRequest; noticeMailed: boolean }> {
  return requestJson(portalUrl(assessmentId), newEvidenceRequestSchema.parse, { method: 'POST', body: JSON.stringify(input) }, { keepPageOn401: true });
}

/** Accepts an answered request, or withdraws one, and answers it as it now stands. */
export function closeEvidenceRequest(assessmentId: string, requestId: string, how: 'accept' | 'withdraw'): Promise<EvidenceRequest> {
  return requestJson(`${portalUrl(assessmentId)}/${encodeURIComponent(requestId)}/${how}`, evidenceRequestSchema.parse, { method: 'POST' });
}
