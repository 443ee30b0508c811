import { figureSourceLines } from '../../domain/figure-sources';
import type { SummaryReport } from '../../domain/summary-report';

/** What the exposure and time-to-detect figures rest on: the model said once, then the published figures cited for scale. */
function FigureSources() {
  const [model, ...sources] = figureSourceLines();
  return (
    <div className="hint figure-sources">
      <p>{model}</p>
      <ul aria-label="Published figures for scale">
        {sources.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Who the assessment is for, and the overview's figures. Each figure says what it measures, so that
 * the cost of the controls and the organisation-wide band read as two different measures rather than
 * as a contradiction, and each modelled figure says what it rests on.
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
                {figure.basis !== null && <span className="figures__basis">{figure.basis}</span>}
              </dd>
            </div>
          ))}
        </dl>
        <FigureSources />
      </section>
    </div>
  );
}
