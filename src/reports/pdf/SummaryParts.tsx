import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { moveInBrief, NOTHING_TO_SCHEDULE, ROADMAP_BASIS_IN_BRIEF } from '../../domain/roadmap';
import type { SummaryReport } from '../../domain/summary-report';
import type { TopAction } from '../../domain/top-actions';
import type { WhereToStart } from '../../domain/where-to-start';
import { wordBreaks } from './long-words';

const GREY = '#4b5563';

/** How much of the constraints the one-page summary quotes; the detailed report gives them whole. */
export const SUMMARY_CONSTRAINTS_LENGTH = 90;

/** The summary's styles: set small, so that the page holds everything a board reads. */
export const styles = StyleSheet.create({
  page: { paddingTop: 24, paddingBottom: 32, paddingHorizontal: 34, fontSize: 9, fontFamily: 'Helvetica', color: '#111827' },
  banner: { color: '#ffffff', paddingVertical: 8, paddingHorizontal: 14, marginBottom: 10, flexDirection: 'row', alignItems: 'center' },
  product: { fontSize: 8.5, color: '#cbd5e1' },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginTop: 2 },
  subtitle: { fontSize: 9.5, marginTop: 3, color: '#e2e8f0' },
  headline: { fontSize: 11, fontFamily: 'Helvetica-Bold', lineHeight: 1.3 },
  sectionTitle: { fontSize: 10.5, fontFamily: 'Helvetica-Bold', marginTop: 6, marginBottom: 3 },
  figure: { width: '50%', padding: 2.5 },
  figureBox: { borderWidth: 0.75, borderColor: '#d1d5db', borderRadius: 3, paddingVertical: 5, paddingHorizontal: 6, minHeight: 40 },
  figureValue: { fontSize: 12.5, fontFamily: 'Helvetica-Bold' },
  figureLabel: { fontSize: 7.5, color: GREY, marginTop: 2 },
  tableHead: { flexDirection: 'row', backgroundColor: '#e5e7eb', paddingVertical: 3, fontFamily: 'Helvetica-Bold', fontSize: 8.5 },
  tableRow: { flexDirection: 'row', paddingVertical: 1.8, borderBottomWidth: 0.5, borderBottomColor: '#d1d5db', fontSize: 8.5 },
  colControl: { width: '32%', paddingHorizontal: 4 },
  colLevel: { width: '21%', paddingHorizontal: 4 },
  colGap: { width: '6%', paddingHorizontal: 4 },
  colStanding: { width: '20%', paddingHorizontal: 4, flexDirection: 'row', alignItems: 'center' },
  // A detailed assessment's table adds the level supported by evidence, so its columns are narrower.
  colControlNarrow: { width: '27%', paddingHorizontal: 4 },
  colLevelNarrow: { width: '16%', paddingHorizontal: 4 },
  colStandingNarrow: { width: '19%', paddingHorizontal: 4, flexDirection: 'row', alignItems: 'center' },
  registerTitle: { fontSize: 14, fontFamily: 'Helvetica-Bold', marginBottom: 2 },
  swatch: { width: 6.5, height: 6.5, borderRadius: 3.25, marginRight: 4 },
  note: { fontSize: 7.5, color: GREY, marginTop: 3 },
  numbered: { flexDirection: 'row', marginBottom: 3 },
  number: { width: 12, fontFamily: 'Helvetica-Bold' },
  bold: { fontFamily: 'Helvetica-Bold' },
  planRow: { flexDirection: 'row', marginBottom: 1.5 },
  planLabel: { width: 58, color: GREY },
  consult: { paddingVertical: 5, paddingHorizontal: 10, backgroundColor: '#f1f5f9', borderLeftWidth: 3 },
  footer: { position: 'absolute', bottom: 14, left: 34, right: 34, fontSize: 7.5, color: GREY, textAlign: 'center' },
});

