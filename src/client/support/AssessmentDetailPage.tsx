import { EvidenceFilesList } from './EvidenceFilesList';
import { today } from '../today';
import { ExceptionsRegister } from '../ExceptionsRegister';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams, useSearchParams } from '../router';
import { buildSummaryReport } from '../../domain/summary-report';
import { useNotAssessed } from '../useNotAssessed';
import { ApiError } from '../api/http';
import { fetchFollowUp, fetchHistory, fetchSupportAssessment } from '../api/support';
import { useApiQuery } from '../api/useApiQuery';
import { currentBranding } from '../branding';
import { ErrorBox } from '../ErrorBox';
import { usePageTitle } from '../usePageTitle';
import { AssessmentActions } from './AssessmentActions';
import { AssessmentHistory } from './AssessmentHistory';
import { AssessmentInformation } from './AssessmentInformation';
import { AssessmentSeries } from './AssessmentSeries';
import { AssessmentSummary } from './AssessmentSummary';
import { SectionLinks, type DetailSection } from './SectionLinks';
import { ControlResultsTable } from './ControlResultsTable';
import { RequirementOutcomes } from './RequirementOutcomes';
import { EvidenceLevelsCard } from './EvidenceLevelsCard';
import { evidenceSummaryOf } from '../../domain/framework/evidence-level-summary';
import { isReviewable } from '../../domain/review/review';
import { unansweredStrategies } from '../../domain/unanswered-strategies';
import { MaturityChart } from '../charts/MaturityChart';
import { PlanningCard } from '../forms/PlanningCard';
import { FollowUpPanel } from './FollowUpPanel';
import { FreshResultsLink } from './FreshResultsLink';
import { NotesSection } from './NotesSection';
import { listAddress } from './list-return';
import { ReviewCard } from './review/ReviewCard';
import { ReviewCopyCard } from './review/ReviewCopyCard';
import { useReview } from './review/useReview';
import './support.css';

// Review mode holds the whole catalogue and a form per requirement: loaded only when it is opened.
const ReviewMode = lazy(() => import('./review/ReviewMode'));

/** The page's sections in order; the register only for a detailed assessment; no results in review mode, whose head has the levels. */
function sectionsOf(kind: 'quick' | 'detailed', inReview: boolean): DetailSection[] {
  return [
    ...(inReview ? [] : [{ id: 'results', title: 'Results' }]),
    ...(kind === 'detailed' ? [{ id: 'register', title: 'Requirement register' }] : []),
    { id: 'notes', title: 'Notes' },
    { id: 'exports', title: 'Exports' },
    { id: 'history', title: 'History' },
  ];
}

/**
 * /support/results/{id}: one assessment. A summary at the top (levels, the headline, and the follow-up's status, owner,
 * next action and its date to change), links to its sections, then the sections: the results (information, chart, levels, the other
 * assessments of its series and the progress since the one before, planning); a detailed one's requirement register
 * (exceptions, requirement outcomes with their filter, evidence files); the consultant's notes with the follow-up's changes; the
 * exports (none for a draft), delete and a fresh results link for the respondent; and its history. A completed detailed assessment has the assessor's review,
 * whose mode (`?mode=review`) puts the review in place of the requirement outcomes and leaves the results out (the
 * review's head has the levels by the answers and by evidence beside the assessed ones), the exceptions and the list of
 * files (each row of the review's register has its answer and files), so the review's register is near the top.
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
  const followUp = useApiQuery(`follow-up:${id}`, () => fetchFollowUp(id));
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
  // A save of the follow-up or a note: the timeline and the history show it.
  const followUpSaved = () => {
    followUp.reload();
    history.reload();
  };
  return (
    <div className="page">
      {back}
      <h1>{assessment.organizationName || 'Unnamed organisation'}</h1>
      <AssessmentSummary
        assessment={assessment}
        report={report}
        evidence={evidence}
        unanswered={unanswered.size}
        followUp={<FollowUpPanel assessmentId={assessment.id} followUpQuery={followUp} onSaved={followUpSaved} />}
      />
      <SectionLinks sections={sectionsOf(assessment.kind, inReview)} />
      {!inReview && (
        <div id="results" className="detail-section">
          <AssessmentInformation assessment={assessment} report={report} unanswered={unanswered.size} />
          {assessment.kind === 'quick' && assessment.status === 'completed' && <ReviewCopyCard quickCheckId={assessment.id} />}
          {unanswered.size === 0 && <MaturityChart controls={report.controls} />}
          <ControlResultsTable controls={report.controls} unanswered={unanswered} />
          {evidence && <EvidenceLevelsCard asd={report.asd} evidence={evidence} />}
          <AssessmentSeries assessment={assessment} />
          <PlanningCard title="Implementation planning" planning={report.planning} />
        </div>
      )}
      {assessment.kind === 'detailed' && (
        <div id="register" className="detail-section">
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
          {!inReview && <ExceptionsRegister assessment={assessment} folded />}
          {!inReview && <RequirementOutcomes assessment={assessment} />}
          {!inReview && <EvidenceFilesList assessmentId={assessment.id} />}
        </div>
      )}
      <div id="notes" className="detail-section">
        <NotesSection assessmentId={assessment.id} followUpQuery={followUp} onAdded={followUpSaved} />
      </div>
      <div id="exports" className="detail-section">
        <AssessmentActions assessment={assessment} reviewStatus={review.review?.status} listAddress={backTo} onExported={history.reload} />
        <FreshResultsLink assessment={assessment} onAudited={history.reload} />
      </div>
      <div id="history" className="detail-section">
        <AssessmentHistory assessmentId={assessment.id} events={history.data ?? []} />
      </div>
    </div>
  );
}
