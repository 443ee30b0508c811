import { Document, Link, Page, Text, View, pdf, renderToBuffer } from '@react-pdf/renderer';
import type { DetailedControl, DetailedReport } from '../domain/detailed-report';
import { audBand, exposureEstimateNote } from '../domain/exposure';
import { ActionPlan } from './pdf/ActionPlan';
import { BrandMark } from './pdf/BrandMark';
import { Bullets } from './pdf/Bullets';
import { RequirementOutcomes } from './pdf/RequirementOutcomes';
import { Footer, reportSections, SectionStart, type OnSection, type SectionPages } from './pdf/sections';
import { TargetChart } from './pdf/TargetChart';
import { pdfTheme, type PdfTheme } from './pdf/theme';

interface Props {
  report: DetailedReport;
  pages: SectionPages;
  /** Called during layout with the page a section starts on. */
  onSection?: OnSection;
}

function Figure({ value, label, theme }: { value: string; label: string; theme: PdfTheme }) {
  return (
    <View style={theme.figure}>
      <View style={theme.figureBox}>
        <Text style={theme.figureValue}>{value}</Text>
        <Text style={theme.figureLabel}>{label}</Text>
      </View>
    </View>
  );
}

function ControlAnalysis({ control, theme }: { control: DetailedControl; theme: PdfTheme }) {
  return (
    <View style={{ marginBottom: 14, paddingBottom: 10, borderBottomWidth: 0.5, borderBottomColor: '#d1d5db' }} wrap={false}>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' }}>
        <Text style={theme.h2}>{control.title}</Text>
        <Text style={[theme.badge, { backgroundColor: control.priority.hex }]}>{control.priority.band} priority</Text>
      </View>
      <Text style={theme.muted}>{control.description}</Text>
      <View style={[theme.tableHead, { marginTop: 8 }]}>
        <Text style={{ width: '25%', paddingHorizontal: 4 }}>Target</Text>
        <Text style={{ width: '25%', paddingHorizontal: 4 }}>Current</Text>
        <Text style={{ width: '20%', paddingHorizontal: 4 }}>Gap</Text>
        <Text style={{ width: '30%', paddingHorizontal: 4 }}>Cost exposure</Text>
      </View>
      <View style={theme.tableRow}>
        <Text style={{ width: '25%', paddingHorizontal: 4 }}>
          {control.targetLevel} {control.targetTitle}
        </Text>
        <Text style={{ width: '25%', paddingHorizontal: 4 }}>
          {control.currentLevel} {control.currentTitle}
        </Text>
        <Text style={{ width: '20%', paddingHorizontal: 4 }}>{control.gap > 0 ? `${control.gap} level${control.gap === 1 ? '' : 's'}` : 'Target met'}</Text>
        <Text style={{ width: '30%', paddingHorizontal: 4 }}>{audBand(control.exposureBand)}</Text>
      </View>
      <Text style={theme.h3}>Where you are</Text>
      <Text>{control.currentMeaning}</Text>
      <Text style={theme.h3}>Where you aim to be</Text>
      <Text>{control.targetMeaning}</Text>
    </View>
  );
}

/**
 * The detailed report: cover, contents, organisation, summary, gaps, recommendations, next steps; for a
 * detailed assessment also its action plan (after the summary) and every requirement's outcome (at the end).
 */
