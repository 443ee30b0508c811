import { Paragraph, TextRun } from 'docx';
import type { DetailedReport } from '../../domain/detailed-report';
import { EXCEPTIONS_REGISTER_EMPTY, EXCEPTIONS_REGISTER_INTRO } from '../../domain/exceptions-words';

const GREY = '4B5563';

/**
 * The exceptions register in the Word report: each alternate control, not applicable and not
 * implemented requirement with its strategy, outcome, review date, approver and justification.
 */
export function exceptionsRegisterParagraphs(report: DetailedReport): Paragraph[] {
  if (report.exceptions.length === 0) return [new Paragraph(EXCEPTIONS_REGISTER_EMPTY)];
  return [
    new Paragraph(EXCEPTIONS_REGISTER_INTRO),
    ...report.exceptions.flatMap((entry) => [
      new Paragraph({ keepNext: true, spacing: { before: 120 }, children: [new TextRun({ text: entry.strategyTitle, color: GREY, size: 18 })] }),
      new Paragraph({ text: entry.requirement, keepNext: true }),
      new Paragraph({
        keepNext: true,
        children: [
          new TextRun({ text: 'Outcome: ', color: GREY, size: 18 }),
          new TextRun({ text: entry.outcome, bold: true, size: 18 }),
          new TextRun({ text: `  |  Review by: ${entry.reviewBy}  |  Approved by: ${entry.approvedBy}`, color: GREY, size: 18 }),
        ],
      }),
      new Paragraph({
        indent: { left: 284 },
        children: [
          new TextRun({ text: 'Justification: ', bold: true, size: 18 }),
          ...entry.justification.split(/\r\n|\r|\n/).map((line, index) => new TextRun({ text: line, break: index === 0 ? 0 : 1, size: 18 })),
        ],
      }),
    ]),
  ];
}
