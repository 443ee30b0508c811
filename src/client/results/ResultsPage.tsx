import { startTransition, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Assessment } from '../../domain/assessment';
import { currentBranding } from '../branding';
import { buildSummaryReport } from '../../domain/summary-report';
import { fetchAssessment } from '../api/assessments';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { clearProgress } from '../progress/progress';
import { ControlResultCard } from './ControlResultCard';
import { DownloadSummaryButton } from './DownloadSummaryButton';
import { MaturityChart } from './MaturityChart';
import { ResultsSummary } from './ResultsSummary';

/** The assessment handed over by the wizard in navigation state, when it is the one asked for. */
function assessmentFromState(state: unknown, id: string | null): Assessment | undefined {
  const assessment = (state as { assessment?: Assessment } | null)?.assessment;
  return assessment && assessment.id === id ? assessment : undefined;
}

/** Results (/assessment/results?id=…): summary, chart, a card per control, and the summary PDF. */
export function ResultsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const location = useLocation();
  const navigate = useNavigate();
  const [assessment, setAssessment] = useState(() => assessmentFromState(location.state, id));
  const [error, setError] = useState<string>();
  usePageTitle('Results');
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the wizard, focus lands on the heading so a screen reader announces the results.
  useEffect(() => heading.current?.focus(), [assessment?.id]);

  useEffect(() => {
    if (!id || assessment?.id === id) return;
    let cancelled = false;
    fetchAssessment(id)
      // The results are a long page: rendered as a transition, in slices, the phone stays responsive.
      .then((loaded) => !cancelled && startTransition(() => setAssessment(loaded)))
      .catch((failure: unknown) => !cancelled && setError(failure instanceof Error ? failure.message : String(failure)));
    return () => {
      cancelled = true;
    };
  }, [id, assessment?.id]);

  if (!id) return <Navigate to={paths.assessment} replace />;
  if (error) {
    return (
      <div className="page">
        <h1>Assessment Results</h1>
        <p className="error-box" role="alert">
          Error: {error}
        </p>
        <Link to={paths.assessment}>Go to the assessment</Link>
      </div>
    );
  }
  if (!assessment) {
    return (
      <div className="page page-loading">
        <h1>Assessment Results</h1>
        <p role="status">Loading results...</p>
      </div>
    );
  }

  const report = buildSummaryReport(assessment, currentBranding());
  const startNew = () => {
    clearProgress();
    navigate(paths.assessment);
  };

  return (
    <div className="page results">
      <h1 ref={heading} tabIndex={-1}>
        Assessment Results
      </h1>
      <ResultsSummary report={report} />
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={startNew}>
          Start New Assessment
        </button>
        <DownloadSummaryButton assessment={assessment} />
      </div>
      <MaturityChart controls={report.controls} />
      <section aria-labelledby="controls-title">
        <h2 id="controls-title">Results by control</h2>
        <ul className="control-cards">
          {report.controls.map((control) => (
            <ControlResultCard key={control.id} control={control} />
          ))}
        </ul>
      </section>
      <section className="card conclusion" aria-labelledby="conclusion-title">
        <h2 id="conclusion-title">{report.consultation.conclusion.title}</h2>
        <p>{report.consultation.conclusion.message}</p>
        <ul>
          {report.consultation.conclusion.services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
        <p>
          Contact {report.consultation.companyName} at{' '}
          <a href={`mailto:${report.consultation.contactEmail}`}>{report.consultation.contactEmail}</a>.
        </p>
      </section>
    </div>
  );
}
