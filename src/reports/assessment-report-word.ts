import { Packer, type Document } from 'docx';
import type { AssessmentReport } from '../domain/review/assessment-report';
import { closingParagraphs } from './assessment-word/closing';
import { coverParagraphs, documentDetails } from './assessment-word/cover';
import { resultsParagraphs } from './assessment-word/results';
import { summaryParagraphs } from './assessment-word/summary';
import { reportDocument } from './word/document';

/**
 * The assessment report as a Word document a consultant can edit, in the sections of ASD's Essential Eight
 * assessment report template: the cover, the contents (each heading with its page; the headings are Word's own
 * heading styles, as the navigation pane shows them), the document details, the executive summary with its chart,
 * the scope and approach, each strategy's results as the template's table, the exceptions as found, the
 * recommendations as register tables and the appendix; every note, justification and evidence whole.
 */
export function assessmentReportDocument(report: AssessmentReport): Document {
  const brand = report.consultation;
  return reportDocument({
    branding: brand,
    title: `${report.organisationName}: ${report.title}`,
    cover: coverParagraphs(report),
    footer: `${brand.companyName}  |  ${report.title}: ${report.organisationName}  |  ${report.status}`,
    marking: report.marking,
    body: [...documentDetails(report), ...summaryParagraphs(report), ...resultsParagraphs(report.results, brand), ...closingParagraphs(report)],
  });
}

/** The assessment report as a Word document's Blob (in the browser). */
export function renderAssessmentReportWord(report: AssessmentReport): Promise<Blob> {
  return Packer.toBlob(assessmentReportDocument(report));
}
