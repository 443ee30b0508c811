import type { Assessment } from '../domain/assessment';
import type { AssessedVerdict } from '../domain/review/assessed-verdict';
import type { SharedReview } from '../domain/review/review';
import { fetchSharedReview } from './api/shared-review';
import { useApiQuery, type ApiQuery } from './api/useApiQuery';
import { currentBranding } from './branding';
import { today } from './today';

/** A review the consultancy has shared, and its verdict as the respondent reads it first. */
export interface SharedVerdict {
  review: SharedReview;
  verdict: AssessedVerdict;
}

/**
 * Asks once for the consultancy's review of a completed detailed assessment and, when it is shared, reads its
 * verdict with the catalogue (which loads only now, so a quick check's pages never download it); null while it is
 * not shared: none, in progress, finished but not shared, or sharing stopped.
 */
export async function loadSharedVerdict(assessment: Assessment): Promise<SharedVerdict | null> {
  const review = await fetchSharedReview(assessment.id);
  if (!review) return null;
  const { assessedVerdict } = await import('../domain/review/assessed-verdict');
  return { review, verdict: assessedVerdict(assessment, review, currentBranding().companyName, today()) };
}

/**
 * The shared review and its verdict for an assessment: asked for only of a completed detailed assessment (a quick
 * check or a draft is never reviewed, and answers null at once), one request however many parts of the page show it.
 */
export function useSharedVerdict(assessment: Assessment | undefined): Pick<ApiQuery<SharedVerdict | null>, 'data' | 'error' | 'loading'> {
  const reviewable = assessment?.kind === 'detailed' && assessment.status === 'completed';
  const loaded = useApiQuery(reviewable ? `shared-verdict:${assessment.id}:${assessment.updatedAt}:${today()}` : null, () => (assessment ? loadSharedVerdict(assessment) : Promise.resolve(null)));
  return reviewable ? loaded : { data: null, error: undefined, loading: false };
}
