import type { SummaryReport } from '../../domain/summary-report';
import { FigureList } from './FigureList';

/**
 * Who the assessment is for, and the overview's figures (the average and the counts), each with what it
 * measures. The money figures are in the exposure panel below it.
 */
export function ResultsSummary({ report }: { report: SummaryReport }) {
  return (
    <div className="summary-grid">
      <section className="card" aria-labelledby="organisation-title">
        <h2 id="organisation-title">Organisation</h2>
        <dl className="details">
          <dt>Organisation</dt>
          <dd>{report.organisationName}</dd>
          <dt>Contact</dt>
          <dd>{report.respondentName}</dd>
          <dt>Email</dt>
          <dd>{report.respondentEmail}</dd>
          <dt>Assessed on</dt>
          <dd>{report.assessedOn}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="overview-title">
        <h2 id="overview-title">Overview</h2>
        <FigureList figures={report.figures} />
      </section>
    </div>
  );
}
