import { Polygon, Svg, Text, View } from '@react-pdf/renderer';
import type { ReportProgress } from '../../domain/detailed-report';
import { DIRECTION_LABELS, type ProgressDirection } from '../../domain/progress';
import { svgPoints } from '../../domain/radar-chart';
import { directionMarker, DIRECTION_COLOURS } from '../../domain/progress-marker';
import { ProgressChart } from './ProgressChart';
import type { PdfTheme } from './theme';

const cellStyle = { paddingHorizontal: 4 } as const;

/** The content width of a page, for the chart. */
const CHART_WIDTH = 515;

/** A direction's marker drawn as a shape (Helvetica has no arrows), then its word. */
function Direction({ direction, size = 7 }: { direction: ProgressDirection; size?: number }) {
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      <Svg width={size} height={size} style={{ marginRight: 4 }}>
        <Polygon points={svgPoints(directionMarker(direction, size))} fill={DIRECTION_COLOURS[direction]} />
      </Svg>
      <Text>{DIRECTION_LABELS[direction]}</Text>
    </View>
  );
}

/**
 * What changed since the earlier assessment of the series: the summary, the overall change with what it
 * rests on, each strategy's change in words with its marker, then the chart of the whole series.
 */
export function Progress({ progress, theme }: { progress: ReportProgress; theme: PdfTheme }) {
  const { since, chart } = progress;
  return (
    <View>
      <Text style={{ marginBottom: 6 }}>{since.summary}</Text>
      <View style={[theme.callout, { marginTop: 0, marginBottom: 8, flexDirection: 'row', alignItems: 'center' }]} wrap={false}>
        <Text style={[theme.bold, { marginRight: 8 }]}>{since.overallTitle}:</Text>
        <Text style={{ flex: 1 }}>{since.overall.words}</Text>
        <Direction direction={since.overall.direction} size={8} />
      </View>
      <View style={theme.tableHead} wrap={false} minPresenceAhead={40}>
        <Text style={[cellStyle, { width: '31%' }]}>Strategy</Text>
        <Text style={[cellStyle, { width: '54%' }]}>Change</Text>
        <Text style={[cellStyle, { width: '15%' }]}>Direction</Text>
      </View>
      {since.strategies.map((strategy) => (
        <View key={strategy.id} style={[theme.tableRow, { paddingVertical: 3 }]} wrap={false}>
          <Text style={[cellStyle, { width: '31%' }]}>{strategy.title}</Text>
          <Text style={[cellStyle, { width: '54%' }]}>{strategy.words}</Text>
          <View style={[cellStyle, { width: '15%' }]}>
            <Direction direction={strategy.direction} />
          </View>
        </View>
      ))}
      <View wrap={false}>
        <Text style={theme.h2}>Levels over time</Text>
        <ProgressChart chart={chart} width={CHART_WIDTH} />
      </View>
    </View>
  );
}
