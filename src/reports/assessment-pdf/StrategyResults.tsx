import { Text, View } from '@react-pdf/renderer';
import { pdfEvidence } from '../../domain/evidence-summary';
import { drawable } from '../pdf/drawable-text';
import type { AssessedRequirement, StrategyResults as Results } from '../../domain/review/assessment-report-results';
import { ANSWER_CHANGED, DIFFERS_FROM_ANSWER, GIVEN_ELSEWHERE_LEAD, givenElsewhereInWords, NO_FINDING, RESULT_COLUMNS, RISK_ACCEPTED_BY, TARGET_REACHED } from '../../domain/review/assessment-report-words';
import { Bullets } from '../pdf/Bullets';
import { wordBreaks } from '../pdf/long-words';
import type { PdfTheme } from '../pdf/theme';
import { Flag, Paragraphs, TableRow } from './Parts';

/** The template's four columns: the requirement, its implementation status, the test type and the justification. */
const WIDTHS = ['33%', '15%', '16%', '36%'];

const small = { fontSize: 8.5, lineHeight: 1.3 } as const;

/** Who the file is whose, after its name. */
const filesInWords = (requirement: AssessedRequirement) => requirement.files.map((file) => `${file.fileName} (${file.whose})`).join(', ');

/** The assessor's justification: the evidence quality judged, an alternate control's review date and who accepted its residual risk, and the note whole. */
function Justification({ requirement, theme }: { requirement: AssessedRequirement; theme: PdfTheme }) {
  const { finding } = requirement;
  if (!finding) return <Text style={[small, theme.muted]}>{NO_FINDING}</Text>;
  return (
    <View>
      <Text style={small}>
        Evidence quality: <Text style={theme.bold}>{finding.evidenceQuality}</Text>
      </Text>
      {finding.reviewBy !== null && <Text style={[small, { marginTop: 1 }]}>Review by: {finding.reviewBy}</Text>}
      {finding.acceptedBy !== null && (
        <Text style={[small, { marginTop: 1 }]}>
          {RISK_ACCEPTED_BY}: <Text style={theme.bold}>{finding.acceptedBy}</Text>
        </Text>
      )}
      {finding.note !== '' && (
        <Text style={[small, { marginTop: 1 }]} hyphenationCallback={wordBreaks}>
          {drawable(finding.note)}
        </Text>
      )}
    </View>
  );
}

/**
 * One requirement as a row of the template's results table, then beneath it the organisation's answer (its
 * justification and evidence summarised when long; the Word report gives them whole), the files and the flags;
 * the whole entry kept on one page.
 */
function RequirementRow({ requirement, theme }: { requirement: AssessedRequirement; theme: PdfTheme }) {
  const { answer } = requirement;
  return (
    <View wrap={false} style={{ borderBottomWidth: 0.5, borderBottomColor: '#d1d5db', paddingVertical: 4 }}>
      <View style={{ flexDirection: 'row' }}>
        <View style={{ width: WIDTHS[0], paddingHorizontal: 4 }}>
          <Text style={{ fontSize: 9.5, lineHeight: 1.3 }}>{requirement.text}</Text>
          <Text style={[theme.muted, { fontSize: 7.5, marginTop: 2 }]}>{requirement.levelsText}</Text>
          {requirement.alsoCountsIn !== '' && <Text style={[theme.muted, { fontSize: 7.5, marginTop: 1 }]}>{requirement.alsoCountsIn}</Text>}
        </View>
        <Text style={[theme.bold, { width: WIDTHS[1], paddingHorizontal: 4 }]}>{requirement.status}</Text>
        <Text style={[small, { width: WIDTHS[2], paddingHorizontal: 4 }]}>{requirement.finding?.testMethod ?? ''}</Text>
        <View style={{ width: WIDTHS[3], paddingHorizontal: 4 }}>
          <Justification requirement={requirement} theme={theme} />
        </View>
      </View>
      <View style={{ marginTop: 4, marginHorizontal: 4, paddingVertical: 3, paddingHorizontal: 6, backgroundColor: '#f3f4f6' }}>
        {(requirement.differs || requirement.answerChanged) && (
          <View style={{ flexDirection: 'row', marginBottom: 2 }}>
            {requirement.differs && <Flag text={DIFFERS_FROM_ANSWER} colour="#b45309" />}
            {requirement.answerChanged && <Flag text={ANSWER_CHANGED} colour="#7c3aed" />}
          </View>
        )}
        <Text style={small} hyphenationCallback={wordBreaks}>
          <Text style={theme.bold}>Organisation&apos;s answer: </Text>
          {answer.inWords}
          {answer.justification !== '' && ` Justification: ${pdfEvidence(answer.justification)}`}
          {answer.evidence !== '' && ` Evidence: ${drawable(pdfEvidence(answer.evidence))}`}
        </Text>
        {requirement.files.length > 0 && (
          <Text style={[small, { marginTop: 1 }]} hyphenationCallback={wordBreaks}>
            <Text style={theme.bold}>Files: </Text>
            {filesInWords(requirement)}
          </Text>
        )}
      </View>
    </View>
  );
}

