import { Document, Footer, Header, PageNumber, Paragraph, TextRun, type FileChild, type INumberingOptions } from 'docx';
import { estimatePageNumbers } from 'docx/layout';
import type { Branding } from '../../domain/branding';
import { contentsParagraphs } from './contents';
import { PAGE, wordStyles } from './layout';

/** A4 with 2 cm margins, every section alike. */
const PAGE_PROPERTIES = { page: { size: { width: PAGE.width, height: PAGE.height }, margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin } } };

/** The grey of the footer's small type. */
const FOOTER_GREY = '4B5563';

/** The red of a classification marking, as the protective-marking rules show it. */
const MARKING_RED = 'B91C1C';

/** A classification marking as a paragraph, centred and bold, for the head or foot of a page. */
const markingParagraph = (marking: string) => new Paragraph({ alignment: 'center', spacing: { after: 0 }, children: [new TextRun({ text: marking, bold: true, size: 18, color: MARKING_RED })] });

/**
 * A report as a Word document in the house layout, in the consultancy's styles: the cover on a page of its own,
 * then the contents (the body's headings of levels 1 and 2 with their pages) and the body, each page after the cover
 * footed, centred, with `footer` and the page number. `numbering` gives the lists the body numbers. A `marking`
 * (a classification) is centred at the head and foot of every page, the cover's too.
 *
 * The pages of the contents are worked out as it is written, by laying out the pages as Word does
 * (`estimatePageNumbers`), so the document opens with them in place and without Word's question about updating
 * fields (decision 065).
 */
export function reportDocument({
  branding,
  title,
  cover,
  footer,
  body,
  numbering,
  marking,
}: {
  branding: Branding;
  title: string;
  cover: readonly FileChild[];
  footer: string;
  body: readonly FileChild[];
  numbering?: INumberingOptions;
  marking?: string;
}): Document {
  const markedHeader = marking !== undefined ? { headers: { default: new Header({ children: [markingParagraph(marking)] }) } } : {};
  return new Document({
    creator: branding.companyName,
    title,
    pageNumbers: estimatePageNumbers,
    styles: wordStyles(branding),
    sections: [
      {
        properties: PAGE_PROPERTIES,
        ...markedHeader,
        ...(marking !== undefined ? { footers: { default: new Footer({ children: [markingParagraph(marking)] }) } } : {}),
        children: cover,
      },
      {
        properties: PAGE_PROPERTIES,
        ...markedHeader,
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: 'center',
                children: [
                  new TextRun({ text: `${footer}  |  Page `, size: 16, color: FOOTER_GREY }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 16, color: FOOTER_GREY }),
                ],
              }),
              ...(marking !== undefined ? [markingParagraph(marking)] : []),
            ],
          }),
        },
        children: [...contentsParagraphs(body, branding), ...body],
      },
    ],
    ...(numbering ? { numbering } : {}),
  });
}
