import { today } from '../today';
import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '../router';
import type { Assessment } from '../../domain/assessment';
import { currentBranding } from '../branding';
import { buildSummaryReport } from '../../domain/summary-report';
import { headlineAsShown } from '../../domain/self-assessment-label';
import { evidenceSummaryOf } from '../../domain/framework/evidence-level-summary';
import { answerParsers, fetchAssessment } from '../api/assessments';
import { useApiQuery, type ApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { paths } from '../paths';
import { forgetLinkKey, linkKeyFor } from './link-arrival';
import { usePageTitle } from '../usePageTitle';
import { clearProgress } from '../progress/progress';
import { AsdLevelCard } from './AsdLevelCard';
import { CheckEachRequirement } from './CheckEachRequirement';
import { ConsultationCard } from './ConsultationCard';
import { DownloadSummaryButton, useSummaryDownload } from './DownloadSummaryButton';
import { DownloadDetailedReportButton, useDetailedReportDownload } from '../DownloadDetailedReport';
import { ProgressSince } from './ProgressSince';
import { StartReassessment } from './StartReassessment';
import { useNotAssessed } from '../useNotAssessed';
import { useSharedVerdict, type SharedVerdict } from '../review-verdict';
import type { NotAssessed } from '../../domain/framework/not-assessed-words';

/**
 * The assessment asked for: the one the wizard handed over in navigation state, when it is that one and
 * reads as a stored assessment, or else the server's (with a results link's key when the page was opened
 * from one). Either is parsed with the stored assessment's schema, which loads (with zod) only now, beside
 * the request, so the heading paints without it.
 */
async function loadAssessment(state: unknown, id: string): Promise<Assessment> {
  // Arriving from a results link: its key opens the results, and is kept in this browser once it has.
  const linkKey = linkKeyFor(id);
  if (linkKey !== undefined) {
    const opened = await (await import('../api/results-link')).openWithResultsLink(id, linkKey);
    forgetLinkKey(id);
    return opened;
  }
  if (typeof state === 'object' && state !== null && 'assessment' in state) {
    const handed = (await answerParsers()).handedAssessment(state.assessment);
    if (handed?.id === id) return handed;
  }
  return fetchAssessment(id);
}

/** The sections below the top of the results (results-sections.ts): fetched as the page opens, beside the assessment. */
const loadSections = () => import('./results-sections');
type Sections = Awaited<ReturnType<typeof loadSections>>;

/** A detailed assessment's own parts (detailed-results-parts.ts), fetched once the assessment is known to be detailed. */
const loadDetailedParts = () => import('./detailed-results-parts');
type DetailedParts = Awaited<ReturnType<typeof loadDetailedParts>>;

/**
 * A detailed assessment's advice and its ungraded met requirements (detailed-advice.ts), counted with the catalogue,
 * with the prompt to grade them; none for a quick check.
 */
const loadAdvice = (assessment: Assessment | undefined) =>
  assessment
    ? Promise.all([import('./detailed-advice'), import('./EvidenceGradePrompt')]).then(([advice, prompt]) => ({
        ...advice.detailedAdvice(assessment, today()),
        EvidenceGradePrompt: prompt.EvidenceGradePrompt,
      }))
    : Promise.resolve(undefined);
type DetailedAdvice = Awaited<ReturnType<typeof loadAdvice>>;

/** A part of the results whose code is still on its way, or could not be fetched, said in words in its place. */
function Arriving<T>({ part, what, children }: { part: Pick<ApiQuery<T>, 'data' | 'error'>; what: string; children: (loaded: T) => ReactNode }) {
  if (part.data) return children(part.data);
  if (part.error) return <ErrorBox>{`${what[0]?.toUpperCase() ?? ''}${what.slice(1)}`} could not be loaded. Check your connection, then reload the page to try again.</ErrorBox>;
  return <p role="status">Loading {what}...</p>;
}

/**
 * Results (/assessment/results?id=…): the board's headline, ASD's level, the chart, the overview's
 * figures, the roadmap and the respondent's planning answers, a card per control (most urgent first),
 * the summary PDF and the consultancy's offer; a quick check offers the detailed assessment, a
 * detailed one shows its action plan and offers its detailed PDF. Once the consultancy shares its review,
 * its verdict opens the results, and the respondent's own figures follow as their self-assessment.
 */
export function ResultsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const location = useLocation();
  const loaded = useApiQuery(id, () => loadAssessment(location.state, id ?? ''));
  const assessment = loaded.data;
  const gaps = useNotAssessed(assessment);
  // Waited for with the counts above, so the cards' advice and the evidence prompt are there from the first paint.
  const advice = useApiQuery(assessment?.kind === 'detailed' ? `advice:${assessment.id}:${assessment.updatedAt}` : null, () => loadAdvice(assessment));
  usePageTitle('Results');
  const sections = useApiQuery('results-sections', loadSections);
  const detailedParts = useApiQuery(assessment?.kind === 'detailed' ? 'detailed-results-parts' : null, loadDetailedParts);
  // Asked for beside the catalogue and the detailed parts, and waited for with them, so a shared review's verdict
  // is on top from the first paint rather than pushing the headline down after it (decision 105).
  const shared = useSharedVerdict(assessment);

  if (!id) return <Navigate to={paths.assessment} replace />;
  const failure = loaded.error ?? gaps.error ?? advice.error;
  if (failure) {
    return (
      <div className="page">
        <h1>Assessment Results</h1>
        <ErrorBox>Error: {failure.message}</ErrorBox>
        <Link to={paths.assessment}>Go to the assessment</Link>
      </div>
    );
  }
  const verdictArriving = shared.loading || (shared.data && !detailedParts.data && !detailedParts.error);
  if (!assessment || !gaps.data || verdictArriving || advice.loading) {
    return (
      <div className="page page-loading">
        <h1>Assessment Results</h1>
        <p role="status">Loading results...</p>
      </div>
    );
  }

  return <LoadedResults assessment={assessment} notAssessed={gaps.data} advice={advice.data} shared={shared} sections={sections} detailedParts={detailedParts} />;
}

