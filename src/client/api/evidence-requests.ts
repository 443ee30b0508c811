import type { EvidenceRequest, EvidenceRequestInput, RespondentEvidenceRequest } from '../../domain/review/evidence-requests';
import { evidenceRequestListSchema, evidenceRequestSchema, newEvidenceRequestSchema } from '../../domain/review/evidence-requests';
import { accessKeyHeader, answerParsers } from './assessments';
import { requestJson, requestJsonParsedOnArrival } from './http';

const portalUrl = (assessmentId: string) => `/api/support/assessments/${encodeURIComponent(assessmentId)}/evidence-requests`;
const ownUrl = (assessmentId: string) => `/api/assessments/${encodeURIComponent(assessmentId)}/evidence-requests`;

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

/** The requests for evidence of an assessment this browser holds the key to. */
export async function fetchOwnEvidenceRequests(assessmentId: string): Promise<RespondentEvidenceRequest[]> {
  return (await requestJsonParsedOnArrival(ownUrl(assessmentId), async () => (await answerParsers()).parseOwnEvidenceRequests, { headers: accessKeyHeader(assessmentId) })).requests;
}

/** Answers a request in words, with the access key, and answers it as it now stands. */
export function answerOwnEvidenceRequest(assessmentId: string, requestId: string, answer: string): Promise<RespondentEvidenceRequest> {
  return requestJsonParsedOnArrival(`${ownUrl(assessmentId)}/${encodeURIComponent(requestId)}/answer`, async () => (await answerParsers()).parseOwnEvidenceRequest, {
    method: 'POST',
    headers: accessKeyHeader(assessmentId),
    body: JSON.stringify({ answer }),
  });
}
