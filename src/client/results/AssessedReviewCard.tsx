import { useId } from 'react';
import type { Assessment } from '../../domain/assessment';
import { longAustralianDate } from '../../domain/format';
import type { SharedReview } from '../../domain/review/review';
import { useApiQuery } from '../api/useApiQuery';
import { fetchSharedReview } from '../api/shared-review';
import { currentBranding } from '../branding';
import { ErrorBox } from '../ErrorBox';
import { AssessmentReportButton } from '../AssessmentReportButton';
import { today } from '../today';
import { assessmentReportOf, saveAssessmentReport } from '../assessment-report-file';
import { accessKeyHeader } from '../api/assessments';
import { fetchEvidenceFiles } from '../api/evidence-files';

/** The levels as the consultancy's assessor found them, beside the respondent's own, and the report to download. */
function SharedReviewBody({ assessment, review, titleId }: { assessment: Assessment; review: SharedReview; titleId: string }) {
  const day = today();
  const summary = useApiQuery(`shared-report:${assessment.id}:${review.sharedAt}:${day}`, async () => (await assessmentReportOf(assessment, review)).summary);
  const company = currentBranding().companyName;
  return (
    <>
      <p>
        {company} reviewed your answers requirement by requirement and shared the review on {longAustralianDate(review.sharedAt)}. The assessed level
        rests on what the assessor found, tested and saw, not on your answers, which stay as you gave them.
      </p>
      {summary.error ? (
        <ErrorBox>The assessed levels could not be shown: {summary.error.message}. Reload the page to try again.</ErrorBox>
      ) : summary.data ? (
        <>
          <p className="assessed-review__level">
            Overall level as assessed: <strong>{summary.data.assessedLevelName}</strong>. {summary.data.limitingText}
          </p>
          <p>
            {summary.data.reviewedText}; {summary.data.disagreementsText}.
          </p>
          <div className="table-scroll" tabIndex={0} role="group" aria-labelledby={`${titleId}-levels`}>
            <table className="compact-table">
              <caption id={`${titleId}-levels`}>Each strategy’s level within the review’s target: as assessed, by your answers and supported by evidence</caption>
              <thead>
                <tr>
                  <th scope="col">Strategy</th>
                  <th scope="col">As assessed</th>
                  <th scope="col">By your answers</th>
                  <th scope="col">Supported by evidence</th>
                </tr>
              </thead>
              <tbody>
                {summary.data.strategies.map((strategy) => (
                  <tr key={strategy.id}>
                    <th scope="row">{strategy.title}</th>
                    <td>{strategy.assessedLevelName}</td>
                    <td>{strategy.answersLevelName}</td>
                    <td>{strategy.evidenceLevelName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p role="status">Loading the assessed levels...</p>
      )}
      <div className="button-row">
        {(['pdf', 'docx'] as const).map((format) => (
          <AssessmentReportButton
            key={format}
            format={format}
            save={async () => saveAssessmentReport(assessment, review, await fetchEvidenceFiles(assessment.id, accessKeyHeader(assessment.id)), format)}
          />
        ))}
      </div>
    </>
  );
}

/**
 * "Assessed by {consultancy}" on the results of a completed detailed assessment, once the consultancy has shared
 * its review: nothing before (or after sharing stops), and nothing for a quick check or a draft.
 */
export function AssessedReviewCard({ assessment }: { assessment: Assessment }) {
  const reviewable = assessment.kind === 'detailed' && assessment.status === 'completed';
  const review = useApiQuery(reviewable ? `shared-review:${assessment.id}` : null, () => fetchSharedReview(assessment.id));
  const titleId = useId();
  if (!reviewable || review.data === null || (review.data === undefined && !review.error)) return null;
  return (
    <section className="card assessed-review" aria-labelledby={titleId}>
      <h2 id={titleId}>Assessed by {currentBranding().companyName}</h2>
      {review.error ? (
        <ErrorBox>The consultancy’s review could not be loaded: {review.error.message}. Reload the page to try again.</ErrorBox>
      ) : (
        review.data && <SharedReviewBody assessment={assessment} review={review.data} titleId={titleId} />
      )}
    </section>
  );
}
