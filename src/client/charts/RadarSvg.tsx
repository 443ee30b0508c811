import { CHART_COLOURS, CURRENT_PAINT, radarChart, spokeLabelLines, svgPoints } from '../../domain/radar-chart';
import type { ReportControl } from '../../domain/summary-report';

/** The drawing's square side, the margin kept for labels, and the labels' type, in the drawing's units. */
const SIZE = 440;
const LABEL_ROOM = 122;
const FONT_SIZE = 14;
const LINE_HEIGHT = 16;
/** Characters per label line: the longest word of a strategy's name, which must fit between a spoke's end and the edge. */
const LABEL_CHARS = 14;

/** How the page sets a spoke's label: lines stacked away from the centre, in the drawing's units. */
const LABEL_STYLE = { lineLength: LABEL_CHARS, lineHeight: LINE_HEIGHT, belowOffset: FONT_SIZE, besideOffset: FONT_SIZE / 3 };

/** The radar itself: rings at levels 1 to 3, a spoke per strategy, the target dashed and the current level filled. */
export function RadarSvg({ controls, label }: { controls: ReportControl[]; label: string }) {
  const chart = radarChart(controls, SIZE, LABEL_ROOM);
  const labels = chart.axes.map((axis) => ({ axis, lines: spokeLabelLines(axis, chart.centre.y, LABEL_STYLE) }));
  const ys = labels.flatMap(({ lines }) => lines.map((line) => line.y));
  const top = Math.floor(Math.min(...ys, chart.centre.y - chart.radius) - FONT_SIZE - 4);
  const bottom = Math.ceil(Math.max(...ys, chart.centre.y + chart.radius) + 6);
  return (
    <svg className="radar" viewBox={`0 ${top} ${SIZE} ${bottom - top}`} role="img" aria-label={label}>
      <g fill="none" stroke={CHART_COLOURS.grid} strokeWidth={1}>
        {chart.rings.map((ring) => (
          <polygon key={ring.level} points={svgPoints(ring.points)} />
        ))}
        {chart.axes.map((axis) => (
          <line key={axis.id} x1={chart.centre.x} y1={chart.centre.y} x2={axis.end.x} y2={axis.end.y} />
        ))}
      </g>
      <polygon points={svgPoints(chart.current)} {...CURRENT_PAINT} strokeWidth={2} strokeLinejoin="round" />
      {chart.current.map((point, index) => (
        <circle key={chart.axes[index]?.id} cx={point.x} cy={point.y} r={3.5} fill={CHART_COLOURS.current} />
      ))}
      <polygon points={svgPoints(chart.target)} fill="none" stroke={CHART_COLOURS.target} strokeWidth={2.5} strokeDasharray="7 4" strokeLinejoin="round" />
      <g fontSize={12} fill={CHART_COLOURS.text} stroke="#fff" strokeWidth={3} paintOrder="stroke">
        {chart.rings.map((ring) => (
          <text key={ring.level} x={ring.labelAt.x} y={ring.labelAt.y}>
            {ring.level}
          </text>
        ))}
        <text x={chart.centre.x + 4} y={chart.centre.y - 4}>
          0
        </text>
      </g>
      <g fontSize={FONT_SIZE} fill={CHART_COLOURS.text}>
        {labels.map(({ axis, lines }) => (
          <text key={axis.id} textAnchor={axis.anchor}>
            {lines.map((line) => (
              <tspan key={line.y} x={axis.label.x} y={line.y}>
                {line.text}
              </tspan>
            ))}
          </text>
        ))}
      </g>
    </svg>
  );
}