/** A detailed assessment's first requirement to work on, with its outcome and the start of its evidence. */
export function WhereToStartBlock({ start, color }: { start: WhereToStart; color: string }) {
  return (
    <View wrap={false}>
      <Text style={[styles.sectionTitle, { color }]}>Where to start</Text>
      <Text>{start.lead}</Text>
      <View style={{ marginTop: 2, paddingLeft: 8, borderLeftWidth: 2, borderLeftColor: '#d1d5db' }}>
        <Text style={styles.bold}>{start.first.text}</Text>
        <Text style={{ fontSize: 8, color: GREY, marginTop: 1 }}>
          {start.first.levelsText}  |  {start.first.ismText}  |  Outcome: {start.first.outcome}
        </Text>
        {start.evidenceExcerpt !== '' && (
          <Text style={{ fontSize: 8, marginTop: 1 }} hyphenationCallback={wordBreaks}>
            Evidence: {start.evidenceExcerpt}
          </Text>
        )}
      </View>
    </View>
  );
}

/** The figures beside the chart, each with its value and name: two to a row, or all in one row above the exposure panel. */
export function Figures({ report, color }: { report: SummaryReport; color: string }) {
  const width = report.exposure ? `${100 / report.figures.length}%` : '50%';
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
      {report.figures.map((figure) => (
        <View style={[styles.figure, { width }]} key={figure.name}>
          <View style={[styles.figureBox, report.exposure ? { minHeight: 0, paddingVertical: 3 } : {}]}>
            <Text style={[styles.figureValue, { color }]}>{figure.value}</Text>
            <Text style={[styles.figureLabel, report.exposure ? { fontSize: 7 } : {}]}>{figure.name}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}

/**
 * A quick check's first three actions: the most urgent open controls and the first step to their next
 * level. A detailed assessment says where to start in its action plan instead.
 */
export function TopActions({ actions, color }: { actions: readonly TopAction[]; color: string }) {
  return (
    <View>
      <Text style={[styles.sectionTitle, { color }]}>Top actions</Text>
      {actions.length === 0 && <Text>Every strategy has reached its target: keep them reviewed, tested and evidenced.</Text>}
      {actions.map((action, index) => (
        <View style={styles.numbered} key={action.title} wrap={false}>
          <Text style={styles.number}>{index + 1}.</Text>
          <Text style={{ flex: 1 }}>
            <Text style={styles.bold}>
              {action.title} ({action.standing}, {action.step}):
            </Text>{' '}
            {action.action}
          </Text>
        </View>
      ))}
    </View>
  );
}

/** The quarters the one-page summary lists; the detailed report lists them all. */
const SUMMARY_QUARTERS = 4;

/** About what two lines of the page hold after a quarter's title: a quarter's moves are cut to it. */
const QUARTER_LINE_LENGTH = 190;

/** A quarter's moves in brief on at most two lines, the ones that do not fit counted: "...; and 3 more". */
function movesInBrief(moves: readonly string[]): string {
  const shown: string[] = [];
  for (const move of moves) {
    if (shown.length > 0 && [...shown, move].join('; ').length > QUARTER_LINE_LENGTH) break;
    shown.push(move);
  }
  const more = moves.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}

/** The roadmap one line a quarter for its first year; quarters with nothing due are left out. */
export function RoadmapInBrief({ report }: { report: SummaryReport }) {
  const { roadmap } = report;
  const phases = roadmap.phases.filter((phase) => phase.moves.length > 0);
  const shown = phases.slice(0, SUMMARY_QUARTERS);
  const later = phases.slice(SUMMARY_QUARTERS).reduce((steps, phase) => steps + phase.moves.reduce((sum, move) => sum + move.toLevel - move.fromLevel, 0), 0);
  if (phases.length === 0) return <Text>{NOTHING_TO_SCHEDULE}</Text>;
  return (
    <View>
      {shown.map((phase) => (
        <Text key={phase.title} style={{ marginBottom: 1.5 }}>
          <Text style={styles.bold}>{phase.title}</Text> ({phase.period}): {movesInBrief(phase.moves.map(moveInBrief))}
        </Text>
      ))}
      {later > 0 && <Text style={{ marginBottom: 1.5 }}>Then {later} more level step{later === 1 ? '' : 's'}, quarter by quarter, as the detailed report sets out.</Text>}
      <Text style={styles.note}>
        {roadmap.pace} {ROADMAP_BASIS_IN_BRIEF}
      </Text>
    </View>
  );
}
