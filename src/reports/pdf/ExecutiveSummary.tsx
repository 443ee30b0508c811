import { Text, View } from '@react-pdf/renderer';
import type { DetailedReport } from '../../domain/detailed-report';
import { strategyLevelsLine } from '../../domain/framework/asd-headline';
import { EVIDENCE_LEVEL_SOURCE, OVERALL_BY_ANSWERS, OVERALL_BY_EVIDENCE } from '../../domain/framework/evidence-level-summary';
import { figureSourceLines, figureSourcesBrief } from '../../domain/figure-sources';
import { EMPTY_PHASE_TEXT, moveInWords, phaseOutcomeBrief, roadmapOpening } from '../../domain/roadmap';
import { DETAILED_PANEL_SIZES, ExposurePanelPdf } from './ExposurePanel';
import { RadarChart } from './RadarChart';
import type { PdfTheme } from './theme';

const cellStyle = { paddingHorizontal: 4 } as const;

/** The figures beside the chart, two to a row, each named as every format names it. */
function Figures({ report, theme }: { report: DetailedReport; theme: PdfTheme }) {
  return (
    <View style={theme.figureGrid}>
      {report.figures.map((figure) => (
        <View key={figure.name} style={[theme.figure, { width: '50%' }]}>
          <View style={theme.figureBox}>
            <Text style={theme.figureValue}>{figure.value}</Text>
            <Text style={theme.figureLabel}>{figure.name}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}

/** What each figure of the executive summary measures (the exposure panel's too), so that no two read as contradicting each other; then how the model's figures are worked out and the published figures for scale. */
export function FigureMeanings({ report, theme }: { report: DetailedReport; theme: PdfTheme }) {
  return (
    <View>
      <Text style={theme.h2} minPresenceAhead={60}>
        What the figures measure
      </Text>
      {[...report.figures, ...(report.exposure?.figures ?? [])].map((figure) => (
        <View key={figure.name} style={[theme.row, { marginBottom: 2 }]} wrap={false}>
          <Text style={[theme.bold, { width: 170, paddingRight: 6 }]}>{figure.name}</Text>
          <Text style={{ flex: 1 }}>{figure.measures}</Text>
        </View>
      ))}
      {report.exposure && (
        <View wrap={false} style={{ marginTop: 4 }}>
          {[report.exposure.method, ...figureSourceLines()].map((line) => (
            <Text key={line} style={[theme.muted, { fontSize: 8.5 }]}>
              {line}
            </Text>
          ))}
        </View>
      )}
    </View>
  );
}

/** The open controls, most urgent first, with their standing and (while money figures are shown) the exposure band of their current level. */
export function TopRisks({ report, theme }: { report: DetailedReport; theme: PdfTheme }) {
  if (report.openControls.length === 0) return <Text>Every strategy has reached its target: no open risks against the targets set.</Text>;
  const withBands = report.exposure !== null;
  const strategyWidth = withBands ? '34%' : '52%';
  return (
    <View>
      <View style={theme.tableHead} wrap={false} minPresenceAhead={40}>
        <Text style={[cellStyle, { width: strategyWidth }]}>Strategy</Text>
        <Text style={[cellStyle, { width: '14%' }]}>Current</Text>
        <Text style={[cellStyle, { width: '14%' }]}>Target</Text>
        <Text style={[cellStyle, { width: '20%' }]}>Standing</Text>
        {withBands && <Text style={[cellStyle, { width: '18%' }]}>Cost exposure</Text>}
      </View>
      {report.openControls.map((control) => (
        <View key={control.id} style={[theme.tableRow, { paddingVertical: 3 }]} wrap={false}>
          <Text style={[cellStyle, { width: strategyWidth }]}>{control.title}</Text>
          <Text style={[cellStyle, { width: '14%' }]}>Level {control.currentLevel}</Text>
          <Text style={[cellStyle, { width: '14%' }]}>Level {control.targetLevel}</Text>
          <View style={[cellStyle, { width: '20%', flexDirection: 'row' }]}>
            <Text style={[theme.badge, { backgroundColor: control.standing.hex }]}>{control.standing.label}</Text>
          </View>
          {withBands && <Text style={[cellStyle, { width: '18%' }]}>{control.exposureBand ?? ''}</Text>}
        </View>
      ))}
    </View>
  );
}

/** The roadmap quarter by quarter, every move in words, with how it was ordered. */
export function RoadmapByQuarter({ report, theme }: { report: DetailedReport; theme: PdfTheme }) {
  const { roadmap } = report;
  return (
    <View>
      <Text style={{ marginBottom: 4 }}>{roadmapOpening(roadmap)}</Text>
      {roadmap.stepCount > 0 &&
        roadmap.phases.map((phase) => (
          <View key={phase.title} style={{ flexDirection: 'row', marginBottom: 3 }} wrap={false}>
            <Text style={[theme.bold, { width: 138 }]}>
              {phase.title} <Text style={[theme.muted, { fontFamily: 'Helvetica' }]}>({phase.period})</Text>
            </Text>
            <Text style={{ flex: 1 }}>
              {phase.moves.length === 0 ? EMPTY_PHASE_TEXT : `${phase.moves.map(moveInWords).join('; ')}.`} <Text style={theme.bold}>{phaseOutcomeBrief(phase)}</Text>
            </Text>
          </View>
        ))}
    </View>
  );
}

/** A detailed assessment's overall level by the answers beside its overall level supported by evidence, and what the second counts. */
export function OverallLevels({ report, theme }: { report: DetailedReport; theme: PdfTheme }) {
  if (!report.evidence) return null;
  return (
    <View wrap={false} style={{ marginBottom: 4, paddingVertical: 4, borderTopWidth: 0.5, borderBottomWidth: 0.5, borderColor: '#d1d5db' }}>
      <View style={theme.row}>
        {[
          [OVERALL_BY_ANSWERS, report.asd.overallName],
          [OVERALL_BY_EVIDENCE, report.evidence.overallName],
        ].map(([label, value]) => (
          <View key={label} style={{ width: '50%' }}>
            <Text style={[theme.muted, { fontSize: 8.5 }]}>{label}</Text>
            <Text style={[theme.bold, { fontSize: 11.5, color: report.consultation.colours.primary }]}>{value}</Text>
          </View>
        ))}
      </View>
      <Text style={[theme.muted, { marginTop: 2 }]}>
        {EVIDENCE_LEVEL_SOURCE}
        {report.ungradedLine !== '' && ` ${report.ungradedLine}`}
        {report.importedLine !== '' && ` ${report.importedLine}`}
      </Text>
    </View>
  );
}

/** The executive summary: the headline, the chart beside the figures, the top risks and the roadmap. */
export function ExecutiveSummary({ report, theme }: { report: DetailedReport; theme: PdfTheme }) {
  return (
    <View>
      <Text style={[theme.bold, { fontSize: 13, lineHeight: 1.35, color: report.consultation.colours.primary, marginBottom: 6 }]}>{report.headline}</Text>
      <Text style={{ marginBottom: 4 }}>{report.asd.headline}</Text>
      {report.asd.methodNote !== '' && <Text style={[theme.muted, { marginBottom: 4 }]}>{report.asd.methodNote}</Text>}
      {report.levelsNote !== '' && <Text style={[theme.muted, { marginBottom: 4 }]}>{report.levelsNote}</Text>}
      <OverallLevels report={report} theme={theme} />
      <View style={{ flexDirection: 'row', marginTop: 4 }} wrap={false}>
        <View style={{ width: '50%', paddingRight: 8 }}>
          <RadarChart controls={report.controls} width={250} />
        </View>
        <View style={{ width: '50%' }}>
          <Figures report={report} theme={theme} />
          {/* The model's figures in one panel beside the chart (what each counts is under "What the figures measure"); the published figures for scale in the note under them. */}
          {report.exposure && (
            <View style={{ marginTop: 4 }}>
              <ExposurePanelPdf panel={report.exposure} color={report.consultation.colours.primary} sizes={DETAILED_PANEL_SIZES} compact />
            </View>
          )}
        </View>
      </View>
      {/* Under the chart, the figures and the exposure panel at full width: the published figures for scale are never beside the model's. */}
      <Text style={{ fontSize: 8, color: '#4b5563', marginTop: 4 }}>
        {report.exposure ? `${figureSourcesBrief()} ` : ''}
        {report.notice}
      </Text>
      <Text style={theme.h2} minPresenceAhead={60}>
        Top risks
      </Text>
      <TopRisks report={report} theme={theme} />
      <Text style={theme.h2} minPresenceAhead={60}>
        Roadmap by quarter
      </Text>
      <RoadmapByQuarter report={report} theme={theme} />
      <Text style={[theme.muted, { marginTop: 6, fontSize: 8.5 }]}>
        {strategyLevelsLine(report.asd)}
      </Text>
    </View>
  );
}
