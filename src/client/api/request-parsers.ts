import { evidenceRequestAnswerSchema, respondentEvidenceRequestListSchema, respondentEvidenceRequestSchema } from '../../domain/review/evidence-requests';

// The parsers of the respondent's requests for evidence, loaded with import() beside the request as answer-parsers.ts
// is, but on their own: their schemas check requirement ids against the catalogue, which a quick check's results and
// the support list never load.

/** The requests for evidence the consultancy sent the respondent. */
export const parseOwnEvidenceRequests = (body: unknown) => respondentEvidenceRequestListSchema.parse(body);

/** One request for evidence, just answered. */
export const parseOwnEvidenceRequest = (body: unknown) => respondentEvidenceRequestSchema.parse(body);

/** The respondent's answer to a request, checked as the server checks it: the answer, or the message of each field. */
export const checkEvidenceRequestAnswer = (values: unknown) => evidenceRequestAnswerSchema.safeParse(values);
