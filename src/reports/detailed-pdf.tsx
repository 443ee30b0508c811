import { Document, Page, Text, pdf, renderToBuffer } from '@react-pdf/renderer';
import type { DetailedReport } from '../domain/detailed-report';
import { oneLineName } from '../domain/evidence-summary';
import { ClosingSections } from './pdf/ClosingSections';
import { Cover } from './pdf/Cover';
import { DetailedPages, PlanRun } from './pdf/DetailedPages';
import { ExecutiveSummary } from './pdf/ExecutiveSummary';
import { OrganisationAndPlan } from './pdf/OrganisationAndPlan';
import { Progress } from './pdf/Progress';
import { Footer, reportSections, SectionStart, type OnSection, type SectionPages } from './pdf/sections';
import { pdfTheme } from './pdf/theme';

interface Props {
  report: DetailedReport;
  pages: SectionPages;
  /** Called during layout with the page a section starts on. */
  onSection?: OnSection;
}

/**
 * The detailed report: a cover with the contents, then the sections flowing page to page: executive summary, for a
 * re-assessment the progress since the earlier one, organisation and plan, gaps, recommendations, next steps; a detailed
 * assessment's action plan follows its organisation and plan, then its exceptions register, every requirement's
 * outcome and its evidence files each from a new page (`DetailedPages`).
 */
export function DetailedDocument({ report, pages, onSection }: Props) {
  const theme = pdfTheme(report.consultation);
  const brand = report.consultation;
  return (
    <Document title={`${oneLineName(report.organisationName)}: Essential Eight Detailed Report`} author={brand.companyName} language="en-AU">
      <Cover branding={brand} sections={reportSections(report)} pages={pages} notice={report.notice}>
        <Text style={{ fontSize: 30, fontFamily: 'Helvetica-Bold', marginTop: 96 }}>Essential Eight Maturity Assessment</Text>
        <Text style={{ fontSize: 16, marginTop: 8 }}>Detailed report</Text>
        <Text style={{ fontSize: 18, fontFamily: 'Helvetica-Bold', marginTop: 32 }}>{oneLineName(report.organisationName)}</Text>
        <Text style={{ fontSize: 11, marginTop: 6 }}>Prepared for {oneLineName(report.respondentName)}</Text>
        <Text style={{ fontSize: 11, marginTop: 2 }}>Assessed {report.assessedOn}</Text>
      </Cover>
      <Page size="A4" style={theme.page}>
        <SectionStart id="summary" theme={theme} onSection={onSection} />
        <ExecutiveSummary report={report} theme={theme} />
        {report.progress && (
          <>
            <SectionStart id="progress" title={report.progress.since.heading} theme={theme} onSection={onSection} />
            <Progress progress={report.progress} theme={theme} />
          </>
        )}
        {report.kind === 'quick' && (
          <>
            <OrganisationAndPlan report={report} theme={theme} onSection={onSection} />
            <ClosingSections report={report} theme={theme} onSection={onSection} />
          </>
        )}
        {report.kind === 'detailed' && <PlanRun report={report} theme={theme} onSection={onSection} index={0} />}
        <Footer report={report} theme={theme} />
      </Page>
      {/* react-pdf lays out again what follows every page break within one Page, so one long flow costs time by the
          square of its pages: a detailed assessment's parts each start a Page, and long ones are laid out in runs. */}
      {report.kind === 'detailed' && <DetailedPages report={report} theme={theme} onSection={onSection} />}
    </Document>
  );
}

/**
 * The document with its contents' page numbers filled by the same layout: each section's heading gives its page as the
 * pages are split, and the cover reads them once every page is placed, so the report is laid out once, not twice.
 */
function selfNumberedDocument(report: DetailedReport) {
  const pages: SectionPages = {};
  return <DetailedDocument report={report} pages={pages} onSection={(id, page) => (pages[id] = page)} />;
}

/** The detailed PDF as a Blob (in the browser). */
export async function renderDetailedPdf(report: DetailedReport): Promise<Blob> {
  return pdf(selfNumberedDocument(report)).toBlob();
}

/** The detailed PDF as bytes (on the server). */
export async function renderDetailedPdfBuffer(report: DetailedReport): Promise<Buffer> {
  return renderToBuffer(selfNumberedDocument(report));
}
