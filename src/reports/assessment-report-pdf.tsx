import { Document, Text, pdf, renderToBuffer } from '@react-pdf/renderer';
import type { AssessmentReport } from '../domain/review/assessment-report';
import { RESULTS_INTRO } from '../domain/review/assessment-report-words';
import { ClosingSections } from './assessment-pdf/ClosingSections';
import { CoverPage } from './assessment-pdf/CoverPage';
import { DocumentDetails } from './assessment-pdf/DocumentDetails';
import { AssessmentSection, MarkedPage, type AssessmentSectionPages, type OnAssessmentSection } from './assessment-pdf/Parts';
import { ScopeAndApproach } from './assessment-pdf/ScopeAndApproach';
import { StrategyResults } from './assessment-pdf/StrategyResults';
import { Summary } from './assessment-pdf/Summary';
import { pdfTheme } from './pdf/theme';

interface Props {
  report: AssessmentReport;
  pages: AssessmentSectionPages;
  /** Called during layout with the page a section starts on. */
  onSection?: OnAssessmentSection;
}

/**
 * The assessment report in the sections of ASD's Essential Eight assessment report template: the cover with the
 * contents, the document details, the executive summary with the scope and approach after it, each strategy's
 * results from a page of its own (react-pdf lays out again what follows each page break within one Page, so one long
 * flow costs time by the square of its pages), then the exceptions, recommendations and appendix.
 */
export function AssessmentReportDocument({ report, pages, onSection }: Props) {
  const theme = pdfTheme(report.consultation);
  const page = { marking: report.marking, footer: `${report.consultation.companyName}  |  ${report.title}: ${report.organisationName}  |  ${report.status}`, theme };
  return (
    <Document title={`${report.organisationName}: ${report.title}`} author={report.consultation.companyName} language="en-AU">
      <CoverPage report={report} pages={pages} />
      <MarkedPage {...page}>
        <AssessmentSection id="document-details" theme={theme} onSection={onSection} />
        <DocumentDetails report={report} theme={theme} />
      </MarkedPage>
      <MarkedPage {...page}>
        <AssessmentSection id="summary" theme={theme} onSection={onSection} />
        <Summary report={report} theme={theme} />
        <AssessmentSection id="scope" theme={theme} onSection={onSection} />
        <ScopeAndApproach report={report} theme={theme} />
      </MarkedPage>
      {report.results.map((results, index) => (
        <MarkedPage key={results.strategy} {...page}>
          {index === 0 && (
            <>
              <AssessmentSection id="results" theme={theme} onSection={onSection} />
              <Text style={{ marginBottom: 4 }}>{RESULTS_INTRO}</Text>
            </>
          )}
          <StrategyResults results={results} theme={theme} />
        </MarkedPage>
      ))}
      <MarkedPage {...page}>
        <ClosingSections report={report} theme={theme} onSection={onSection} />
      </MarkedPage>
    </Document>
  );
}

/** Lays the report out once to learn where each section starts, so the contents can give page numbers. */
async function sectionPages(report: AssessmentReport): Promise<AssessmentSectionPages> {
  const found: AssessmentSectionPages = {};
  await pdf(<AssessmentReportDocument report={report} pages={{}} onSection={(id, page) => (found[id] = page)} />).toBlob();
  return found;
}

/** The assessment report's PDF as a Blob (in the browser). */
export async function renderAssessmentReportPdf(report: AssessmentReport): Promise<Blob> {
  const pages = await sectionPages(report);
  return pdf(<AssessmentReportDocument report={report} pages={pages} />).toBlob();
}

/** The assessment report's PDF as bytes (on the server, and in tests). */
export async function renderAssessmentReportPdfBuffer(report: AssessmentReport): Promise<Buffer> {
  const pages = await sectionPages(report);
  return renderToBuffer(<AssessmentReportDocument report={report} pages={pages} />);
}
