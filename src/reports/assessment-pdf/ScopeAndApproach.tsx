import { Text, View } from '@react-pdf/renderer';
import type { AssessmentReport } from '../../domain/review/assessment-report';
import type { PdfTheme } from '../pdf/theme';
import { FieldTable, Paragraphs } from './Parts';

/** The template's introduction: the background (the assessor's words, or the report's), then each field of the scope, approach and limitations. */
export function ScopeAndApproach({ report, theme }: { report: AssessmentReport; theme: PdfTheme }) {
  return (
    <View>
      <Text style={theme.h2}>Background</Text>
      <Paragraphs text={report.scope.background} />
      <Text style={theme.h2} minPresenceAhead={60}>
        Scope, approach and limitations
      </Text>
      <FieldTable fields={report.scope.fields} theme={theme} />
    </View>
  );
}
