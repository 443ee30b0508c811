import { Document, Link, Page, Text, View, pdf, renderToBuffer } from '@react-pdf/renderer';
import type { DetailedControl, DetailedReport } from '../domain/detailed-report';
import { audBand } from '../domain/exposure';
import { prioritiesInWords } from '../domain/planning';
import { ActionPlan } from './pdf/ActionPlan';
import { BrandMark } from './pdf/BrandMark';
import { Bullets } from './pdf/Bullets';
import { RequirementOutcomes } from './pdf/RequirementOutcomes';
import { ExecutiveSummary, FigureMeanings } from './pdf/ExecutiveSummary';
import { Progress } from './pdf/Progress';
import { Footer, reportSections, SectionStart, type OnSection, type SectionPages } from './pdf/sections';
import { pdfTheme, type PdfTheme } from './pdf/theme';

interface Props {
  report: DetailedReport;
  pages: SectionPages;
  /** Called during layout with the page a section starts on. */
  onSection?: OnSection;
}

function ControlAnalysis({ control, theme }: { control: DetailedControl; theme: PdfTheme }) {
  return (
    <View style={{ marginBottom: 14, paddingBottom: 10, borderBottomWidth: 0.5, borderBottomColor: '#d1d5db' }}>
      {/* The title, description and levels stay together with where the control is; the rest may run on. */}
      <View wrap={false}>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' }}>
        <Text style={theme.h2}>{control.title}</Text>
        <Text style={[theme.badge, { backgroundColor: control.standing.hex }]}>{control.standing.label}</Text>
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
      </View>
      <View wrap={false}>
        <Text style={theme.h3}>Where you aim to be</Text>
        <Text>{control.targetMeaning}</Text>
      </View>
    </View>
  );
}

/**
 * The detailed report: a cover with the contents, then the sections flowing page to page (no forced breaks, so no
 * near-empty pages): executive summary, for a re-assessment the progress since the earlier one, organisation and plan, gaps, recommendations, next steps; for a
 * detailed assessment also its action plan (after the plan) and every requirement's outcome (at the end).
 */
export function DetailedDocument({ report, pages, onSection }: Props) {
  const theme = pdfTheme(report.consultation);
  const brand = report.consultation;
  const withGaps = report.controls.filter((control) => control.recommendations.length > 0);
  return (
    <Document title={`${report.organisationName}: Essential Eight Detailed Report`} author={brand.companyName} language="en-AU">
      <Page size="A4" style={{ fontFamily: 'Helvetica', backgroundColor: brand.colours.primary, color: '#ffffff', padding: 56 }}>
        <BrandMark branding={brand} size={56} inverse />
        <Text style={{ fontSize: 12, marginTop: 16 }}>{brand.companyName}</Text>
        <Text style={{ fontSize: 30, fontFamily: 'Helvetica-Bold', marginTop: 96 }}>Essential Eight Maturity Assessment</Text>
        <Text style={{ fontSize: 16, marginTop: 8 }}>Detailed report</Text>
        <Text style={{ fontSize: 18, fontFamily: 'Helvetica-Bold', marginTop: 32 }}>{report.organisationName}</Text>
        <Text style={{ fontSize: 11, marginTop: 6 }}>Prepared for {report.respondentName}</Text>
        <Text style={{ fontSize: 11, marginTop: 2 }}>Assessed {report.assessedOn}</Text>
        {/* The contents sit on the cover: on a page of their own they would leave it nearly empty. */}
        <Text style={{ fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 40, marginBottom: 4 }}>Contents</Text>
        {reportSections(report).map((section) => (
          <View key={section.id} style={{ flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 0.5, borderBottomColor: '#ffffff66', paddingVertical: 4, fontSize: 10 }}>
            <Text>{section.title}</Text>
            <Text>{pages[section.id] ?? ''}</Text>
          </View>
        ))}
        <Text style={{ position: 'absolute', bottom: 48, left: 56, right: 56, fontSize: 9 }}>
          {report.notice} {brand.website}
        </Text>
      </Page>
      <Page size="A4" style={theme.page}>
        <SectionStart id="summary" theme={theme} onSection={onSection} />
        <ExecutiveSummary report={report} theme={theme} />
        {report.progress && (
          <>
            <SectionStart id="progress" title={report.progress.since.heading} theme={theme} onSection={onSection} />
            <Progress progress={report.progress} theme={theme} />
          </>
        )}
        <SectionStart id="organisation" theme={theme} onSection={onSection} />
        {[
          ['Organisation', report.organisationName],
          ['Contact', report.respondentName],
          ['Email', report.respondentEmail],
          ['Assessed on', report.assessedOn],
          ['Timeline', report.planning.timeline],
          ['Priorities', prioritiesInWords(report.planning)],
          ['Constraints', report.planning.constraints],
        ].map(([label, value]) => (
          <View key={label} style={[theme.row, { marginBottom: 3 }]} wrap={false}>
            <Text style={theme.infoLabel}>{label}</Text>
            <Text style={{ flex: 1 }}>{value}</Text>
          </View>
        ))}
        <FigureMeanings report={report} theme={theme} />
        {report.kind === 'detailed' && (
          <>
            <SectionStart id="action-plan" theme={theme} onSection={onSection} />
            <ActionPlan report={report} theme={theme} />
          </>
        )}
        <SectionStart id="gaps" theme={theme} onSection={onSection} />
        {report.controls.map((control) => (
          <ControlAnalysis key={control.id} control={control} theme={theme} />
        ))}
        <SectionStart id="recommendations" theme={theme} onSection={onSection} />
        {withGaps.length === 0 && <Text>Every control meets its target. Keep them reviewed and tested.</Text>}
        {withGaps.map((control) => (
          <View key={control.id}>
            <Text style={theme.h2} minPresenceAhead={60}>
              {control.title}: from {control.currentTitle} to {control.targetTitle}
            </Text>
            {control.recommendations.map((group) => (
              <View key={group.level} style={{ marginBottom: 4 }}>
                <Text style={theme.h3} minPresenceAhead={40}>
                  {group.title}
                </Text>
                <Bullets items={group.items} theme={theme} />
              </View>
            ))}
          </View>
        ))}
        {/* The next steps and the call to book are one block, so the report never ends on a near-empty page. */}
        <View wrap={false}>
        <SectionStart id="next-steps" theme={theme} onSection={onSection} />
        <Bullets items={report.nextSteps} theme={theme} mark="#" />
        <View style={theme.callout}>
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
            <Text style={[theme.bold, { marginTop: 4, color: brand.colours.primary }]}>
              <Link src={brand.bookingUrl}>Book a consultation: {brand.bookingUrl}</Link>
            </Text>
          )}
        </View>
        </View>
        {report.kind === 'detailed' && (
          <>
            <SectionStart id="requirement-outcomes" theme={theme} onSection={onSection} />
            <RequirementOutcomes report={report} theme={theme} />
          </>
        )}
        <Footer report={report} theme={theme} />
      </Page>
    </Document>
  );
}

/** Lays the report out once to learn where each section starts, so the contents can give page numbers. */
async function sectionPages(report: DetailedReport): Promise<SectionPages> {
  const found: SectionPages = {};
  await pdf(<DetailedDocument report={report} pages={{}} onSection={(id, page) => (found[id] = page)} />).toBlob();
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
