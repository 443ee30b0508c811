import { Document, Link, Page, Text, View, pdf, renderToBuffer } from '@react-pdf/renderer';
import { exceptionsRegister, type RegisterEntry } from '../domain/exceptions-register';
import { EXCEPTIONS_REGISTER_HEADING, exceptionsInBrief } from '../domain/exceptions-words';
import { figureSourcesBrief } from '../domain/figure-sources';
import { EVIDENCE_LEVEL_SOURCE, OVERALL_BY_ANSWERS, OVERALL_BY_EVIDENCE } from '../domain/framework/evidence-level-summary';
import { inLevelColumn, levelLabel } from '../domain/maturity-levels';
import { prioritiesInWords } from '../domain/planning';
import { headlineAsShown } from '../domain/self-assessment-label';
import type { SummaryReport } from '../domain/summary-report';
import { topActions } from '../domain/top-actions';
import { excerpt, whereToStart } from '../domain/where-to-start';
import { AssessedVerdictBlock } from './pdf/AssessedVerdictBlock';
import { BrandMark } from './pdf/BrandMark';
import { ExposurePanelPdf, SUMMARY_PANEL_SIZES } from './pdf/ExposurePanel';
import { ExceptionsRegister } from './pdf/ExceptionsRegister';
import { wordBreaks } from './pdf/long-words';
import { RadarChart } from './pdf/RadarChart';
import { Figures, RoadmapInBrief, styles, SUMMARY_CONSTRAINTS_LENGTH, TopActions, WhereToStartBlock } from './pdf/SummaryParts';
import './pdf/theme';

/** The page footer, on every page. */
function Footer({ report }: { report: SummaryReport }) {
  const { consultation } = report;
  return (
    <Text style={styles.footer} fixed>
      {consultation.companyName} | {consultation.website} | Self-assessment against the ASD Essential Eight Maturity Model
    </Text>
  );
}

/** A detailed assessment's two overall levels on one line, by the answers and supported by evidence, and what the second counts. */
function OverallLevels({ report, evidence }: { report: SummaryReport; evidence: NonNullable<SummaryReport['evidence']> }) {
  const color = report.consultation.colours.primary;
  return (
    <View wrap={false} style={{ marginTop: 4 }}>
      <View style={{ flexDirection: 'row' }}>
        {/* The second is the longer: each holds "... Maturity Level Three" on one line. */}
        {(
          [
            [OVERALL_BY_ANSWERS, report.asd.overallName, '45%'],
            [OVERALL_BY_EVIDENCE, evidence.overallName, '55%'],
          ] as const
        ).map(([label, value, width]) => (
          <Text key={label} style={{ width }}>
            {label}: <Text style={[styles.bold, { color }]}>{value}</Text>
          </Text>
        ))}
      </View>
      <Text style={styles.note}>{EVIDENCE_LEVEL_SOURCE}</Text>
    </View>
  );
}

/** The chart's width on the one page: smaller to leave room for the line of progress under it, or the exposure panel beside it and the notice under it. */
function chartWidth(report: SummaryReport): number {
  const progress = report.progressLine !== '';
  if (progress && report.exposure) return 136;
  return progress || report.exposure ? 150 : 180;
}

/**
 * The summary: one A4 page for a board. A detailed assessment's exceptions register is summed up on that page
 * and listed in full from the next (each entry's justification, approver and review date cannot be cut to fit).
 */
