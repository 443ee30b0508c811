import type { ReactNode } from 'react';
import { audBand, summaryExposureBasis } from '../../domain/exposure';
import type { SummaryReport } from '../../domain/summary-report';

/** One headline figure: its name, the number in large type, and an optional unit after it. */
function Figure({ name, value, unit }: { name: string; value: ReactNode; unit?: string }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>
        <span className="figure">{value}</span>
        {unit && (
          <>
            {' '}
            <span className="figure__unit">{unit}</span>
          </>
        )}
      </dd>
    </div>
  );
}

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
          <Figure name="Average maturity" value={report.averageMaturityText} unit="out of 3" />
          <Figure name="High priority controls" value={report.highPriorityCount} />
          <Figure name="Medium priority controls" value={report.mediumPriorityCount} />
        </dl>
      </section>
      <section className="card" aria-labelledby="risk-title">
        <h2 id="risk-title">Risk exposure</h2>
        <dl className="figures">
          <Figure name="Estimated cost exposure" value={report.exposureText} />
          <Figure name="Overall exposure band" value={audBand(report.overallExposure)} />
          <Figure name="Typical time to detect a breach" value={report.timeToDetect} />
        </dl>
        <p className="hint">Indicative estimates only: {summaryExposureBasis()}.</p>
      </section>
    </div>
  );
}
