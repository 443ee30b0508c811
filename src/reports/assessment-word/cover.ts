import { BorderStyle, HeadingLevel, Paragraph, TextRun, type Table } from 'docx';
import type { AssessmentReport } from '../../domain/review/assessment-report';
import { NO_REVISION_YET } from '../../domain/review/assessment-report-words';
import { brandMarkImage } from '../word/brand-mark';
import { styledTable } from '../word/layout';
import { fieldTable, GREY, heading, sectionHeading } from './parts';

const colour = (hex: string) => hex.replace('#', '');

/** The cover, as ASD's template lays it out (title, organisation, status), with the consultancy's mark and the notice. */
export function coverParagraphs(report: AssessmentReport): Paragraph[] {
  const brand = report.consultation;
  return [
    new Paragraph({ children: [brandMarkImage(brand, 56)] }),
    new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: brand.companyName, size: 24, color: colour(brand.colours.accent) })] }),
    new Paragraph({
      text: report.title,
      heading: HeadingLevel.TITLE,
      spacing: { before: 2800 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 24, color: colour(brand.colours.primary), space: 8 } },
    }),
    new Paragraph({ spacing: { before: 400 }, children: [new TextRun({ text: report.organisationName, bold: true, size: 36 })] }),
    new Paragraph({ children: [new TextRun({ text: `Status: ${report.status}`, size: 24 })] }),
    new Paragraph({ children: [new TextRun({ text: report.reportDate, size: 22 })] }),
    new Paragraph({ spacing: { before: 5400 }, children: [new TextRun({ text: `${brand.companyName}  |  ${brand.website}`, size: 18, color: GREY })] }),
    new Paragraph({ children: [new TextRun({ text: report.notice, size: 18, color: GREY })] }),
  ];
}

/** The template's document details: the assessment, who prepared the report and for whom, and its revision history. */
export function documentDetails(report: AssessmentReport): (Paragraph | Table)[] {
  const { details } = report;
  const brand = report.consultation;
  return [
    sectionHeading('document-details', true),
    heading('Assessment'),
    fieldTable(details.assessment, brand),
    heading('Prepared by'),
    fieldTable(details.preparedBy, brand),
    heading('Prepared for'),
    fieldTable(details.preparedFor, brand),
    heading('Revision history'),
    details.revisions.length === 0
      ? new Paragraph(NO_REVISION_YET)
      : styledTable(
          [
            { title: 'Version', share: 0.12 },
            { title: 'Date', share: 0.22 },
            { title: 'Description', share: 0.4 },
            { title: 'Author', share: 0.26 },
          ],
          details.revisions.map((revision) => [revision.version, revision.date, revision.description, revision.author]),
          brand,
        ),
    new Paragraph({ spacing: { before: 200 }, children: [new TextRun({ text: report.notice, color: GREY })] }),
  ];
}
