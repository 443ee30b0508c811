import { useEffect, useRef } from 'react';
import { Link, useLocation } from '../../router';
import type { Assessment } from '../../../domain/assessment';
import type { AsdSummary } from '../../../domain/framework/asd-headline';
import { REVIEW_STATUS_NAMES, type Review } from '../../../domain/review/review';
import { australianDateTime } from '../../../domain/support-views';
import { fetchEvidenceFiles } from '../../api/evidence-files';
import { saveAssessmentReport } from '../../assessment-report-file';
import { AssessmentReportButton } from '../../AssessmentReportButton';
import { progressText, disagreementCountText, type ReviewFacts } from './review-facts';
import { ReviewActions } from './ReviewActions';
import { ReviewLevelsTable } from './ReviewLevelsTable';

interface ReviewSummaryProps {
  assessment: Assessment;
  review: Review;
  facts: ReviewFacts;
  byAnswers: AsdSummary;
  byEvidence: AsdSummary | undefined;
  /** The address of the detail page out of review mode. */
  leaveTo: string;
  onShowDisagreements: () => void;
  /** Shows the requirements within the target not yet reviewed, from the dialog that would finish the review. */
  onShowUnreviewed: () => void;
  onChanged: (review: Review) => void;
}

/** "Finished by alice, 27 November 2026 at 10:42 am", and when it was shared. */
function statusDetail(review: Review): string {
  const finished = review.finishedAt !== null ? `Finished${review.finishedBy ? ` by ${review.finishedBy}` : ''}, ${australianDateTime(review.finishedAt)}` : '';
  const shared = review.sharedAt !== null ? `; shared with the respondent ${australianDateTime(review.sharedAt)}` : '';
  return finished + shared;
}

/** What the report card says of the report: a draft while the review is open, final once it is finished or shared. */
function reportCardText(status: Review['status']): string {
  if (status === 'shared') return "In the structure of ASD's assessment report template, final: the review is finished and shared with the respondent, who can download the same report.";
  if (status === 'finished') return "In the structure of ASD's assessment report template, final: the review is finished, and its findings, scope and words are frozen until it is reopened.";
  return "In the structure of ASD's assessment report template, from the findings, the scope and the report's words as they stand: marked as a draft until the review is finished.";
}

/**
 * The head of review mode: the review's status, how many requirements are reviewed (in words and as a
 * bar), the assessed level beside the level by the answers and the level supported by evidence, how many
 * disagreements there are, finishing and sharing, and the assessment report to download. Its heading takes
 * focus as review mode opens.
 */
export function ReviewSummary({ assessment, review, facts, byAnswers, byEvidence, leaveTo, onShowDisagreements, onShowUnreviewed, onChanged }: ReviewSummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { state: listState } = useLocation();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { reviewed, total } = facts.progress;
  const progress = progressText(facts.progress);
  const detail = statusDetail(review);
  return (
    <section className="card review-summary" aria-labelledby="review-title">
      <div className="review-summary__head">
        <h2 id="review-title" ref={heading} tabIndex={-1}>
          Assessor&apos;s review
        </h2>
        <Link to={leaveTo} state={listState}>
          Leave review mode
        </Link>
      </div>
      <dl className="review-figures">
        <div>
          <dt>Status</dt>
          <dd>
            <span className="figure">{REVIEW_STATUS_NAMES[review.status]}</span>
            {detail && <span className="review-figures__detail">{detail}</span>}
          </dd>
        </div>
        <div>
          <dt>Progress</dt>
          <dd>
            <span className="figure">{progress}</span>
            <span
              className="progress__track review-progress"
              role="progressbar"
              aria-label="Review progress"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={reviewed}
              aria-valuetext={progress}
            >
              <span className="progress__fill" style={{ width: `${total === 0 ? 0 : (reviewed / total) * 100}%` }} />
            </span>
          </dd>
        </div>
        <div>
          <dt>Assessed level</dt>
          <dd>
            <span className="figure">{facts.assessed.overallName}</span>
          </dd>
        </div>
        <div>
          <dt>Disagreements</dt>
          <dd>
            <span className="figure">{disagreementCountText(facts.disagreements)}</span>
            {facts.disagreements > 0 && (
              <button type="button" className="button--link review-figures__detail" onClick={onShowDisagreements}>
                Show the disagreements
              </button>
            )}
          </dd>
        </div>
      </dl>
      <ReviewLevelsTable byAnswers={byAnswers} byEvidence={byEvidence} assessed={facts.assessed} />
      <p className="hint">
        The assessed level is ASD&apos;s level rule run on the findings alone: a requirement not reviewed counts as not assessed, and an alternate control past
        its review date as ineffective.
      </p>
      <ReviewActions assessmentId={assessment.id} review={review} unreviewed={total - reviewed} onChanged={onChanged} onShowUnreviewed={onShowUnreviewed} />
      <h3 className="review-report__title">Assessment report</h3>
      <p className="hint">{reportCardText(review.status)}</p>
      <div className="button-row">
        {(['pdf', 'docx'] as const).map((format) => (
          <AssessmentReportButton
            key={format}
            format={format}
            save={async () => saveAssessmentReport(assessment, review, await fetchEvidenceFiles(assessment.id), format)}
          />
        ))}
      </div>
    </section>
  );
}
