import { useId } from 'react';
import type { Assessment } from '../../domain/assessment';
import { useApiQuery } from '../api/useApiQuery';
import { currentBranding } from '../branding';
import { ErrorBox } from '../ErrorBox';
import { today } from '../today';
import { assessmentReportOf } from '../assessment-report-file';
import type { SharedVerdict } from '../review-verdict';

/**
 * Each strategy's level as the consultancy's assessor found it, beside the respondent's own, on the results of an
 * assessment whose review is shared: under the self-assessment, as the verdict at the top of the page (the overall
 * level, what holds it and the report) rests on these.
 */
export function AssessedReviewCard({ assessment, shared }: { assessment: Assessment; shared: SharedVerdict }) {
  const { review } = shared;
  const titleId = useId();
  const day = today();
  const summary = useApiQuery(`shared-report:${assessment.id}:${review.sharedAt}:${day}`, async () => (await assessmentReportOf(assessment, review)).summary);
  return (
    <section className="card assessed-review" aria-labelledby={titleId}>
      <h2 id={titleId}>Each strategy as assessed by {currentBranding().companyName}</h2>
      {summary.error ? (
        <ErrorBox>The assessed levels could not be shown: {summary.error.message}. Reload the page to try again.</ErrorBox>
      ) : summary.data ? (
        <>
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
    </section>
  );
}