/**
 * One strategy's block of the template's detailed findings: its levels, the findings commentary, the results table
 * level by level (each level's heading and the table's head kept with its first requirement), and the recommendations.
 */
export function StrategyResults({ results, theme }: { results: Results; theme: PdfTheme }) {
  return (
    <View>
      <Text style={theme.h2}>{results.title}</Text>
      <Text style={{ marginBottom: 2 }}>
        As assessed: <Text style={theme.bold}>{results.assessedLevelName}</Text>  |  Target: {results.targetLevelName}  |  By the answers: {results.answersLevelName}
      </Text>
      {results.heldBackReason && <Text style={{ marginBottom: 2 }}>{results.heldBackReason}.</Text>}
      <Text style={theme.h3}>Findings</Text>
      {results.findingsInOwnWords ? <Paragraphs text={results.findings.join('\n\n')} /> : <Bullets items={results.findings} theme={theme} />}
      {results.levels.map((level) => {
        const [first, ...rest] = level.requirements;
        return (
          <View key={level.level}>
            <View wrap={false} minPresenceAhead={60}>
              <Text style={theme.h3}>{level.levelName}</Text>
              <TableRow cells={RESULT_COLUMNS} widths={WIDTHS} theme={theme} head fontSize={8.5} />
              {first && <RequirementRow requirement={first} theme={theme} />}
            </View>
            {rest.map((requirement) => (
              <RequirementRow key={requirement.id} requirement={requirement} theme={theme} />
            ))}
          </View>
        );
      })}
      {results.givenElsewhere.length > 0 && (
        <View wrap={false}>
          <Text style={[small, { marginTop: 4 }]}>
            <Text style={theme.bold}>{GIVEN_ELSEWHERE_LEAD} </Text>
          </Text>
          <Bullets items={results.givenElsewhere.map(givenElsewhereInWords)} theme={theme} />
        </View>
      )}
      {/* The heading is kept on a page with the first group of recommendations. */}
      <View wrap={false}>
        <Text style={theme.h3}>Recommendations</Text>
        {results.recommendations.length === 0 && <Text>{TARGET_REACHED}</Text>}
        {results.recommendations.slice(0, 1).map((group) => (
          <View key={group.title}>
            <Text style={[theme.bold, { marginTop: 4, marginBottom: 2 }]}>{group.title}</Text>
            <Bullets items={group.items} theme={theme} />
          </View>
        ))}
      </View>
      {results.recommendations.slice(1).map((group) => (
        <View key={group.title} wrap={false}>
          <Text style={[theme.bold, { marginTop: 4, marginBottom: 2 }]}>{group.title}</Text>
          <Bullets items={group.items} theme={theme} />
        </View>
      ))}
    </View>
  );
}
