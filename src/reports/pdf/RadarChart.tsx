import { Line, Polygon, Svg, Text, View } from '@react-pdf/renderer';
import { CHART_COLOURS, CHART_LEGEND, CURRENT_PAINT, svgPoints } from '../../domain/radar-chart';
import { placedLabels, REPORT_CHART_BOX, reportRadar, type ChartControl, type ChartLegend } from '../chart-frame';

/** The labels' line height in the chart's units. */
const LABEL_SIZE = 13.5;

/** The legend under the chart: current (or what is drawn in its place) is a filled shape, target a dashed outline, and the scale. */
function Legend({ legend }: { legend: ChartLegend }) {
  return (
    <View style={{ marginTop: 2 }}>
      <View style={{ flexDirection: 'row', justifyContent: 'center', alignItems: 'center', fontSize: 8.5 }}>
        <View style={{ width: 14, height: 8, backgroundColor: '#c6d3f5', borderWidth: 1.2, borderColor: CHART_COLOURS.current, marginRight: 4 }} />
        <Text style={{ marginRight: 14 }}>{legend.current}</Text>
        <Svg width={16} height={8} style={{ marginRight: 4 }}>
          <Line x1={0} y1={4} x2={16} y2={4} stroke={CHART_COLOURS.target} strokeWidth={1.6} strokeDasharray="3 2" />
        </Svg>
        <Text>{legend.target}</Text>
      </View>
      <Text style={{ fontSize: 7.5, color: '#4b5563', textAlign: 'center', marginTop: 2 }}>{legend.scale}</Text>
    </View>
  );
}

/** Target against current for the eight strategies on a 0–3 radar, with its legend and scale: the results page's chart. */
export function RadarChart({ controls, width, legend = CHART_LEGEND }: { controls: readonly ChartControl[]; width: number; legend?: ChartLegend }) {
  const chart = reportRadar(controls);
  const box = REPORT_CHART_BOX;
  const height = (width * box.height) / box.width;
  return (
    <View wrap={false}>
      <Svg width={width} height={height} viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}>
        {chart.rings.map((ring) => (
          <Polygon key={ring.level} points={svgPoints(ring.points)} fill="none" stroke={CHART_COLOURS.grid} strokeWidth={0.6} />
        ))}
        {chart.axes.map((axis) => (
          <Line key={axis.id} x1={chart.centre.x} y1={chart.centre.y} x2={axis.end.x} y2={axis.end.y} stroke={CHART_COLOURS.grid} strokeWidth={0.6} />
        ))}
        {chart.rings.map((ring) => (
          <Text key={`scale-${ring.level}`} x={ring.labelAt.x} y={ring.labelAt.y} style={{ fontSize: 11 }} fill={CHART_COLOURS.text}>
            {String(ring.level)}
          </Text>
        ))}
        <Polygon points={svgPoints(chart.current)} {...CURRENT_PAINT} strokeWidth={1.6} />
        <Polygon points={svgPoints(chart.target)} fill="none" stroke={CHART_COLOURS.target} strokeWidth={1.6} strokeDasharray="5 3" />
        {placedLabels(chart, LABEL_SIZE).map((line) => (
          <Text key={line.key} x={line.x} y={line.y} textAnchor={line.anchor} style={{ fontSize: LABEL_SIZE - 1.5 }} fill={CHART_COLOURS.text}>
            {line.text}
          </Text>
        ))}
      </Svg>
      <Legend legend={legend} />
    </View>
  );
}
