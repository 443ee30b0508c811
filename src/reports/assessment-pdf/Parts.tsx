import { Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { ReportField } from '../../domain/review/assessment-report-details';
import { assessmentSectionTitle, type AssessmentReportSectionId } from '../../domain/review/assessment-report-words';
import { wordBreaks } from '../pdf/long-words';
import { PageFooter, SectionHeading } from '../pdf/sections';
import type { PdfTheme } from '../pdf/theme';

/** Where each section of the assessment report starts; found by a first layout pass, printed on the cover by the second. */
export type AssessmentSectionPages = Partial<Record<AssessmentReportSectionId, number>>;

/** Called during layout with the page a section starts on. */
export type OnAssessmentSection = (id: AssessmentReportSectionId, page: number) => void;

/** A section of the assessment report starts: its heading, titled as the contents list it. */
export function AssessmentSection({ id, theme, onSection }: { id: AssessmentReportSectionId; theme: PdfTheme; onSection: OnAssessmentSection | undefined }) {
  return <SectionHeading id={id} title={assessmentSectionTitle(id)} theme={theme} onSection={onSection} />;
}

/** Text as the assessor may write it: a paragraph for each block of lines, long words broken. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <View>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <Text key={index} style={{ fontSize: 10, lineHeight: 1.35, marginBottom: 4 }} hyphenationCallback={wordBreaks}>
          {paragraph.trim()}
        </Text>
      ))}
    </View>
  );
}

/** A table of labels and values, as the template gives its document details; long values wrap, long words break. */
export function FieldTable({ fields, theme, labelWidth = '30%' }: { fields: readonly ReportField[]; theme: PdfTheme; labelWidth?: string }) {
  return (
    <View style={{ borderTopWidth: 0.5, borderTopColor: '#d1d5db', marginBottom: 6 }}>
      {fields.map((field) => (
        <View key={field.label} style={[theme.tableRow, { paddingVertical: 3 }]} wrap={false}>
          <Text style={[theme.bold, { width: labelWidth, paddingHorizontal: 4 }]}>{field.label}</Text>
          <Text style={{ flex: 1, paddingHorizontal: 4, fontSize: 10, lineHeight: 1.3 }} hyphenationCallback={wordBreaks}>
            {field.value}
          </Text>
        </View>
      ))}
    </View>
  );
}

/** A row of a table with set column widths, its cells as given, in the page's size of type unless given one. */
export function TableRow({ cells, widths, theme, head = false, fontSize }: { cells: readonly string[]; widths: readonly string[]; theme: PdfTheme; head?: boolean; fontSize?: number }) {
  return (
    <View style={[head ? theme.tableHead : [theme.tableRow, { paddingVertical: 3 }], fontSize ? { fontSize } : {}].flat()} wrap={false}>
      {cells.map((cell, index) => (
        <Text key={`${index}-${cell}`} style={{ width: widths[index], paddingHorizontal: 4 }}>
          {cell}
        </Text>
      ))}
    </View>
  );
}

/** A small coloured mark beside a requirement: a disagreement, or an answer changed since it was reviewed. */
export function Flag({ text, colour }: { text: string; colour: string }) {
  return <Text style={{ color: '#ffffff', backgroundColor: colour, fontSize: 7.5, fontFamily: 'Helvetica-Bold', paddingVertical: 1.5, paddingHorizontal: 5, borderRadius: 6, marginRight: 4 }}>{text}</Text>;
}

/** The classification marking as ASD's template and the protective-marking rules place it: centred, bold, in red capitals' colour. */
const MARKING_STYLE = { position: 'absolute', left: 40, right: 40, textAlign: 'center', fontSize: 9, fontFamily: 'Helvetica-Bold', color: '#b91c1c' } as const;

/** A page of the assessment report after the cover: the classification marking at its head and foot, and the footer with the page number. */
export function MarkedPage({ marking, footer, theme, children }: { marking: string; footer: string; theme: PdfTheme; children: ReactNode }) {
  return (
    <Page size="A4" style={theme.page}>
      <Text style={[MARKING_STYLE, { top: 16 }]} fixed>
        {marking}
      </Text>
      {children}
      <PageFooter text={footer} theme={theme} />
      <Text style={[MARKING_STYLE, { bottom: 10 }]} fixed>
        {marking}
      </Text>
    </Page>
  );
}
