import { levelPercent } from '../../domain/scoring';
import type { ReportControl } from '../../domain/summary-report';

/**
 * Target against current maturity for the eight controls, as horizontal bars. Drawn in HTML so it
 * reflows on a phone; every bar carries its value in words, and target bars are hatched outlines
 * while current bars are solid, so the two differ by more than colour.
 */
export function MaturityChart({ controls }: { controls: ReportControl[] }) {
  return (
    <figure className="card chart" aria-labelledby="chart-title">
      <figcaption>
        <h2 id="chart-title">Target against current maturity</h2>
        <p className="chart__legend" aria-hidden="true">
          <span className="chart__legend-item">
            <span className="legend-swatch legend-swatch--target" /> Target
          </span>
          <span className="chart__legend-item">
            <span className="legend-swatch legend-swatch--current" /> Current
          </span>
          <span className="chart__legend-item">Scale 0 to 3</span>
        </p>
      </figcaption>
      <ul className="chart__rows">
        {controls.map((control) => (
          <li key={control.id} className="chart__row">
            <span className="chart__label">{control.title}</span>
            <span className="chart__bars">
              <span className="chart__bar-line">
                <span className="chart__track">
                  <span className="chart__bar chart__bar--target" style={{ width: `${levelPercent(control.targetLevel)}%` }} />
                </span>
                <span className="chart__value">
                  Target: {control.targetLevel} ({control.targetTitle})
                </span>
              </span>
              <span className="chart__bar-line">
                <span className="chart__track">
                  <span
                    className="chart__bar chart__bar--current"
                    style={{ width: `${levelPercent(control.currentLevel)}%`, backgroundColor: control.priority.hex }}
                  />
                </span>
                <span className="chart__value">
                  Current: {control.currentLevel} ({control.currentTitle})
                </span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
