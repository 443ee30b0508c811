import { Document, Page, Text, pdf, renderToBuffer } from '@react-pdf/renderer';
import type { DetailedReport } from '../domain/detailed-report';
import { ActionPlan } from './pdf/ActionPlan';
import { ClosingSections } from './pdf/ClosingSections';
import { Cover } from './pdf/Cover';
import { RequirementOutcomes } from './pdf/RequirementOutcomes';
import { EvidenceFiles } from './pdf/EvidenceFiles';
import { ExceptionsRegister } from './pdf/ExceptionsRegister';
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
 * The detailed report: a cover with the contents, then the sections flowing page to page (no forced breaks, so no
 * near-empty pages): executive summary, for a re-assessment the progress since the earlier one, organisation and plan, gaps, recommendations, next steps; for a
 * detailed assessment also its action plan (after the plan), then from a new page its exceptions register and every requirement's outcome.
 */
export function DetailedDocument({ report, pages, onSection }: Props) {
  const theme = pdfTheme(report.consultation);
  const brand = report.consultation;
  return (
    <Document title={`${report.organisationName}: Essential Eight Detailed Report`} author={brand.companyName} language="en-AU">
      <Cover branding={brand} sections={reportSections(report)} pages={pages} notice={report.notice}>
        <Text style={{ fontSize: 30, fontFamily: 'Helvetica-Bold', marginTop: 96 }}>Essential Eight Maturity Assessment</Text>
        <Text style={{ fontSize: 16, marginTop: 8 }}>Detailed report</Text>
        <Text style={{ fontSize: 18, fontFamily: 'Helvetica-Bold', marginTop: 32 }}>{report.organisationName}</Text>
        <Text style={{ fontSize: 11, marginTop: 6 }}>Prepared for {report.respondentName}</Text>
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
        <Footer report={report} theme={theme} />
      </Page>
      {/* A detailed assessment's organisation and plan (the executive summary fills the page before) and its requirement
          outcomes each start a page: react-pdf lays out again what follows every page break within one Page, so one long
          flow costs time by the square of its pages. */}
      {report.kind === 'detailed' && (
        <>
          <Page size="A4" style={theme.page}>
            <OrganisationAndPlan report={report} theme={theme} onSection={onSection} />
            <SectionStart id="action-plan" theme={theme} onSection={onSection} />
            <ActionPlan plan={report.actionPlan} theme={theme} />
            <ClosingSections report={report} theme={theme} onSection={onSection} />
            <Footer report={report} theme={theme} />
          </Page>
          <Page size="A4" style={theme.page}>
            <SectionStart id="exceptions" theme={theme} onSection={onSection} />
            <ExceptionsRegister exceptions={report.exceptions} theme={theme} />
            <SectionStart id="requirement-outcomes" theme={theme} onSection={onSection} />
            <RequirementOutcomes report={report} theme={theme} />
            <EvidenceFiles report={report} theme={theme} />
            <Footer report={report} theme={theme} />
          </Page>
        </>
      )}
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
