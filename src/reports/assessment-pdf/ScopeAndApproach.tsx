import { Text, View } from '@react-pdf/renderer';
import type { AssessmentReport } from '../../domain/review/assessment-report';
import type { PdfTheme } from '../pdf/theme';
import { FieldTable } from './Parts';

/** The template's introduction: the background in a paragraph, then each field of the scope and approach. */
export function ScopeAndApproach({ report, theme }: { report: AssessmentReport; theme: PdfTheme }) {
  return (
    <View>
      <Text style={{ fontSize: 10, lineHeight: 1.35, marginBottom: 6 }}>{report.scope.background}</Text>
      <FieldTable fields={report.scope.fields} theme={theme} />
    </View>
  );
}
