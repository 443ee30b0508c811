import { Paragraph, TextRun, type Table } from 'docx';
import type { Branding } from '../../domain/branding';
import type { ReportField } from '../../domain/review/assessment-report-details';
import { assessmentSectionTitle, type AssessmentReportSectionId } from '../../domain/review/assessment-report-words';
import { heading as bookmarkedHeading, type HeadingDepth } from '../word/headings';
import { GREY, lines as linesOf, styledTable } from '../word/layout';

export { GREY, lines } from '../word/layout';


/** A heading as Word's own heading style, a part of a section unless `depth` says otherwise, so the navigation pane and the contents list it; on a new page when asked. */
export function heading(text: string, depth: HeadingDepth = 2, options: { pageBreakBefore?: boolean } = {}): Paragraph {
  return bookmarkedHeading(text, depth, options);
}

/** A section of the assessment report starts: its heading, titled as the contents list it, on a new page when asked. */
export function sectionHeading(id: AssessmentReportSectionId, pageBreakBefore = false): Paragraph {
  return bookmarkedHeading(assessmentSectionTitle(id), 1, { pageBreakBefore });
}

/** Text as the assessor may write it: a paragraph for each block of lines, each line kept. */
export function paragraphs(text: string): Paragraph[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => new Paragraph({ children: linesOf(block) }));
}

/** A bulleted list. */
export function bullets(items: readonly string[]): Paragraph[] {
  return items.map((text) => new Paragraph({ text, bullet: { level: 0 }, spacing: { after: 40 } }));
}

/** A two-column table of labels and values, as the template gives its document details. */
export function fieldTable(fields: readonly ReportField[], branding: Branding): Table {
  return styledTable(
    [
      { title: 'Item', share: 0.3 },
      { title: 'Details', share: 0.7 },
    ],
    fields.map((field) => [field.label, field.value]),
    branding,
  );
}

/** A small grey note. */
export function note(text: string): Paragraph {
  return new Paragraph({ spacing: { before: 80 }, children: [new TextRun({ text, size: 17, color: GREY })] });
}
