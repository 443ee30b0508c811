import { Circle, Line, Polyline, Rect, Svg, Text, View } from '@react-pdf/renderer';
import type { ProgressChart as ProgressChartData } from '../../domain/progress';
import { progressChartLayout, PROGRESS_CHART_COLOURS } from '../../domain/progress-chart';
import { svgPoints } from '../../domain/radar-chart';
import { PROGRESS_CHART_FRAME, progressChartCaption } from '../progress-frame';

/**
 * The progress chart: small multiples, the overall level then each strategy's, level 0 to
 * 3 upward against the assessments' dates left to right, the overall panel drawn stronger.
 */
export function ProgressChart({ chart, width }: { chart: ProgressChartData; width: number }) {
  const layout = progressChartLayout(chart, { ...PROGRESS_CHART_FRAME, width });
  const { fontSizes } = PROGRESS_CHART_FRAME;
  return (
    <View wrap={false}>
      <Svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`}>
        {layout.panels.map((panel) => {
          const colour = panel.emphasis ? PROGRESS_CHART_COLOURS.overall : PROGRESS_CHART_COLOURS.strategy;
          return [
            <Rect key={`${panel.key}-plot`} x={panel.plot.left} y={panel.plot.top} width={panel.plot.width} height={panel.plot.height} fill="none" stroke={PROGRESS_CHART_COLOURS.grid} strokeWidth={0.6} />,
            ...panel.gridlines.map((line) => [
              <Line key={`${panel.key}-grid-${line.level}`} x1={panel.plot.left} y1={line.y} x2={panel.plot.left + panel.plot.width} y2={line.y} stroke={PROGRESS_CHART_COLOURS.grid} strokeWidth={0.5} />,
              <Text key={`${panel.key}-level-${line.level}`} x={line.labelAt.x} y={line.labelAt.y} textAnchor="end" style={{ fontSize: fontSizes.level }} fill={PROGRESS_CHART_COLOURS.text}>
                {String(line.level)}
              </Text>,
            ]),
            <Text key={`${panel.key}-title`} x={panel.titleAt.x} y={panel.titleAt.y} style={{ fontSize: fontSizes.title, fontFamily: panel.emphasis ? 'Helvetica-Bold' : 'Helvetica' }} fill={colour}>
              {panel.title}
            </Text>,
            <Polyline key={`${panel.key}-line`} points={svgPoints(panel.marks)} fill="none" stroke={colour} strokeWidth={panel.emphasis ? 2 : 1.3} />,
            ...panel.marks.map((mark, index) => <Circle key={`${panel.key}-mark-${index}`} cx={mark.x} cy={mark.y} r={panel.emphasis ? 3 : 2.4} fill={colour} />),
            ...panel.dateLabels.map((label) => (
              <Text key={`${panel.key}-date-${label.anchor}`} x={label.at.x} y={label.at.y} textAnchor={label.anchor} style={{ fontSize: fontSizes.date }} fill={PROGRESS_CHART_COLOURS.text}>
                {label.text}
              </Text>
            )),
          ];
        })}
      </Svg>
      <Text style={{ fontSize: 8, color: '#4b5563', marginTop: 4 }}>{progressChartCaption(chart)}</Text>
    </View>
  );
}
