import { sharedReviewSchema, type SharedReview } from '../../domain/review/review';
import { accessKeyHeader } from './assessments';
import { ApiError, requestJson } from './http';

/**
 * The consultant's review of an assessment this browser holds the key to, once the consultancy has shared it;
 * null while it is not shared (or after sharing stops), which the server answers 404.
 */
export async function fetchSharedReview(assessmentId: string): Promise<SharedReview | null> {
  try {
    return await requestJson(`/api/assessments/${encodeURIComponent(assessmentId)}/review`, sharedReviewSchema.parse, { headers: accessKeyHeader(assessmentId) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
