import { audBand } from '../../domain/exposure';
import type { SummaryReport } from '../../domain/summary-report';

/** Who the assessment is for and the headline figures: average maturity, priorities and exposure. */
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
          <div>
            <dt>Average maturity</dt>
            <dd>
              <span className="figure">{report.averageMaturityText}</span> <span className="figure__unit">out of 3</span>
            </dd>
          </div>
          <div>
            <dt>High priority controls</dt>
            <dd>
              <span className="figure">{report.highPriorityCount}</span>
            </dd>
          </div>
          <div>
            <dt>Medium priority controls</dt>
            <dd>
              <span className="figure">{report.mediumPriorityCount}</span>
            </dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="risk-title">
        <h2 id="risk-title">Risk exposure</h2>
        <dl className="figures">
          <div>
            <dt>Estimated cost exposure</dt>
            <dd>
              <span className="figure">{report.exposureText}</span>
            </dd>
          </div>
          <div>
            <dt>Overall exposure band</dt>
            <dd>
              <span className="figure">{audBand(report.overallExposure)}</span>
            </dd>
          </div>
          <div>
            <dt>Typical time to detect a breach</dt>
            <dd>
              <span className="figure">{report.timeToDetect}</span>
            </dd>
          </div>
        </dl>
        <p className="hint">
          Indicative only: A$500,000 for each control not implemented and A$250,000 for each at the initial level.
        </p>
      </section>
    </div>
  );
}
