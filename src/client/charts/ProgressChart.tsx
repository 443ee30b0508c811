import { useId } from 'react';
import { inSeriesOrder, progressChart, type SeriesPoint } from '../../domain/progress';
import { PROGRESS_CHART_COLOURS, type ProgressLayoutOptions } from '../../domain/progress-chart';
import { progressChartLabel, progressTable } from './progress-chart-table';
import { diamondPoints, ProgressChartSvg } from './ProgressChartSvg';

/**
 * The grid at three sizes; the stylesheet shows the one that suits the width of the chart's container
 * (a container query), so the chart fits a phone, the results page and a support page alike without
 * measuring anything, and its type stays near the same size at every width.
 */
const LAYOUTS: { name: string; options: ProgressLayoutOptions }[] = [
  { name: 'one', options: { width: 300, columns: 1, panelHeight: 104, titleRoom: 28, dateRoom: 20, levelRoom: 16, gap: 12 } },
  { name: 'two', options: { width: 600, columns: 2, panelHeight: 124, titleRoom: 28, dateRoom: 20, levelRoom: 16, gap: 22 } },
  { name: 'three', options: { width: 900, columns: 3, panelHeight: 128, titleRoom: 28, dateRoom: 20, levelRoom: 16, gap: 26 } },
];

/** The legend's marks, drawn as the chart draws them. */
function LegendMark({ kind }: { kind: 'current' | 'other' }) {
  return (
    <svg className="legend-swatch legend-swatch--mark" viewBox="0 0 16 16" aria-hidden="true">
      {kind === 'current' ? (
        <polygon points={diamondPoints(8, 8)} fill={PROGRESS_CHART_COLOURS.strategy} />
      ) : (
        <circle cx={8} cy={8} r={4} fill="#fff" stroke={PROGRESS_CHART_COLOURS.strategy} strokeWidth={2} />
      )}
    </svg>
  );
}

/** The levels of the series as a table: the chart's text alternative, folded away as it is long. */
function ProgressTableDetails({ points, currentId }: { points: readonly SeriesPoint[]; currentId: string }) {
  const captionId = useId();
  const table = progressTable(points, currentId);
  return (
    <details className="progress-chart__table">
      <summary>Show the levels as a table</summary>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby={captionId}>
        <table className="compact-table">
          {/* The summary above names the table on screen; the caption names it to a screen reader. */}
          <caption id={captionId} className="visually-hidden">
            Level at each assessment, overall and by strategy
          </caption>
          <thead>
            <tr>
              <th scope="col">Strategy</th>
              {table.columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.date}
                  <span className="progress-chart__kind">, {column.kind}</span>
                  {column.current && <span className="progress-chart__this"> (this assessment)</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.title}</th>
                {row.cells.map((cell, index) => (
                  <td key={table.columns[index]?.id ?? index}>{cell.text}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * The overall level (saying what it rests on) and each strategy's level across a series over time, as small
 * multiples drawn in SVG (the overall first and drawn stronger), the assessment shown marked with a
 * filled diamond, and the same levels as a table beneath. `currentId` is the assessment shown.
 */
export function ProgressChart({ points, currentId }: { points: readonly SeriesPoint[]; currentId: string }) {
  const titleId = useId();
  const chart = progressChart(points);
  const currentIndex = inSeriesOrder(points).findIndex((point) => point.id === currentId);
  const label = progressChartLabel(points, currentId);
  return (
    <figure className="progress-chart" aria-labelledby={titleId}>
      <figcaption>
        <h3 id={titleId}>Levels over time</h3>
        <p className="chart__legend">
          {currentIndex >= 0 && (
            <span className="chart__legend-item">
              <LegendMark kind="current" /> This assessment
            </span>
          )}
          <span className="chart__legend-item">
            <LegendMark kind="other" /> {currentIndex >= 0 ? 'Other assessments' : 'An assessment'}
          </span>
          <span className="chart__legend-scale">Levels 0 to 3, spaced by date</span>
        </p>
      </figcaption>
      <div className="progress-chart__grid">
        {LAYOUTS.map(({ name, options }) => (
          <ProgressChartSvg
            key={name}
            className={`progress-chart__svg progress-chart__svg--${name}`}
            chart={chart}
            options={options}
            currentIndex={currentIndex}
            label={label}
          />
        ))}
      </div>
      <ProgressTableDetails points={points} currentId={currentId} />
    </figure>
  );
}
