import { Text, View } from '@react-pdf/renderer';
import type { AssessedException, AssessmentReport, Definition } from '../../domain/review/assessment-report';
import {
  afterText,
  ASSESSOR_NOTE_LABEL,
  EVIDENCE_FILES_APPENDIX_INTRO,
  EXCEPTIONS_AS_FOUND_EMPTY,
  EXCEPTIONS_AS_FOUND_INTRO,
  RECOMMENDATIONS_INTRO,
  RISK_ACCEPTED_BY,
} from '../../domain/review/assessment-report-words';
import { ActionPlan } from '../pdf/ActionPlan';
import { Bullets } from '../pdf/Bullets';
import { ExceptionsRegister } from '../pdf/ExceptionsRegister';
import { wordBreaks } from '../pdf/long-words';
import type { PdfTheme } from '../pdf/theme';
import { AssessmentSection, TableRow, type OnAssessmentSection } from './Parts';

const FILE_WIDTHS = ['50%', '32%', '18%'];

/** What an exception as found adds after the assessor's justification: the organisation's own outcome, with its justification and who accepted the residual risk where it gave them. */
function ExceptionAsFound({ entry, theme }: { entry: AssessedException; theme: PdfTheme }) {
  return (
    <Text style={{ fontSize: 8.5, lineHeight: 1.3, marginTop: 2, color: '#4b5563' }} hyphenationCallback={wordBreaks}>
      <Text style={theme.bold}>Organisation&apos;s answer: </Text>
      {entry.answered}
      {entry.answeredJustification !== '' && (
        <>
          {'.  '}
          <Text style={theme.bold}>Its justification: </Text>
          {entry.answeredJustification}
        </>
      )}
      {entry.answeredApprovedBy !== '' && (
        <>
          {afterText(entry.answeredJustification || entry.answered)}
          <Text style={theme.bold}>{RISK_ACCEPTED_BY}: </Text>
          {entry.answeredApprovedBy}
        </>
      )}
    </Text>
  );
}

/** A list of names and what each means, as the appendix gives the outcomes, the test methods and the grades of evidence. */
function Definitions({ title, definitions, theme }: { title: string; definitions: readonly Definition[]; theme: PdfTheme }) {
  return (
    <View>
      <Text style={theme.h2} minPresenceAhead={40}>
        {title}
      </Text>
      {definitions.map((definition) => (
        <View key={definition.name} style={[theme.row, { marginBottom: 3 }]} wrap={false}>
          <Text style={[theme.bold, { width: 170, paddingRight: 6 }]}>{definition.name}</Text>
          <Text style={{ flex: 1, fontSize: 10, lineHeight: 1.3 }}>{definition.meaning}</Text>
        </View>
      ))}
    </View>
  );
}

/** The exceptions as found, the recommendations in the order of the action plan on the findings, and the appendix. */
export function ClosingSections({ report, theme, onSection }: { report: AssessmentReport; theme: PdfTheme; onSection: OnAssessmentSection | undefined }) {
  const { appendix } = report;
  return (
    <View>
      <AssessmentSection id="exceptions" theme={theme} onSection={onSection} />
      <ExceptionsRegister
        exceptions={report.exceptions}
        theme={theme}
        words={{ intro: EXCEPTIONS_AS_FOUND_INTRO, empty: EXCEPTIONS_AS_FOUND_EMPTY, facts: (entry) => entry.facts, more: (entry) => <ExceptionAsFound entry={entry} theme={theme} />, whole: true }}
      />
      <AssessmentSection id="recommendations" theme={theme} onSection={onSection} />
      <ActionPlan plan={report.actionPlan} theme={theme} intro={RECOMMENDATIONS_INTRO} note={{ label: ASSESSOR_NOTE_LABEL, whole: true }} />
      <AssessmentSection id="appendix" theme={theme} onSection={onSection} />
      <Text style={theme.h2}>The level rule</Text>
      <Bullets items={appendix.levelRule} theme={theme} />
      <Definitions title="Outcomes" definitions={appendix.outcomes} theme={theme} />
      <Definitions title="Test methods, most conclusive first" definitions={appendix.testMethods} theme={theme} />
      <Definitions title="Evidence quality, best first" definitions={appendix.evidenceQualities} theme={theme} />
      <Text style={theme.h2} minPresenceAhead={60}>
        Evidence files
      </Text>
      <Text style={{ marginBottom: 4 }}>{EVIDENCE_FILES_APPENDIX_INTRO}</Text>
      <TableRow cells={['Requirement', 'File', 'Whose']} widths={FILE_WIDTHS} theme={theme} head />
      {appendix.files.map((file) => (
        <TableRow key={`${file.requirement}-${file.fileName}`} cells={[file.requirement, file.fileName, file.whose]} widths={FILE_WIDTHS} theme={theme} />
      ))}
      {appendix.files.length === 0 && <Text style={{ padding: 4 }}>No evidence file is kept with the assessment.</Text>}
    </View>
  );
}
