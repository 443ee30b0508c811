import { longAustralianDate } from '../../domain/format';
import type { RespondentEvidenceRequest } from '../../domain/review/evidence-requests';

/** Where a request stands, in the respondent's words. */
export function requestStandingInWords(request: RespondentEvidenceRequest, company: string): string {
  if (request.state === 'open') return 'Waiting for your answer';
  if (request.state === 'answered') return `Answered: ${company} will look at it`;
  if (request.state === 'accepted') return `Accepted by ${company}${request.acceptedAt === null ? '' : ` on ${longAustralianDate(request.acceptedAt)}`}`;
  return `No longer needed: ${company} withdrew it`;
}
