import { EvidenceFilesList } from './EvidenceFilesList';
import { today } from '../today';
import { ExceptionsRegister } from '../ExceptionsRegister';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { buildSummaryReport } from '../../domain/summary-report';
import { useNotAssessed } from '../useNotAssessed';
import { ApiError } from '../api/http';
import { fetchHistory, fetchSupportAssessment } from '../api/support';
import { useApiQuery } from '../api/useApiQuery';
import { currentBranding } from '../branding';
import { ErrorBox } from '../ErrorBox';
import { usePageTitle } from '../usePageTitle';
import { AssessmentActions } from './AssessmentActions';
import { AssessmentHistory } from './AssessmentHistory';
import { AssessmentInformation } from './AssessmentInformation';
import { AssessmentSeries } from './AssessmentSeries';
import { ControlResultsTable } from './ControlResultsTable';
import { RequirementOutcomes } from './RequirementOutcomes';
import { EvidenceLevelsCard } from './EvidenceLevelsCard';
import { evidenceSummaryOf } from '../../domain/framework/evidence-level-summary';
import { isReviewable } from '../../domain/review/review';
import { unansweredStrategies } from '../../domain/unanswered-strategies';
import { MaturityChart } from '../charts/MaturityChart';
import { PlanningCard } from '../forms/PlanningCard';
import { FollowUpPanel } from './FollowUpPanel';
import { listAddress } from './list-return';
import { ReviewCard } from './review/ReviewCard';
import { ReviewCopyCard } from './review/ReviewCopyCard';
import { useReview } from './review/useReview';
import './support.css';

// Review mode holds the whole catalogue and a form per requirement: loaded only when it is opened.
const ReviewMode = lazy(() => import('./review/ReviewMode'));

/**
 * /support/results/{id}: one assessment, its exports (none for a draft), delete, the chart, the other assessments of its
 * series and the progress since the one before, the planning answers, the consultant's follow-up and notes, a detailed
 * one's requirement outcomes, and its history. A completed detailed assessment has the assessor's review, whose mode
 * (`?mode=review`) puts the review in place of the requirement outcomes.
 */
export function AssessmentDetailPage() {
  const { id = '' } = useParams();
  // Back to the list as it was left: its page, search, filters and sort came along in the navigation state.
  const location = useLocation();
  const backTo = listAddress(location.state);
  const [params] = useSearchParams();
  const back = (
    <p>
      <Link to={backTo}>Back to all results</Link>
    </p>
  );
  const { data: assessment, error } = useApiQuery(`assessment:${id}`, () => fetchSupportAssessment(id));
  // The history is read after the assessment, so it includes this view; if it cannot load, the page still shows the assessment.
  const history = useApiQuery(assessment ? `history:${id}` : null, () => fetchHistory(id));
  const gaps = useNotAssessed(assessment);
  const reviewable = assessment !== undefined && isReviewable(assessment);
  const review = useReview(reviewable ? id : null);
  const inReview = reviewable && params.get('mode') === 'review';
  usePageTitle(assessment ? `${inReview ? 'Review: ' : ''}${assessment.organizationName}` : 'Assessment');

  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="page">
        <h1>Assessment not found</h1>
        {back}
      </div>
    );
  }
  if (error ?? gaps.error) {
    return (
      <div className="page">
        <ErrorBox>Error: Failed to fetch assessment</ErrorBox>
        {back}
      </div>
    );
  }
  if (!assessment || !gaps.data) return <p role="status">Loading...</p>;

  const report = buildSummaryReport(assessment, currentBranding(), today(), gaps.data);
  const evidence = evidenceSummaryOf(assessment);
  // A draft's strategies not answered yet: no chart (it would draw them at level 0) and no level in the table.
  const unanswered = new Set(unansweredStrategies(assessment));
  return (
    <div className="page">
      {back}
      <h1>{assessment.organizationName || 'Unnamed organisation'}</h1>
      <AssessmentInformation assessment={assessment} report={report} unanswered={unanswered.size} />
      <AssessmentActions assessment={assessment} listAddress={backTo} onExported={history.reload} />
      {assessment.kind === 'quick' && assessment.status === 'completed' && <ReviewCopyCard quickCheckId={assessment.id} />}
      {reviewable && !inReview && <ReviewCard review={review.review} error={review.error} reviewAddress="?mode=review" />}
      {inReview &&
        (review.review ? (
          <Suspense fallback={<p role="status">Loading the review...</p>}>
            <ReviewMode
              assessment={assessment}
              review={review.review}
              byAnswers={report.asd}
              byEvidence={evidence}
              onReview={review.update}
              onReload={review.reload}
              onAudited={history.reload}
            />
          </Suspense>
        ) : (
          <ReviewCard review={undefined} error={review.error} reviewAddress="?mode=review" />
        ))}
      {unanswered.size === 0 && <MaturityChart controls={report.controls} />}
      <ControlResultsTable controls={report.controls} unanswered={unanswered} />
      {evidence && <EvidenceLevelsCard asd={report.asd} evidence={evidence} />}
      <AssessmentSeries assessment={assessment} />
      <PlanningCard title="Implementation planning" planning={report.planning} />
      <FollowUpPanel assessmentId={assessment.id} onChanged={history.reload} />
      {assessment.kind === 'detailed' && <ExceptionsRegister assessment={assessment} />}
      {assessment.kind === 'detailed' && !inReview && <RequirementOutcomes assessment={assessment} />}
      {assessment.kind === 'detailed' && <EvidenceFilesList assessmentId={assessment.id} />}
      <AssessmentHistory assessmentId={assessment.id} events={history.data ?? []} />
    </div>
  );
}
