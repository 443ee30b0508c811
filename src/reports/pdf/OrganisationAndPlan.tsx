import { Text, View } from '@react-pdf/renderer';
import type { DetailedReport } from '../../domain/detailed-report';
import { oneLineName, pdfConstraints } from '../../domain/evidence-summary';
import { prioritiesInWords, STEPS_PER_QUARTER_LABEL } from '../../domain/planning';
import { FigureMeanings } from './ExecutiveSummary';
import { wordBreaks } from './long-words';
import { SectionStart, type OnSection } from './sections';
import type { PdfTheme } from './theme';

/** The detailed PDF's organisation and implementation plan (names on one line, long constraints summarised, an over-long word broken), then what each figure measures. */
export function OrganisationAndPlan({ report, theme, onSection }: { report: DetailedReport; theme: PdfTheme; onSection: OnSection | undefined }) {
  return (
    <>
      <SectionStart id="organisation" theme={theme} onSection={onSection} />
      {[
        ['Organisation', oneLineName(report.organisationName)],
        ['Contact', oneLineName(report.respondentName)],
        ['Email', report.respondentEmail],
        ['Assessed on', report.assessedOn],
        ['Timeline', report.planning.timeline],
        [STEPS_PER_QUARTER_LABEL, report.planning.stepsPerQuarter],
        ['Priorities', prioritiesInWords(report.planning)],
        ['Constraints', pdfConstraints(report.planning.constraints)],
      ].map(([label, value]) => (
        <View key={label} style={[theme.row, { marginBottom: 3 }]} wrap={false}>
          <Text style={theme.infoLabel}>{label}</Text>
          {/* A long email address is one word: it breaks rather than run off the page. */}
          <Text style={{ flex: 1 }} hyphenationCallback={wordBreaks}>
            {value}
          </Text>
        </View>
      ))}
      <FigureMeanings report={report} theme={theme} />
    </>
  );
}
