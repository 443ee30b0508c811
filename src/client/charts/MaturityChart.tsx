import { CHART_COLOURS, CHART_LEGEND, CURRENT_PAINT } from '../../domain/radar-chart';
import type { ReportControl } from '../../domain/summary-report';
import { RadarSvg } from './RadarSvg';

/** A legend swatch drawn with exactly the stroke and fill of the shape it names. */
function Swatch({ kind }: { kind: 'target' | 'current' }) {
  return (
    <svg className="legend-swatch" viewBox="0 0 28 14" aria-hidden="true">
      {kind === 'target' ? (
        <rect x={1.5} y={1.5} width={25} height={11} fill="none" stroke={CHART_COLOURS.target} strokeWidth={2.5} strokeDasharray="7 4" />
      ) : (
        <rect x={1} y={1} width={26} height={12} {...CURRENT_PAINT} strokeWidth={2} />
      )}
    </svg>
  );
}

/** The chart's values as a table: its text alternative, and the way to read exact levels. */
function ChartTable({ controls }: { controls: ReportControl[] }) {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="chart-table-title">
      <table className="compact-table">
        <caption id="chart-table-title">Target, current level and standing of each strategy</caption>
        <thead>
          <tr>
            <th scope="col">Strategy</th>
            <th scope="col">Target</th>
            <th scope="col">Current</th>
            <th scope="col">Standing</th>
          </tr>
        </thead>
        <tbody>
          {controls.map((control) => (
            <tr key={control.id}>
              <th scope="row">{control.title}</th>
              <td>{control.targetLevel}</td>
              <td>{control.currentLevel}</td>
              <td>{control.standing.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Target against current maturity for the eight strategies: a radar on a 0 to 3 scale, the target a
 * dashed outline and the current level a filled shape (they differ by more than colour), with a table
 * of the same values beside it as the text alternative.
 */
export function MaturityChart({ controls }: { controls: ReportControl[] }) {
  return (
    <figure className="card chart" aria-labelledby="chart-title">
      <figcaption>
        <h2 id="chart-title">Target against current maturity</h2>
        <p className="chart__legend">
          <span className="chart__legend-item">
            <Swatch kind="target" /> {CHART_LEGEND.target}
          </span>
          <span className="chart__legend-item">
            <Swatch kind="current" /> {CHART_LEGEND.current}
          </span>
          <span className="chart__legend-scale">{CHART_LEGEND.scale}</span>
        </p>
      </figcaption>
      <div className="chart__body">
        <RadarSvg
          controls={controls}
          label="Radar chart of the target and current level of each of the eight strategies, on a scale of 0 to 3; the table beside it gives the same values."
        />
        <ChartTable controls={controls} />
      </div>
    </figure>
  );
}
