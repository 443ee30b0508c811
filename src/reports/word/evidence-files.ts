import { Paragraph, TextRun } from 'docx';
import type { DetailedReport } from '../../domain/detailed-report';
import { ADDED_BY_THE_ASSESSOR, evidenceFilesIntro } from '../../domain/evidence-report';
import { heading } from './headings';

/** "Evidence files": each requirement's attached files with kind, size and SHA-256; nothing when none were attached. */
export function evidenceFileParagraphs(report: DetailedReport): Paragraph[] {
  const groups = report.evidenceFiles ?? [];
  if (groups.length === 0) return [];
  return [
    heading('Evidence files', 1, { pageBreakBefore: true }),
    new Paragraph(evidenceFilesIntro(groups)),
    ...groups.flatMap((group) => [
      new Paragraph({ text: group.requirementText, keepNext: true, spacing: { before: 120 } }),
      ...group.files.map(
        (file) =>
          new Paragraph({
            indent: { left: 284 },
            children: [new TextRun({ text: file.fileName, bold: true, size: 18 }), new TextRun({ text: `  (${file.kind}, ${file.size}${file.byAssessor ? `, ${ADDED_BY_THE_ASSESSOR}` : ''})  SHA-256 ${file.sha256}`, size: 18, color: '4B5563' })],
          }),
      ),
    ]),
  ];
}
