import { Document, Footer, Packer, PageNumber, Paragraph, TableOfContents, TextRun } from 'docx';
import type { AssessmentReport } from '../domain/review/assessment-report';
import { closingParagraphs } from './assessment-word/closing';
import { coverParagraphs, documentDetails } from './assessment-word/cover';
import { GREY } from './assessment-word/parts';
import { resultsParagraphs } from './assessment-word/results';
import { summaryParagraphs } from './assessment-word/summary';
import { PAGE, wordStyles } from './word/layout';

/**
 * The assessment report as a Word document a consultant can edit, in the sections of ASD's Essential Eight
 * assessment report template: the cover, the contents (Word fills it in from the headings, which are Word's own
 * heading styles, as the navigation pane shows them), the document details, the executive summary with its chart,
 * the scope and approach, each strategy's results as the template's table, the exceptions as found, the
 * recommendations and the appendix; every note, justification and evidence whole.
 */
export function assessmentReportDocument(report: AssessmentReport): Document {
  const brand = report.consultation;
  const page = { size: { width: PAGE.width, height: PAGE.height }, margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin } };
  return new Document({
    creator: brand.companyName,
    title: `${report.organisationName}: ${report.title}`,
    features: { updateFields: true },
    styles: wordStyles(brand),
    sections: [
      { properties: { page }, children: coverParagraphs(report) },
      {
        properties: { page },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: 'center',
                children: [
                  new TextRun({ text: `${brand.companyName}  |  ${report.title}: ${report.organisationName}  |  ${report.status}  |  Page `, size: 16, color: GREY }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 16, color: GREY }),
                ],
              }),
            ],
          }),
        },
        children: [
          new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '1-2' }),
          ...documentDetails(report),
          ...summaryParagraphs(report),
          ...resultsParagraphs(report.results, brand),
          ...closingParagraphs(report),
        ],
      },
    ],
  });
}

/** The assessment report as a Word document's Blob (in the browser). */
export function renderAssessmentReportWord(report: AssessmentReport): Promise<Blob> {
  return Packer.toBlob(assessmentReportDocument(report));
}
