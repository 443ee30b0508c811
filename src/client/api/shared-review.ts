import { sharedReviewAnswerSchema, type SharedReview } from '../../domain/review/review';
import { accessKeyHeader } from './assessments';
import { requestJson } from './http';

/** The consultant's review of an assessment this browser holds the key to, once the consultancy has shared it; null while it is not. */
export async function fetchSharedReview(assessmentId: string): Promise<SharedReview | null> {
  const answer = await requestJson(`/api/assessments/${encodeURIComponent(assessmentId)}/review`, sharedReviewAnswerSchema.parse, { headers: accessKeyHeader(assessmentId) });
  return answer.review;
}
