import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { audBand } from '../domain/exposure';
import type { SummaryReport } from '../domain/report-model';

function cell(text: string, bold = false): TableCell {
  return new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
}

function field(label: string, value: string): Paragraph {
  return new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });
}

/**
 * The Word report (spec §9 "Word export"): organisation, contact (N/A if absent), average maturity
 * to two decimals, and a table of each control against its levels, from the same report model as the PDFs.
 */
export function wordReportDocument(report: SummaryReport): Document {
  const border = { style: BorderStyle.SINGLE, size: 4, color: '9CA3AF' };
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border },
    rows: [
      new TableRow({ tableHeader: true, children: ['Control', 'Target', 'Maturity level', 'Gap', 'Priority'].map((title) => cell(title, true)) }),
      ...report.controls.map(
        (control) =>
          new TableRow({
            children: [
              cell(control.title),
              cell(`${control.targetLevel} ${control.targetTitle}`),
              cell(`${control.currentLevel} ${control.currentTitle}`),
              cell(String(control.gap)),
              cell(control.priority.band),
            ],
          }),
      ),
    ],
  });
  return new Document({
    creator: report.consultation.companyName,
    title: `${report.organisationName}: Essential Eight Assessment`,
    sections: [
      {
        children: [
          new Paragraph({ text: 'Essential Eight Assessment Report', heading: HeadingLevel.TITLE }),
          field('Organisation', report.organisationName),
          field('Contact', report.respondentName),
          field('Email', report.respondentEmail),
          field('Assessed on', report.assessedOn),
          field('Average maturity', `${report.averageMaturity.toFixed(2)} out of 3`),
          field('Estimated cost exposure', report.exposureText),
          field('Overall exposure band', audBand(report.overallExposure)),
          new Paragraph({ text: 'Maturity by control', heading: HeadingLevel.HEADING_1, spacing: { before: 300 } }),
          table,
          new Paragraph({ text: report.consultation.conclusion.title, heading: HeadingLevel.HEADING_1, spacing: { before: 300 } }),
          new Paragraph(report.consultation.conclusion.message),
          ...report.consultation.conclusion.services.map((service) => new Paragraph({ text: service, bullet: { level: 0 } })),
          new Paragraph({
            alignment: AlignmentType.LEFT,
            children: [new TextRun({ text: `Contact ${report.consultation.companyName}: ${report.consultation.contactEmail}`, bold: true })],
          }),
        ],
      },
    ],
  });
}

/** The Word report as a Blob (in the browser). */
export function renderWordReport(report: SummaryReport): Promise<Blob> {
  return Packer.toBlob(wordReportDocument(report));
}
