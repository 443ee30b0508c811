import type { SummaryReport } from '../../domain/summary-report';

/**
 * Who the assessment is for, and the overview's figures. Each figure says what it measures, so that
 * the cost of the weak controls (A$0 when none is below level 2) and the organisation-wide band read
 * as two different measures rather than as a contradiction.
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
        <dl className="figures">
          {report.figures.map((figure) => (
            <div key={figure.name}>
              <dt>{figure.name}</dt>
              <dd>
                <span className="figure">{figure.value}</span>
                <span className="figures__measures">{figure.measures}</span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="hint">Exposure and time to detect are indicative estimates, drawn from typical figures, not a prediction for this organisation.</p>
      </section>
    </div>
  );
}