export function DetailedDocument({ report, pages, onSection }: Props) {
  const theme = pdfTheme(report.consultation);
  const brand = report.consultation;
  const pairs: DetailedControl[][] = [];
  for (let index = 0; index < report.controls.length; index += 2) pairs.push(report.controls.slice(index, index + 2));
  const withGaps = report.controls.filter((control) => control.recommendations.length > 0);
  return (
    <Document title={`${report.organisationName}: Essential Eight Detailed Report`} author={brand.companyName} language="en-AU">
      <Page size="A4" style={{ fontFamily: 'Helvetica', backgroundColor: brand.colours.primary, color: '#ffffff', padding: 56 }}>
        <BrandMark branding={brand} size={56} inverse />
        <Text style={{ fontSize: 12, marginTop: 16 }}>{brand.companyName}</Text>
        <Text style={{ fontSize: 30, fontFamily: 'Helvetica-Bold', marginTop: 150 }}>Essential Eight Maturity Assessment</Text>
        <Text style={{ fontSize: 16, marginTop: 8 }}>Detailed report</Text>
        <Text style={{ fontSize: 18, fontFamily: 'Helvetica-Bold', marginTop: 40 }}>{report.organisationName}</Text>
        <Text style={{ fontSize: 11, marginTop: 6 }}>Prepared for {report.respondentName}</Text>
        <Text style={{ fontSize: 11, marginTop: 2 }}>Assessed {report.assessedOn}</Text>
        <Text style={{ position: 'absolute', bottom: 48, left: 56, right: 56, fontSize: 9 }}>
          {report.notice} {brand.website}
        </Text>
      </Page>
      <Page size="A4" style={theme.page}>
        <Text style={theme.h1}>Contents</Text>
        {reportSections(report).map((section) => (
          <View key={section.id} style={{ flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 0.5, borderBottomColor: '#d1d5db', paddingVertical: 6 }}>
            <Text>{section.title}</Text>
            <Text>{pages[section.id] ?? ''}</Text>
          </View>
        ))}
        <Footer report={report} theme={theme} />
      </Page>
      <Page size="A4" style={theme.page}>
        <SectionStart id="organisation" title="Organisation information" theme={theme} onSection={onSection} />
        {[
          ['Organisation', report.organisationName],
          ['Contact', report.respondentName],
          ['Email', report.respondentEmail],
          ['Assessed on', report.assessedOn],
          ['Timeline', report.timeline],
          ['Priorities', report.priorities.length > 0 ? report.priorities.join(', ') : 'None chosen'],
          ['Constraints', report.constraints],
        ].map(([label, value]) => (
          <View key={label} style={[theme.row, { marginBottom: 3 }]}>
            <Text style={theme.infoLabel}>{label}</Text>
            <Text style={{ flex: 1 }}>{value}</Text>
          </View>
        ))}
        <View style={{ marginTop: 16 }}>
          <SectionStart id="summary" title="Executive summary" theme={theme} onSection={onSection} />
        </View>
        <Text style={{ marginBottom: 6, fontFamily: 'Helvetica-Bold' }}>{report.asd.headline}</Text>
        <Text style={{ marginBottom: 8 }}>
          {report.asd.strategies.map((strategy) => `${strategy.title}: ${strategy.levelName}`).join('; ')}.
        </Text>
        {report.levelsNote !== '' && <Text style={{ marginBottom: 8 }}>{report.levelsNote}</Text>}
        <Text style={{ marginBottom: 8 }}>
          {report.organisationName} averages {report.averageMaturityText} out of 3 across the eight controls. {report.highPriorityCount} control
          {report.highPriorityCount === 1 ? ' is' : 's are'} not yet at Maturity Level One and {report.mediumPriorityCount} at the initial level.
        </Text>
        <View style={theme.figureGrid}>
          <Figure theme={theme} value={`${report.averageMaturityText} / 3`} label="Average maturity" />
          <Figure theme={theme} value={String(report.highPriorityCount)} label="High priority controls" />
          <Figure theme={theme} value={String(report.mediumPriorityCount)} label="Medium priority controls" />
          <Figure theme={theme} value={report.exposureText} label="Estimated cost exposure" />
          <Figure theme={theme} value={audBand(report.overallExposure)} label="Overall exposure band" />
          <Figure theme={theme} value={report.timeToDetect} label="Typical time to detect a breach" />
        </View>
        <Text style={{ fontSize: 8.5, color: '#4b5563', marginTop: 4 }}>
          {exposureEstimateNote()} {report.notice}
        </Text>
        <Text style={theme.h2}>Target against current maturity</Text>
        <TargetChart controls={report.controls} primary={brand.colours.primary} />
        <Footer report={report} theme={theme} />
      </Page>
      {report.kind === 'detailed' && (
        <Page size="A4" style={theme.page}>
          <SectionStart id="action-plan" title="Action plan" theme={theme} onSection={onSection} />
          <ActionPlan report={report} theme={theme} />
          <Footer report={report} theme={theme} />
        </Page>
      )}
      {pairs.map((pair, index) => (
        <Page key={pair[0]?.id ?? index} size="A4" style={theme.page}>
          {index === 0 && <SectionStart id="gaps" title="Gap analysis by control" theme={theme} onSection={onSection} />}
          {pair.map((control) => (
            <ControlAnalysis key={control.id} control={control} theme={theme} />
          ))}
          <Footer report={report} theme={theme} />
        </Page>
      ))}
      <Page size="A4" style={theme.page}>
        <SectionStart id="recommendations" title="Recommendations" theme={theme} onSection={onSection} />
        {withGaps.length === 0 && <Text>Every control meets its target. Keep them reviewed and tested.</Text>}
        {withGaps.map((control) => (
          <View key={control.id}>
            <Text style={theme.h2} minPresenceAhead={60}>
              {control.title}: from {control.currentTitle} to {control.targetTitle}
            </Text>
            {control.recommendations.map((group) => (
              <View key={group.level} style={{ marginBottom: 6 }}>
                <Text style={theme.h3} minPresenceAhead={40}>
                  {group.title}
                </Text>
                <Bullets items={group.items} theme={theme} />
              </View>
            ))}
          </View>
        ))}
        <Footer report={report} theme={theme} />
      </Page>
      <Page size="A4" style={theme.page}>
        <SectionStart id="next-steps" title="Next steps" theme={theme} onSection={onSection} />
        <Bullets items={report.nextSteps} theme={theme} mark="#" />
        <View style={theme.callout} wrap={false}>
          <Text style={theme.h2}>{brand.conclusion.title}</Text>
          <Text>{brand.conclusion.message}</Text>
          <View style={{ marginTop: 6 }}>
            <Bullets items={brand.conclusion.services} theme={theme} />
          </View>
          <Text style={[theme.bold, { marginTop: 8 }]}>
            Contact {brand.companyName}: {brand.contactEmail}
            {brand.contactPhone ? ` | ${brand.contactPhone}` : ''}
          </Text>
          {brand.bookingUrl && (
            <Link src={brand.bookingUrl} style={{ marginTop: 4 }}>
              Book a consultation: {brand.bookingUrl}
            </Link>
          )}
        </View>
        <Footer report={report} theme={theme} />
      </Page>
      {report.kind === 'detailed' && (
        <Page size="A4" style={theme.page}>
          <SectionStart id="requirement-outcomes" title="Requirement outcomes" theme={theme} onSection={onSection} />
          <RequirementOutcomes report={report} theme={theme} />
          <Footer report={report} theme={theme} />
        </Page>
      )}
    </Document>
  );
}

/** Lays the report out once to learn where each section starts, so the contents can give page numbers. */
async function sectionPages(report: DetailedReport): Promise<SectionPages> {
  const found: SectionPages = {};
  await pdf(<DetailedDocument report={report} pages={{}} onSection={(id, page) => (found[id] ??= page)} />).toBlob();
  return found;
}

/** The detailed PDF as a Blob (in the browser). */
export async function renderDetailedPdf(report: DetailedReport): Promise<Blob> {
  const pages = await sectionPages(report);
  return pdf(<DetailedDocument report={report} pages={pages} />).toBlob();
}

/** The detailed PDF as bytes (on the server). */
export async function renderDetailedPdfBuffer(report: DetailedReport): Promise<Buffer> {
  const pages = await sectionPages(report);
  return renderToBuffer(<DetailedDocument report={report} pages={pages} />);
}
