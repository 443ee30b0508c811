import type { ProgressChart } from '../../domain/progress';
import { PROGRESS_CHART_COLOURS, progressChartLayout, type ProgressLayoutOptions, type ProgressPanel } from '../../domain/progress-chart';
import { svgPoints } from '../../domain/radar-chart';

/** Type sizes in the drawing's units: a panel's title, the overall panel's title, and the level numbers and dates. */
const TITLE_SIZE = 13;
const OVERALL_TITLE_SIZE = 14;
const SMALL_SIZE = 12;
/** Half the width of the diamond marking the assessment shown, and the radius of the others' circles. */
const DIAMOND = 6.5;
const CIRCLE = 4;
/** How far the title's baseline sits above the plot, clear of the top level's number. */
const TITLE_RISE = 12;
/** The tint behind the overall panel's plot, which sets it apart from the strategies'. */
const OVERALL_TINT = '#eff6ff';

/** The diamond that marks the assessment shown: filled, so it differs from the other assessments' hollow circles by shape and fill. */
export function diamondPoints(x: number, y: number, half: number = DIAMOND): string {
  return svgPoints([
    { x, y: y - half },
    { x: x + half, y },
    { x, y: y + half },
    { x: x - half, y },
  ]);
}

/** One small chart: the title, level lines 0 to 3, the line through the assessments, their marks and the first and last dates. */
function Panel({ panel, currentIndex }: { panel: ProgressPanel; currentIndex: number }) {
  const colour = panel.emphasis ? PROGRESS_CHART_COLOURS.overall : PROGRESS_CHART_COLOURS.strategy;
  const { plot } = panel;
  return (
    <g>
      {panel.emphasis && <rect x={plot.left} y={plot.top} width={plot.width} height={plot.height} fill={OVERALL_TINT} />}
      <text
        x={panel.titleAt.x}
        y={Math.min(panel.titleAt.y, plot.top - TITLE_RISE)}
        fontSize={panel.emphasis ? OVERALL_TITLE_SIZE : TITLE_SIZE}
        fontWeight={panel.emphasis ? 700 : 600}
        fill={panel.emphasis ? PROGRESS_CHART_COLOURS.overall : PROGRESS_CHART_COLOURS.text}
      >
        {panel.title}
      </text>
      <g stroke={PROGRESS_CHART_COLOURS.grid} strokeWidth={1}>
        {panel.gridlines.map((line) => (
          <line key={line.level} x1={plot.left} x2={plot.left + plot.width} y1={line.y} y2={line.y} />
        ))}
      </g>
      <g fontSize={SMALL_SIZE} fill={PROGRESS_CHART_COLOURS.text}>
        {panel.gridlines.map((line) => (
          <text key={line.level} x={line.labelAt.x} y={line.labelAt.y} textAnchor="end">
            {line.level}
          </text>
        ))}
        {panel.dateLabels.map((label) => (
          <text key={label.anchor} x={label.at.x} y={label.at.y} textAnchor={label.anchor}>
            {label.text}
          </text>
        ))}
      </g>
      {panel.marks.length > 1 && (
        <polyline points={svgPoints(panel.marks)} fill="none" stroke={colour} strokeWidth={panel.emphasis ? 3 : 2} strokeLinejoin="round" />
      )}
      {panel.marks.map((mark, index) =>
        index === currentIndex ? (
          <polygon key={index} points={diamondPoints(mark.x, mark.y)} fill={colour} stroke="#fff" strokeWidth={1.5} />
        ) : (
          <circle key={index} cx={mark.x} cy={mark.y} r={CIRCLE} fill="#fff" stroke={colour} strokeWidth={2} />
        ),
      )}
    </g>
  );
}

/**
 * The progress chart at one size: small multiples of the overall level and each strategy's, laid out by
 * `progressChartLayout`. `currentIndex` is the place in the series of the assessment shown (-1: none).
 */
export function ProgressChartSvg({
  chart,
  options,
  currentIndex,
  label,
  className,
}: {
  chart: ProgressChart;
  options: ProgressLayoutOptions;
  currentIndex: number;
  label: string;
  className: string;
}) {
  const layout = progressChartLayout(chart, options);
  return (
    <svg className={className} viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={label}>
      {layout.panels.map((panel) => (
        <Panel key={panel.key} panel={panel} currentIndex={currentIndex} />
      ))}
    </svg>
  );
}

