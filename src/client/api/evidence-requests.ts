import type { RespondentEvidenceRequest } from '../../domain/review/evidence-requests';
import { accessKeyHeader } from './assessments';
import { requestJsonParsedOnArrival } from './http';

/** The respondent's parsers, with zod and the catalogue, loaded only when a request is read or answered. */
export const requestParsers = () => import('./request-parsers');

const ownUrl = (assessmentId: string) => `/api/assessments/${encodeURIComponent(assessmentId)}/evidence-requests`;

/** The requests for evidence of an assessment this browser holds the key to. */
export async function fetchOwnEvidenceRequests(assessmentId: string): Promise<RespondentEvidenceRequest[]> {
  return (await requestJsonParsedOnArrival(ownUrl(assessmentId), async () => (await requestParsers()).parseOwnEvidenceRequests, { headers: accessKeyHeader(assessmentId) })).requests;
}

/** Answers a request in words, with the access key, and answers it as it now stands. */
export function answerOwnEvidenceRequest(assessmentId: string, requestId: string, answer: string): Promise<RespondentEvidenceRequest> {
  return requestJsonParsedOnArrival(`${ownUrl(assessmentId)}/${encodeURIComponent(requestId)}/answer`, async () => (await requestParsers()).parseOwnEvidenceRequest, {
    method: 'POST',
    headers: accessKeyHeader(assessmentId),
    body: JSON.stringify({ answer }),
  });
}
