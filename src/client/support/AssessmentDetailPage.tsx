import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Assessment } from '../../domain/assessment';
import { currentBranding } from '../branding';
import { longAustralianDate } from '../../domain/format';
import { buildSummaryReport } from '../../domain/summary-report';
import { ApiError } from '../api/http';
import { deleteAssessment, fetchHistory, fetchSupportAssessment, type HistoryEvent } from '../api/support';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { exportServerPdf, exportWordReport } from './exports';
import { StatusBadge } from './StatusBadge';
import { useAction } from './useAction';

type Load = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed'; message: string } | { kind: 'loaded'; assessment: Assessment };

/** /support/results/{id}: one assessment, its exports, delete, and its history. */
export function AssessmentDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [history, setHistory] = useState<HistoryEvent[]>([]);
  const pdf = useAction('Failed to export assessment');
  const docx = useAction('Failed to export assessment');
  const remove = useAction('Failed to delete assessment');
  usePageTitle(load.kind === 'loaded' ? load.assessment.organizationName : 'Assessment');

  useEffect(() => {
    let cancelled = false;
    fetchSupportAssessment(id)
      .then((assessment) => {
        if (cancelled) return;
        setLoad({ kind: 'loaded', assessment });
        // The history is secondary: if it cannot load, the page still shows the assessment.
        fetchHistory(id).then((events) => !cancelled && setHistory(events), () => undefined);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        if (failure instanceof ApiError && failure.status === 404) setLoad({ kind: 'missing' });
        else setLoad({ kind: 'failed', message: 'Failed to fetch assessment' });
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  const refreshHistory = () => fetchHistory(id).then(setHistory, () => undefined);
  const back = (
    <p>
      <Link to={paths.supportResults}>Back to all results</Link>
    </p>
  );

  if (load.kind === 'loading') return <p role="status">Loading...</p>;
  if (load.kind === 'missing') {
    return (
      <div className="page">
        <h1>Assessment not found</h1>
        {back}
      </div>
    );
  }
  if (load.kind === 'failed') {
    return (
      <div className="page">
        <p className="error-box" role="alert">
          Error: {load.message}
        </p>
        {back}
      </div>
    );
  }

  const { assessment } = load;
  const report = buildSummaryReport(assessment, currentBranding());
  const confirmDelete = () =>
    remove.run(async () => {
      if (!window.confirm('Are you sure you want to delete this assessment?')) return;
      await deleteAssessment(assessment.id);
      navigate(paths.supportResults);
    });

  return (
    <div className="page">
      {back}
      <h1>{assessment.organizationName || 'Unnamed organisation'}</h1>
      <section className="card" aria-labelledby="information-title">
        <h2 id="information-title">Assessment Information</h2>
        <dl className="details">
          <dt>Status</dt>
          <dd>
            <StatusBadge status={assessment.status} />
          </dd>
          <dt>Submitted</dt>
          <dd>{longAustralianDate(assessment.createdAt)}</dd>
          <dt>Respondent</dt>
          <dd>{report.respondentName}</dd>
          <dt>Email</dt>
          <dd>{report.respondentEmail}</dd>
          <dt>Average maturity</dt>
          <dd>{report.averageMaturityText} out of 3</dd>
        </dl>
      </section>
      <div className="button-row">
        <button type="button" className="button button--primary" aria-disabled={pdf.busy} onClick={() => void pdf.run(async () => { await exportServerPdf(assessment); await refreshHistory(); })}>
          {pdf.busy ? 'Exporting...' : 'Export PDF'}
        </button>
        <button type="button" className="button button--secondary" aria-disabled={docx.busy} onClick={() => void docx.run(async () => { await exportWordReport(assessment); await refreshHistory(); })}>
          {docx.busy ? 'Generating DOCX...' : 'Export DOCX'}
        </button>
        <button type="button" className="button button--danger" aria-disabled={remove.busy} onClick={() => void confirmDelete()}>
          {remove.busy ? 'Deleting...' : 'Delete Assessment'}
        </button>
      </div>
      {[pdf.error, docx.error, remove.error].filter(Boolean).map((message) => (
        <p key={message} className="error-box" role="alert">
          {message}
        </p>
      ))}
      <section className="card table-card" aria-labelledby="results-title">
        <h2 id="results-title">Maturity Assessment Results</h2>
        <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="results-title">
          <table>
            <thead>
              <tr>
                <th scope="col">Control</th>
                <th scope="col">Target</th>
                <th scope="col">Current</th>
                <th scope="col">Gap</th>
                <th scope="col">Priority</th>
              </tr>
            </thead>
            <tbody>
              {report.controls.map((control) => (
                <tr key={control.id}>
                  <th scope="row">{control.title}</th>
                  <td>
                    {control.targetLevel} {control.targetTitle}
                  </td>
                  <td>
                    {control.currentLevel} {control.currentTitle}
                  </td>
                  <td>{control.gap}</td>
                  <td>
                    <span className="badge" style={{ backgroundColor: control.priority.hex }}>
                      {control.priority.band}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="card" aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        <ul className="history">
          {history.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <time dateTime={new Date(event.at).toISOString()}>{new Date(event.at).toLocaleString('en-AU')}</time>: {event.action}
              {event.details ? ` (${event.details})` : ''} by {event.actor ?? 'the system'}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
