import type { Assessment } from '../../domain/assessment';
import { useApiQuery } from '../api/useApiQuery';
import { fetchSharedReview } from '../api/shared-review';
import { assessmentReportOf } from '../assessment-report-file';
import { today } from '../today';

/**
 * "Assessed level" among the facts of a completed detailed assessment in "Your assessments", once the consultancy
 * has shared its review: the overall level by ASD's rule from the assessor's findings. Nothing before, nor when it
 * cannot be read (the results page says why).
 */
export function AssessedLevelFact({ assessment }: { assessment: Assessment }) {
  const reviewable = assessment.kind === 'detailed' && assessment.status === 'completed';
  const day = today();
  const level = useApiQuery(reviewable ? `assessed-level:${assessment.id}:${day}` : null, async () => {
    const review = await fetchSharedReview(assessment.id);
    return review ? (await assessmentReportOf(assessment, review)).summary.assessedLevelName : null;
  });
  if (!level.data) return null;
  return (
    <div>
      <dt>Assessed level</dt>
      <dd>{level.data}, by the consultancy’s review</dd>
    </div>
  );
}
