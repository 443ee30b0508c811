import { Text, View } from '@react-pdf/renderer';
import type { AssessmentReport } from '../../domain/review/assessment-report';
import { ASSESSED_CHART_LEGEND, LEVEL_COLUMNS, LEVELS_WITHIN_TARGET_NOTE } from '../../domain/review/assessment-report-words';
import { Bullets } from '../pdf/Bullets';
import { RadarChart } from '../pdf/RadarChart';
import type { PdfTheme } from '../pdf/theme';
import { Paragraphs, TableRow } from './Parts';

const LEVEL_WIDTHS = ['24%', '19%', '19%', '19%', '19%'];

/** The figures beside the chart: the three overall levels, how much was reviewed and how much differs. */
function Figures({ report, theme }: { report: AssessmentReport; theme: PdfTheme }) {
  const { summary } = report;
  const figures = [...summary.overallLevels.map((level) => ({ value: level.value, label: level.label })), { value: summary.reviewedText, label: 'Requirements reviewed' }, { value: summary.disagreementsText, label: 'Disagreements' }];
  return (
    <View>
      {figures.map((figure) => (
        <View key={figure.label} style={[theme.figureBox, { minHeight: 0, marginBottom: 5, paddingVertical: 5 }]}>
          <Text style={[theme.figureValue, { fontSize: 11.5 }]}>{figure.value}</Text>
          <Text style={theme.figureLabel}>{figure.label}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * The executive summary: the level as assessed and what holds it there, the chart of assessed against target beside
 * the figures, the opinion, each strategy's levels side by side, and the key recommendations.
 */
export function Summary({ report, theme }: { report: AssessmentReport; theme: PdfTheme }) {
  const { summary } = report;
  const primary = report.consultation.colours.primary;
  return (
    <View>
      <Text style={[theme.bold, { fontSize: 16, color: primary }]}>{summary.assessedLevelName} as assessed</Text>
      <Text style={{ marginTop: 2, marginBottom: 6 }}>{summary.limitingText}</Text>
      <View style={{ flexDirection: 'row' }} wrap={false}>
        <View style={{ width: '62%', paddingRight: 8 }}>
          <RadarChart controls={summary.strategies} width={310} legend={ASSESSED_CHART_LEGEND} />
        </View>
        <View style={{ width: '38%' }}>
          <Figures report={report} theme={theme} />
        </View>
      </View>
      <Text style={theme.h2} minPresenceAhead={40}>
        Opinion
      </Text>
      <Paragraphs text={summary.opinion} />
      {summary.widenedScope && <Text style={{ fontSize: 10, lineHeight: 1.35, marginTop: 4 }}>{summary.widenedScope}</Text>}
      <Text style={theme.h2} minPresenceAhead={40}>
        Key security risks
      </Text>
      <Paragraphs text={summary.keySecurityRisks} />
      <Text style={theme.h2} minPresenceAhead={40}>
        Positive findings
      </Text>
      <Paragraphs text={summary.positiveFindings} />
      <View wrap={false}>
        <Text style={theme.h2}>Levels by strategy</Text>
        <TableRow cells={LEVEL_COLUMNS} widths={LEVEL_WIDTHS} theme={theme} head fontSize={8.5} />
        {summary.strategies.map((strategy) => (
          <TableRow
            key={strategy.id}
            cells={[strategy.title, strategy.targetLevelName, strategy.assessedLevelName, strategy.answersLevelName, strategy.evidenceLevelName]}
            widths={LEVEL_WIDTHS}
            theme={theme}
            fontSize={8.5}
          />
        ))}
        <Text style={[theme.muted, { fontSize: 8.5, lineHeight: 1.3, marginTop: 3 }]}>{LEVELS_WITHIN_TARGET_NOTE}</Text>
      </View>
      <View wrap={false}>
        <Text style={theme.h2}>Key recommendations</Text>
        <Bullets items={summary.keyRecommendations} theme={theme} />
      </View>
    </View>
  );
}
