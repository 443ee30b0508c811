import { Text, View } from '@react-pdf/renderer';
import type { AssessmentReport } from '../../domain/review/assessment-report';
import { NO_REVISION_YET } from '../../domain/review/assessment-report-words';
import type { PdfTheme } from '../pdf/theme';
import { FieldTable, TableRow } from './Parts';

const REVISION_COLUMNS = ['Version', 'Date', 'Description', 'Author'];
const REVISION_WIDTHS = ['12%', '22%', '40%', '26%'];

/** The template's document details: the assessment, who prepared the report and for whom, and its revision history. */
export function DocumentDetails({ report, theme }: { report: AssessmentReport; theme: PdfTheme }) {
  const { details } = report;
  return (
    <View>
      <Text style={theme.h2}>Assessment</Text>
      <FieldTable fields={details.assessment} theme={theme} />
      <Text style={theme.h2}>Prepared by</Text>
      <FieldTable fields={details.preparedBy} theme={theme} />
      <Text style={theme.h2}>Prepared for</Text>
      <FieldTable fields={details.preparedFor} theme={theme} />
      <View wrap={false}>
        <Text style={theme.h2}>Revision history</Text>
        <TableRow cells={REVISION_COLUMNS} widths={REVISION_WIDTHS} theme={theme} head />
        {details.revisions.length === 0 && <Text style={{ padding: 4 }}>{NO_REVISION_YET}</Text>}
        {details.revisions.map((revision) => (
          <TableRow key={revision.description} cells={[revision.version, revision.date, revision.description, revision.author]} widths={REVISION_WIDTHS} theme={theme} />
        ))}
      </View>
      <Text style={[theme.muted, { marginTop: 12 }]}>{report.notice}</Text>
    </View>
  );
}
