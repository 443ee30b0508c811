import { Document, Page, StyleSheet, Text, View, pdf, renderToBuffer } from '@react-pdf/renderer';
import { audBand, summaryExposureBasis } from '../domain/exposure';
import { BrandMark } from './pdf/BrandMark';
import { wordBreaks } from './pdf/long-words';
import './pdf/theme';
import type { SummaryReport } from '../domain/summary-report';
import { whereToStart, type WhereToStart } from '../domain/where-to-start';

const NAVY = '#16324f';
const GREY = '#4b5563';

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: 'Helvetica', color: '#111827' },
  banner: { backgroundColor: NAVY, color: '#ffffff', padding: 14, marginBottom: 16 },
  product: { fontSize: 9, color: '#cbd5e1' },
  title: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginTop: 4 },
  subtitle: { fontSize: 10, marginTop: 4, color: '#e2e8f0' },
  sectionTitle: { fontSize: 12, fontFamily: 'Helvetica-Bold', color: NAVY, marginTop: 14, marginBottom: 6 },
  infoRow: { flexDirection: 'row', marginBottom: 2 },
  infoLabel: { width: 90, color: GREY },
  figures: { flexDirection: 'row', flexWrap: 'wrap', marginHorizontal: -4 },
  figure: { width: '33.33%', padding: 4 },
  figureBox: { borderWidth: 1, borderColor: '#d1d5db', borderRadius: 4, padding: 8, minHeight: 52 },
  figureValue: { fontSize: 15, fontFamily: 'Helvetica-Bold', color: NAVY },
  figureLabel: { fontSize: 8.5, color: GREY, marginTop: 3 },
  tableHead: { flexDirection: 'row', backgroundColor: '#e5e7eb', paddingVertical: 4, fontFamily: 'Helvetica-Bold' },
  tableRow: { flexDirection: 'row', paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: '#d1d5db' },
  colControl: { width: '31%', paddingHorizontal: 4 },
  colLevel: { width: '20%', paddingHorizontal: 4 },
  colGap: { width: '7%', paddingHorizontal: 4 },
  colPriority: { width: '22%', paddingHorizontal: 4, flexDirection: 'row', alignItems: 'center' },
  swatch: { width: 7, height: 7, borderRadius: 4, marginRight: 4 },
  note: { fontSize: 8, color: GREY, marginTop: 4 },
  consult: { marginTop: 14, padding: 12, backgroundColor: '#f1f5f9', borderLeftWidth: 3, borderLeftColor: NAVY },
  consultTitle: { fontSize: 12, fontFamily: 'Helvetica-Bold', color: NAVY, marginBottom: 4 },
  bullet: { flexDirection: 'row', marginTop: 2 },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 8, color: GREY, textAlign: 'center' },
});

/** Tighter spacing for a detailed assessment, whose summary also says where to start, so it stays on one page. */
const dense = StyleSheet.create({
  sectionTitle: { marginTop: 8, marginBottom: 4 },
  figureBox: { minHeight: 40, paddingVertical: 5 },
  tableRow: { paddingVertical: 2 },
  consult: { marginTop: 8, paddingVertical: 8 },
});

function Figure({ value, label, color, tight }: { value: string; label: string; color: string; tight: boolean }) {
  return (
    <View style={styles.figure}>
      <View style={tight ? [styles.figureBox, dense.figureBox] : styles.figureBox}>
        <Text style={[styles.figureValue, { color }]}>{value}</Text>
        <Text style={styles.figureLabel}>{label}</Text>
      </View>
    </View>
  );
}

/** A detailed assessment's first requirement to work on, with its outcome and the start of its evidence. */
function WhereToStartBlock({ start, color }: { start: WhereToStart; color: string }) {
  return (
    <View wrap={false}>
      <Text style={[styles.sectionTitle, dense.sectionTitle, { color }]}>Where to start</Text>
      <Text>{start.lead}</Text>
      <View style={{ marginTop: 3, paddingLeft: 8, borderLeftWidth: 2, borderLeftColor: '#d1d5db' }}>
        <Text style={{ fontFamily: 'Helvetica-Bold', fontSize: 9 }}>{start.first.text}</Text>
        <Text style={{ fontSize: 8.5, color: GREY, marginTop: 1 }}>
          {start.first.levelsText}  |  {start.first.ismText}  |  Outcome: {start.first.outcome}
        </Text>
        {start.evidenceExcerpt !== '' && (
          <Text style={{ fontSize: 8.5, marginTop: 1 }} hyphenationCallback={wordBreaks}>
            Evidence: {start.evidenceExcerpt}
          </Text>
        )}
      </View>
    </View>
  );
}

