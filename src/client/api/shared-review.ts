import type { SharedReview } from '../../domain/review/review';
import { accessKeyHeader, answerParsers } from './assessments';
import { requestJsonParsedOnArrival } from './http';

/** The consultant's review of an assessment this browser holds the key to, once the consultancy has shared it; null while it is not. */
export async function fetchSharedReview(assessmentId: string): Promise<SharedReview | null> {
  const answer = await requestJsonParsedOnArrival(
    `/api/assessments/${encodeURIComponent(assessmentId)}/review`,
    async () => (await answerParsers()).parseSharedReviewAnswer,
    { headers: accessKeyHeader(assessmentId) },
  );
  return answer.review;
}