/** The results of a loaded assessment, with the download and next steps near the top and again at the end. */
function LoadedResults({
  assessment,
  notAssessed,
  advice,
  shared,
  sections,
  detailedParts,
}: {
  assessment: Assessment;
  notAssessed: readonly NotAssessed[];
  /** A detailed assessment's advice by strategy and its ungraded met requirements; undefined for a quick check. */
  advice: DetailedAdvice;
  /** The consultancy's review and verdict once shared (null while not; an error when it could not be asked for). */
  shared: { data?: SharedVerdict | null | undefined; error?: Error | undefined };
  sections: ApiQuery<Sections>;
  detailedParts: ApiQuery<DetailedParts>;
}) {
  const navigate = useNavigate();
  const verdict = shared.data ?? null;
  const summary = useSummaryDownload(assessment, verdict?.verdict ?? null);
  const detailedReport = useDetailedReportDownload(assessment);
  // A detailed assessment's own full report (register, exceptions, plan, progress), made by the server.
  const hasDetailedReport = assessment.kind === 'detailed' && assessment.status === 'completed';
  const report = buildSummaryReport(assessment, currentBranding(), today(), notAssessed, [], verdict?.verdict ?? null);
  // The top of the results is built and painted first, the rest in a second render React defers to just after,
  // so a phone paints the headline sooner and neither render holds its main thread long (decision 082).
  const restShown = useDeferredValue(true, false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the wizard, focus lands on the heading so a screen reader announces the results; the heading is
  // this one, shown once the assessment (and, for a detailed one, its counts) has loaded.
  useEffect(() => heading.current?.focus(), [assessment.id]);
  const startNew = () => {
    clearProgress();
    void navigate(paths.assessment);
  };

  return (
    <div className="page results">
      <h1 ref={heading} tabIndex={-1}>
        Assessment Results
      </h1>
      {shared.error && <ErrorBox>The consultancy’s review could not be loaded: {shared.error.message}. Reload the page to try again.</ErrorBox>}
      {verdict && (
        <Arriving part={detailedParts} what="the consultancy’s review">
          {({ AssessedVerdict }) => <AssessedVerdict assessment={assessment} shared={verdict} />}
        </Arriving>
      )}
      <p className="results__headline">{headlineAsShown(report)}</p>
      <div className="button-row results__top-actions" role="group" aria-label="Download and next step">
        <DownloadSummaryButton summary={summary} place="top" announces />
        {hasDetailedReport && <DownloadDetailedReportButton report={detailedReport} place="top" announces />}
        <StartReassessment assessment={assessment} />
        <a href="#next-steps">All next steps</a>
      </div>
      <AsdLevelCard
        asd={report.asd}
        notice={report.notice}
        kind={assessment.kind}
        evidence={evidenceSummaryOf(assessment)}
        evidencePrompt={
          advice && (
            <>
              {advice.importedLine !== '' && <p className="hint">{advice.importedLine}</p>}
              <advice.EvidenceGradePrompt assessmentId={assessment.id} ungraded={advice.ungraded} />
            </>
          )
        }
        selfAssessed={verdict !== null}
      />
      {verdict && detailedParts.data && <detailedParts.data.AssessedReviewCard assessment={assessment} shared={verdict} />}
      {assessment.kind === 'detailed' && detailedParts.data && <detailedParts.data.OwnRequestsCard assessment={assessment} />}
      <ProgressSince assessmentId={assessment.id} />
      {assessment.kind === 'quick' && <CheckEachRequirement assessment={assessment} />}
      {restShown && (
        <>
          <Arriving part={sections} what="the chart, the roadmap and your answers">
            {({ ResultsOverview }) => <ResultsOverview report={report} />}
          </Arriving>
          {assessment.kind === 'detailed' && (
            <Arriving part={detailedParts} what="the action plan, the exceptions register and any review shared with you">
              {({ ActionPlan, ExceptionsRegister }) => (
                <>
                  <ActionPlan assessment={assessment} />
                  <ExceptionsRegister assessment={assessment} />
                </>
              )}
            </Arriving>
          )}
          <section aria-labelledby="controls-title">
            <h2 id="controls-title">Results by control</h2>
            <p className="hint">Controls short of their target first, most urgent first; then those that have met their target.</p>
            <Arriving part={sections} what="each control's results">
              {({ ControlResults }) => <ControlResults report={report} advice={advice?.advice} />}
            </Arriving>
          </section>
          <ConsultationCard consultation={report.consultation} />
          <Arriving part={sections} what="the link to these results">
            {({ ResultsLink }) => <ResultsLink assessment={assessment} />}
          </Arriving>
          <section className="card results__next-steps" id="next-steps" aria-labelledby="next-steps-title" tabIndex={-1}>
            <h2 id="next-steps-title">Next steps</h2>
            <div className="button-row">
              <DownloadSummaryButton summary={summary} place="end" announces={false} />
              {hasDetailedReport && <DownloadDetailedReportButton report={detailedReport} place="end" announces={false} />}
              <StartReassessment assessment={assessment} />
              <button type="button" className="button button--secondary" onClick={startNew}>
                Start a new assessment from scratch
              </button>
              <Link to={paths.mine}>Your assessments</Link>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
