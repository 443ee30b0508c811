import { Document, Link, Page, Text, View, pdf, renderToBuffer } from '@react-pdf/renderer';
import { figureSourcesBrief } from '../domain/figure-sources';
import { prioritiesInWords } from '../domain/planning';
import type { SummaryReport } from '../domain/summary-report';
import { topActions } from '../domain/top-actions';
import { excerpt, whereToStart } from '../domain/where-to-start';
import { BrandMark } from './pdf/BrandMark';
import { wordBreaks } from './pdf/long-words';
import { RadarChart } from './pdf/RadarChart';
import { Figures, RoadmapInBrief, styles, SUMMARY_CONSTRAINTS_LENGTH, TopActions, WhereToStartBlock } from './pdf/SummaryParts';
import './pdf/theme';

/** The one-page A4 summary, drawn from the summary report model. */
export function SummaryDocument({ report }: { report: SummaryReport }) {
  const { consultation } = report;
  const color = consultation.colours.primary;
  const sectionTitle = [styles.sectionTitle, { color }];
  const start = whereToStart(report);
  const planning = report.planning;
  return (
    <Document title={`${report.organisationName}: Essential Eight Assessment Summary`} author={consultation.companyName} language="en-AU">
      <Page size="A4" style={styles.page}>
        <View style={[styles.banner, { backgroundColor: color }]}>
          <View style={{ marginRight: 12 }}>
            <BrandMark branding={consultation} size={36} inverse />
          </View>
          <View style={{ flex: 1 }}>
            <Text style={styles.product}>{consultation.companyName}</Text>
            <Text style={styles.title}>Essential Eight Assessment Summary</Text>
            <Text style={styles.subtitle}>
              {report.organisationName} - assessed {report.assessedOn} - contact {report.respondentName}, {report.respondentEmail}
            </Text>
          </View>
        </View>
        <Text style={[styles.headline, { color }]}>{report.headline}</Text>
        {/* A quick check's headline already names its indicative level; what it needs said is that ASD's method is the detailed assessment. */}
        <Text style={{ marginTop: 3 }}>{report.asd.kind === 'quick' ? report.asd.methodNote : report.asd.headline}</Text>
        {report.levelsNote !== '' && <Text style={styles.note}>{report.levelsNote}</Text>}
        <View style={{ flexDirection: 'row', marginTop: 6 }}>
          <View style={{ width: '50%', paddingRight: 6 }}>
            <RadarChart controls={report.controls} width={180} />
          </View>
          <View style={{ width: '50%' }}>
            <Figures report={report} color={color} />
            <Text style={styles.note}>
              {report.notice}
            </Text>
          </View>
        </View>
        <Text style={styles.note}>{figureSourcesBrief()}</Text>
        {start ? <WhereToStartBlock start={start} color={color} /> : <TopActions actions={topActions(report.openControls)} color={color} />}
        <Text style={sectionTitle}>Controls</Text>
        <View style={styles.tableHead}>
          <Text style={styles.colControl}>Control</Text>
          <Text style={styles.colLevel}>Target</Text>
          <Text style={styles.colLevel}>Current</Text>
          <Text style={styles.colGap}>Gap</Text>
          <Text style={styles.colStanding}>Standing</Text>
        </View>
        {report.controls.map((control) => (
          <View style={styles.tableRow} key={control.id} wrap={false}>
            <Text style={styles.colControl}>{control.title}</Text>
            <Text style={styles.colLevel}>
              {control.targetLevel} {control.targetTitle}
            </Text>
            <Text style={styles.colLevel}>
              {control.currentLevel} {control.currentTitle}
            </Text>
            <Text style={styles.colGap}>{control.gap}</Text>
            <View style={styles.colStanding}>
              <View style={[styles.swatch, { backgroundColor: control.standing.hex }]} />
              <Text>{control.standing.label}</Text>
            </View>
          </View>
        ))}
        <Text style={sectionTitle}>Roadmap by quarter</Text>
        <RoadmapInBrief report={report} />
        <View style={{ flexDirection: 'row' }} wrap={false}>
          <View style={{ width: '50%', paddingRight: 10 }}>
            <Text style={sectionTitle}>Your plan</Text>
            <View style={styles.planRow}>
              <Text style={styles.planLabel}>Timeline</Text>
              <Text style={{ flex: 1 }}>{planning.timeline}</Text>
            </View>
            <View style={styles.planRow}>
              <Text style={styles.planLabel}>Priorities</Text>
              <Text style={{ flex: 1 }}>{prioritiesInWords(planning)}</Text>
            </View>
            <View style={styles.planRow}>
              <Text style={styles.planLabel}>Constraints</Text>
              <Text style={{ flex: 1 }} hyphenationCallback={wordBreaks}>
                {excerpt(planning.constraints, SUMMARY_CONSTRAINTS_LENGTH)}
              </Text>
            </View>
          </View>
          <View style={{ width: '50%' }}>
            <Text style={sectionTitle}>{consultation.conclusion.title}</Text>
            <View style={[styles.consult, { borderLeftColor: color }]}>
            <Text style={styles.bold}>Contact {consultation.companyName}</Text>
            <Text>
              {consultation.contactEmail}
              {consultation.contactPhone ? ` | ${consultation.contactPhone}` : ''} | {consultation.website}
            </Text>
            {consultation.bookingUrl && (
              <View style={{ marginTop: 2 }}>
                <Text style={[styles.bold, { color }]}>
                  <Link src={consultation.bookingUrl}>Book a consultation:</Link>
                </Text>
                <Text style={[styles.bold, { color }]} hyphenationCallback={wordBreaks}>
                  <Link src={consultation.bookingUrl}>{consultation.bookingUrl}</Link>
                </Text>
              </View>
            )}
            </View>
          </View>
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