/** The one-page A4 summary, drawn from the summary report model. */
export function SummaryDocument({ report }: { report: SummaryReport }) {
  const { consultation } = report;
  const primary = { color: consultation.colours.primary };
  const start = whereToStart(report);
  const tight = report.kind === 'detailed';
  const sectionTitle = tight ? [styles.sectionTitle, dense.sectionTitle, primary] : [styles.sectionTitle, primary];
  return (
    <Document title={`${report.organisationName}: Essential Eight Assessment Summary`} author={consultation.companyName} language="en-AU">
      <Page size="A4" style={styles.page}>
        <View style={[styles.banner, { backgroundColor: consultation.colours.primary, flexDirection: 'row', alignItems: 'center' }]}>
          <View style={{ marginRight: 12 }}>
            <BrandMark branding={consultation} size={40} inverse />
          </View>
          <View style={{ flex: 1 }}>
          <Text style={styles.product}>{consultation.companyName}</Text>
          <Text style={styles.title}>Essential Eight Assessment Summary</Text>
          <Text style={styles.subtitle}>
            {report.organisationName} - assessed {report.assessedOn}
          </Text>
          </View>
        </View>
        <View>
          {[
            ['Organisation', report.organisationName],
            ['Contact', report.respondentName],
            ['Email', report.respondentEmail],
          ].map(([label, value]) => (
            <View style={styles.infoRow} key={label}>
              <Text style={styles.infoLabel}>{label}</Text>
              <Text>{value}</Text>
            </View>
          ))}
        </View>
        <Text style={sectionTitle}>Maturity level by ASD's method</Text>
        <Text>{report.asd.headline}</Text>
        {report.levelsNote !== '' && <Text style={styles.note}>{report.levelsNote}</Text>}
        {start && <WhereToStartBlock start={start} color={consultation.colours.primary} />}
        <Text style={sectionTitle}>Key figures</Text>
        <View style={styles.figures}>
          <Figure tight={tight} color={consultation.colours.primary} value={`${report.averageMaturityText} / 3`} label="Average maturity" />
          <Figure tight={tight} color={consultation.colours.primary} value={String(report.highPriorityCount)} label={report.highPriorityLabel} />
          <Figure tight={tight} color={consultation.colours.primary} value={String(report.mediumPriorityCount)} label={report.mediumPriorityLabel} />
          <Figure tight={tight} color={consultation.colours.primary} value={report.exposureText} label="Estimated cost exposure" />
          <Figure tight={tight} color={consultation.colours.primary} value={audBand(report.overallExposure)} label="Overall exposure band" />
          <Figure tight={tight} color={consultation.colours.primary} value={report.timeToDetect} label="Typical time to detect a breach" />
        </View>
        <Text style={styles.note}>
          Exposure figures are indicative estimates: {summaryExposureBasis()}. {report.notice}
        </Text>
        <Text style={sectionTitle}>Controls</Text>
        <View style={styles.tableHead}>
          <Text style={styles.colControl}>Control</Text>
          <Text style={styles.colLevel}>Target</Text>
          <Text style={styles.colLevel}>Current</Text>
          <Text style={styles.colGap}>Gap</Text>
          <Text style={styles.colPriority}>Priority</Text>
        </View>
        {report.controls.map((control) => (
          <View style={tight ? [styles.tableRow, dense.tableRow] : styles.tableRow} key={control.id} wrap={false}>
            <Text style={styles.colControl}>{control.title}</Text>
            <Text style={styles.colLevel}>
              {control.targetLevel} {control.targetTitle}
            </Text>
            <Text style={styles.colLevel}>
              {control.currentLevel} {control.currentTitle}
            </Text>
            <Text style={styles.colGap}>{control.gap}</Text>
            <View style={styles.colPriority}>
              <View style={[styles.swatch, { backgroundColor: control.priority.hex }]} />
              <Text>{control.priority.band}</Text>
            </View>
          </View>
        ))}
        <View style={tight ? [styles.consult, dense.consult] : styles.consult} wrap={false}>
          <Text style={[styles.consultTitle, primary]}>{consultation.conclusion.title}</Text>
          <Text>{consultation.conclusion.message}</Text>
          {consultation.conclusion.services.map((service) => (
            <View style={styles.bullet} key={service}>
              <Text>- {service}</Text>
            </View>
          ))}
          <Text style={{ marginTop: 6, fontFamily: 'Helvetica-Bold' }}>
            Book a consultation: {consultation.bookingUrl ?? consultation.contactEmail}
            {consultation.contactPhone ? ` | ${consultation.contactPhone}` : ''} | {consultation.website}
          </Text>
        </View>
        <Text style={styles.footer} fixed>
          {consultation.companyName} | {consultation.website} | Self-assessment against the ASD Essential Eight Maturity Model
        </Text>
      </Page>
    </Document>
  );
}

/** Renders the summary PDF to a Blob (in the browser). */
export async function renderSummaryPdf(report: SummaryReport): Promise<Blob> {
  return pdf(<SummaryDocument report={report} />).toBlob();
}

/** Renders the summary PDF to bytes (on the server, for the export endpoint). */
export async function renderSummaryPdfBuffer(report: SummaryReport): Promise<Buffer> {
  return renderToBuffer(<SummaryDocument report={report} />);
}
