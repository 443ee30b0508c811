import {
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { DetailedReport } from '../domain/detailed-report';
import { audBand, exposureEstimateNote } from '../domain/exposure';
import { actionPlanParagraphs, requirementOutcomeParagraphs } from './word/requirements';

const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '9CA3AF' };
const BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, insideHorizontal: BORDER, insideVertical: BORDER };

function cell(text: string, bold = false): TableCell {
  return new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
}

function table(header: string[], rows: string[][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: BORDERS,
    rows: [
      new TableRow({ tableHeader: true, children: header.map((title) => cell(title, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((text) => cell(text)) })),
    ],
  });
}

function field(label: string, value: string): Paragraph {
  return new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });
}

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel] = HeadingLevel.HEADING_1) =>
  new Paragraph({ text, heading: level });
const bullets = (items: readonly string[]) => items.map((text) => new Paragraph({ text, bullet: { level: 0 } }));

/**
 * The Word report: the report model's sections, editable (organisation, contact or N/A, average maturity to two
 * decimals, a table of each control against its maturity level, 0 when missing) and the same
 * sections as the detailed PDF, as real headings, tables and lists a consultant can edit; for a
 * detailed assessment also its action plan and every requirement's outcome and evidence.
 */
export function wordReportDocument(report: DetailedReport): Document {
  const brand = report.consultation;
  const withGaps = report.controls.filter((control) => control.recommendations.length > 0);
  return new Document({
    creator: brand.companyName,
    title: `${report.organisationName}: Essential Eight Assessment`,
    features: { updateFields: true },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [new Paragraph({ children: [new TextRun(`${brand.companyName}  |  Page `), new TextRun({ children: [PageNumber.CURRENT] })] })],
          }),
        },
        children: [
          new Paragraph({ text: 'Essential Eight Assessment Report', heading: HeadingLevel.TITLE }),
          new Paragraph({ children: [new TextRun({ text: report.organisationName, bold: true, size: 32 })] }),
          new Paragraph(`Prepared by ${brand.companyName} on ${report.assessedOn}`),
          new Paragraph(report.notice),
          new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '1-2' }),
          new Paragraph({ children: [new PageBreak()] }),
          heading('Organisation information'),
          field('Organisation', report.organisationName),
          field('Contact', report.respondentName),
          field('Email', report.respondentEmail),
          field('Assessed on', report.assessedOn),
          field('Timeline', report.timeline),
          field('Priorities', report.priorities.length > 0 ? report.priorities.join(', ') : 'None chosen'),
          field('Constraints', report.constraints),
          heading('Executive summary'),
          new Paragraph({ children: [new TextRun({ text: report.asd.headline, bold: true })] }),
          ...(report.levelsNote !== '' ? [new Paragraph(report.levelsNote)] : []),
          field('Maturity level by ASD\'s method', report.asd.overallName),
          field('Holding it there', report.asd.limitingText || 'None: all eight strategies are at Maturity Level Three'),
          field('Average maturity', `${report.averageMaturity.toFixed(2)} out of 3`),
          field('High priority controls', String(report.highPriorityCount)),
          field('Medium priority controls', String(report.mediumPriorityCount)),
          field('Estimated cost exposure', report.exposureText),
          field('Overall exposure band', audBand(report.overallExposure)),
          field('Typical time to detect a breach', report.timeToDetect),
          new Paragraph(exposureEstimateNote()),
          heading('Maturity by control', HeadingLevel.HEADING_2),
          table(
            ['Control', 'Target', 'Maturity level', 'ASD level', 'Gap', 'Priority'],
            report.controls.map((control, index) => [
              control.title,
              `${control.targetLevel} ${control.targetTitle}`,
              `${control.currentLevel} ${control.currentTitle}`,
              report.asd.strategies[index]?.levelName ?? '',
              String(control.gap),
              control.priority.band,
            ]),
          ),
          ...(report.kind === 'detailed' ? [heading('Action plan'), ...actionPlanParagraphs(report)] : []),
          heading('Gap analysis by control'),
          ...report.controls.flatMap((control) => [
            heading(control.title, HeadingLevel.HEADING_2),
            new Paragraph(control.description),
            field('Target', `${control.targetLevel} ${control.targetTitle}`),
            field('Current', `${control.currentLevel} ${control.currentTitle}`),
            field('Gap', control.gap > 0 ? `${control.gap} level${control.gap === 1 ? '' : 's'}` : 'Target met'),
            field('Priority', control.priority.band),
            field('Cost exposure', audBand(control.exposureBand)),
            field('Where you are', control.currentMeaning),
            field('Where you aim to be', control.targetMeaning),
          ]),
          heading('Recommendations'),
          ...(withGaps.length === 0 ? [new Paragraph('Every control meets its target. Keep them reviewed and tested.')] : []),
          ...withGaps.flatMap((control) => [
            heading(`${control.title}: from ${control.currentTitle} to ${control.targetTitle}`, HeadingLevel.HEADING_2),
            ...control.recommendations.flatMap((group) => [heading(group.title, HeadingLevel.HEADING_3), ...bullets(group.items)]),
          ]),
          heading('Next steps'),
          ...report.nextSteps.map((text) => new Paragraph({ text, numbering: { reference: 'next-steps', level: 0 } })),
          heading(brand.conclusion.title, HeadingLevel.HEADING_2),
          new Paragraph(brand.conclusion.message),
          ...bullets(brand.conclusion.services),
          field('Contact', `${brand.companyName}, ${brand.contactEmail}${brand.contactPhone ? `, ${brand.contactPhone}` : ''}`),
          ...(brand.bookingUrl
            ? [new Paragraph({ children: [new TextRun('Book a consultation: '), new ExternalHyperlink({ link: brand.bookingUrl, children: [new TextRun({ text: brand.bookingUrl, style: 'Hyperlink' })] })] })]
            : []),
          ...(report.kind === 'detailed'
            ? [new Paragraph({ text: 'Requirement outcomes', heading: HeadingLevel.HEADING_1, pageBreakBefore: true }), ...requirementOutcomeParagraphs(report)]
            : []),
        ],
      },
    ],
    numbering: {
      config: [{ reference: 'next-steps', levels: [{ level: 0, format: 'decimal', text: '%1.', alignment: 'left' }] }],
    },
  });
}

/** The Word report as a Blob (in the browser). */
export function renderWordReport(report: DetailedReport): Promise<Blob> {
  return Packer.toBlob(wordReportDocument(report));
}
