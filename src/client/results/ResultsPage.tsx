import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Assessment } from '../../domain/assessment';
import { currentBranding } from '../branding';
import { buildSummaryReport } from '../../domain/summary-report';
import { assessmentRecordSchema } from '../../domain/assessment-record';
import { fetchAssessment } from '../api/assessments';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { clearProgress } from '../progress/progress';
import { ActionPlan } from './ActionPlan';
import { AsdLevelCard } from './AsdLevelCard';
import { CheckEachRequirement } from './CheckEachRequirement';
import { ControlResultCard } from './ControlResultCard';
import { DownloadSummaryButton } from './DownloadSummaryButton';
import { MaturityChart } from '../charts/MaturityChart';
import { ResultsSummary } from './ResultsSummary';

/** The assessment handed over by the wizard in navigation state, when it is the one asked for. */
function assessmentFromState(state: unknown, id: string | null): Assessment | undefined {
  const handed = typeof state === 'object' && state !== null && 'assessment' in state ? assessmentRecordSchema.safeParse(state.assessment) : undefined;
  return handed?.success && handed.data.id === id ? handed.data : undefined;
}

/**
 * Results (/assessment/results?id=…): ASD's level, summary, chart, a card per control, and the
 * summary PDF; a quick check offers the detailed assessment, a detailed one shows its action plan.
 */
export function ResultsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const location = useLocation();
  const navigate = useNavigate();
  const [handed] = useState(() => assessmentFromState(location.state, id));
  const loaded = useApiQuery(id && handed?.id !== id ? id : null, () => fetchAssessment(id ?? ''));
  const assessment = handed?.id === id ? handed : loaded.data;
  usePageTitle('Results');
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the wizard, focus lands on the heading so a screen reader announces the results.
  useEffect(() => heading.current?.focus(), [assessment?.id]);

  if (!id) return <Navigate to={paths.assessment} replace />;
  if (loaded.error) {
    return (
      <div className="page">
        <h1>Assessment Results</h1>
        <ErrorBox>Error: {loaded.error.message}</ErrorBox>
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
      <AsdLevelCard asd={report.asd} notice={report.notice} kind={assessment.kind} />
      {assessment.kind === 'quick' && <CheckEachRequirement assessment={assessment} />}
      <ResultsSummary report={report} />
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={startNew}>
          Start New Assessment
        </button>
        <DownloadSummaryButton assessment={assessment} />
      </div>
      {assessment.kind === 'detailed' && <ActionPlan assessment={assessment} />}
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
