import type { SharedReview } from '../../domain/review/review';
import { accessKeyHeader } from './assessments';
import { requestJsonParsedOnArrival } from './http';

/** The consultant's review of an assessment this browser holds the key to, once the consultancy has shared it; null while it is not. */
export async function fetchSharedReview(assessmentId: string): Promise<SharedReview | null> {
  // The review's schema (and zod) loads while the answer is on its way, not with the pages that show it.
  const answer = await requestJsonParsedOnArrival(
    `/api/assessments/${encodeURIComponent(assessmentId)}/review`,
    async () => (await import('../../domain/review/review')).sharedReviewAnswerSchema.parse,
    { headers: accessKeyHeader(assessmentId) },
  );
  return answer.review;
}