export function SummaryDocument({ report }: { report: SummaryReport }) {
  const { consultation } = report;
  const color = consultation.colours.primary;
  const sectionTitle = [styles.sectionTitle, { color }];
  const start = whereToStart(report);
  const planning = report.planning;
  const exceptions: RegisterEntry[] = report.kind === 'detailed' ? exceptionsRegister(report, report.today) : [];
  const byEvidence = new Map(report.evidence?.strategies.map((strategy) => [strategy.id, strategy.achievedLevel]));
  const evidenceColumn = report.evidence !== null;
  const colLevel = evidenceColumn ? styles.colLevelNarrow : styles.colLevel;
  const colControl = evidenceColumn ? styles.colControlNarrow : styles.colControl;
  const colStanding = evidenceColumn ? styles.colStandingNarrow : styles.colStanding;
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
        {/* A review shared with the respondent leads; their own figures follow as their self-assessment. */}
        {report.assessedVerdict && <AssessedVerdictBlock verdict={report.assessedVerdict} color={color} />}
        <Text style={[styles.headline, { color }]}>{headlineAsShown(report)}</Text>
        {/* A quick check's headline already names its indicative level; what it needs said is that ASD's method is the detailed assessment. */}
        <Text style={{ marginTop: 3 }}>{report.asd.kind === 'quick' ? report.asd.methodNote : report.asd.headline}</Text>
        {report.levelsNote !== '' && <Text style={styles.note}>{report.levelsNote}</Text>}
        {report.evidence && <OverallLevels report={report} evidence={report.evidence} />}
        <View style={{ flexDirection: 'row', marginTop: 6 }}>
          {/* Beside the exposure panel the chart's column is narrower: the panel's lines are the longer. */}
          <View style={{ width: report.exposure ? '43%' : '50%', paddingRight: 6 }}>
            {/* A re-assessment's progress since the one before it, in a line under a smaller chart, so the page holds as much as before (the detailed report has the whole comparison). */}
            {/* The exposure panel beside it, like the line of progress under it, takes a little of the chart's room. */}
            <RadarChart controls={report.controls} width={chartWidth(report)} />
            {report.progressLine !== '' && <Text style={[styles.bold, { marginTop: 3, color }]}>{report.progressLine}.</Text>}
            {/* Beside the exposure panel, the notice goes under the chart, where the column is shorter. */}
            {report.exposure && <Text style={styles.note}>{report.notice}</Text>}
          </View>
          <View style={{ width: report.exposure ? '57%' : '50%' }}>
            <Figures report={report} color={color} />
            {/* The model's figures in one panel beside the chart; the published figures for scale in a note under it, never beside them. */}
            {report.exposure && (
              <View style={{ marginTop: 2, marginHorizontal: 2.5 }}>
                <ExposurePanelPdf panel={report.exposure} color={color} sizes={SUMMARY_PANEL_SIZES} compact />
              </View>
            )}
            {!report.exposure && (
              <Text style={styles.note}>
                {report.notice}
              </Text>
            )}
          </View>
        </View>
        {report.exposure && <Text style={styles.note}>{figureSourcesBrief()}</Text>}
        {start ? <WhereToStartBlock start={start} color={color} /> : <TopActions actions={topActions(report.openControls)} color={color} />}
        <Text style={sectionTitle}>Controls by Maturity Level</Text>
        <View style={styles.tableHead}>
          <Text style={colControl}>Control</Text>
          <Text style={colLevel}>Target</Text>
          <Text style={colLevel}>{evidenceColumn ? 'By the answers' : 'Current'}</Text>
          {evidenceColumn && <Text style={colLevel}>By evidence</Text>}
          <Text style={styles.colGap}>Gap</Text>
          <Text style={colStanding}>Standing</Text>
        </View>
        {report.controls.map((control) => {
          const supported = byEvidence.get(control.id);
          return (
            <View style={styles.tableRow} key={control.id} wrap={false}>
              <Text style={colControl}>{control.title}</Text>
              <Text style={colLevel}>{inLevelColumn(control.targetTitle)}</Text>
              <Text style={colLevel}>{inLevelColumn(control.currentTitle)}</Text>
              {evidenceColumn && <Text style={colLevel}>{supported === undefined ? '' : inLevelColumn(levelLabel(supported))}</Text>}
              <Text style={styles.colGap}>{control.gap}</Text>
              <View style={colStanding}>
                <View style={[styles.swatch, { backgroundColor: control.standing.hex }]} />
                <Text>{control.standing.label}</Text>
              </View>
            </View>
          );
        })}
        {report.kind === 'detailed' && (
          <Text style={{ marginTop: 4 }}>
            <Text style={styles.bold}>{EXCEPTIONS_REGISTER_HEADING}: </Text>
            {exceptionsInBrief(exceptions)}
            {exceptions.length > 0 ? ' Each is listed with its justification, approver and review date from page 2.' : ''}
          </Text>
        )}
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
        <Footer report={report} />
      </Page>
      {exceptions.length > 0 && (
        <Page size="A4" style={styles.page}>
          <Text style={[styles.registerTitle, { color }]}>{EXCEPTIONS_REGISTER_HEADING}</Text>
          <Text style={[styles.note, { marginTop: 0, marginBottom: 6 }]}>
            {report.organisationName} - assessed {report.assessedOn}
          </Text>
          <ExceptionsRegister exceptions={exceptions} theme={styles} />
          <Footer report={report} />
        </Page>
      )}
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
