import { MATURITY_LEVELS } from '../../domain/maturity-levels';
import { levelPercent } from '../../domain/scoring';
import type { DashboardControl } from '../../domain/support-views';

/**
 * Average maturity by control: each average on a track from 0 to 3 with the levels marked, and the
 * average target as a marker on the same track; every bar says its figures in words too.
 */
export function LevelBars({ controls }: { controls: readonly DashboardControl[] }) {
  return (
    <>
      <p className="dash-legend" aria-hidden="true">
        <span>
          <span className="dash-legend__swatch" />
          Average now
        </span>
        <span>
          <span className="dash-legend__marker" />
          Average target
        </span>
      </p>
      <div className="dash-scale" aria-hidden="true">
        <span className="dash-scale__spacer" />
        <span className="dash-scale__ticks">
          {MATURITY_LEVELS.map((level) => (
            <span key={level.level}>{level.level}</span>
          ))}
        </span>
      </div>
      <ul className="dash-bars">
        {controls.map((control) => (
          <li key={control.id} className="dash-bar">
            <span className="dash-bar__label">{control.title}</span>
            <span className="dash-bar__track" aria-hidden="true">
              <span className="dash-bar__value" style={{ width: `${levelPercent(control.averageCurrent)}%` }} />
              <span className="dash-bar__target" style={{ left: `${levelPercent(control.averageTarget)}%` }} />
            </span>
            <span className="dash-bar__words">
              {control.averageCurrent.toFixed(1)} now, target {control.averageTarget.toFixed(1)} (out of 3)
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
