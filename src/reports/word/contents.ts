import { InternalHyperlink, LeaderType, PageReference, Paragraph, Tab, TabStopType, TextRun, type FileChild } from 'docx';
import type { Branding } from '../../domain/branding';
import { contentsEntryOf, type ContentsEntry } from './headings';
import { CONTENT_WIDTH, FONT } from './layout';

/** The headings the contents lists: sections and their parts, not the steps below them. */
export function contentsEntries(body: readonly FileChild[]): ContentsEntry[] {
  return body.flatMap((child) => {
    const entry = contentsEntryOf(child);
    return entry && entry.depth <= 2 ? [entry] : [];
  });
}

/**
 * The contents: each heading of the body's sections and their parts, linked to it, with the page it is on. The
 * page is a PAGEREF field to the heading's bookmark, written with the number the document's page estimate gives,
 * so Word shows it as written, without asking to update fields, and LibreOffice works it out from its own pages.
 * The list is plain paragraphs in Word's contents styles rather than a TOC field, whose entries LibreOffice would
 * show as written, even where its own pages differ.
 */
export function contentsParagraphs(body: readonly FileChild[], branding: Branding): Paragraph[] {
  return [
    new Paragraph({
      spacing: { after: 200 },
      children: [new TextRun({ text: 'Contents', font: FONT, size: 32, bold: true, color: branding.colours.primary.replace('#', '') })],
    }),
    ...contentsEntries(body).map(
      (entry) =>
        new Paragraph({
          style: `TOC${entry.depth}`,
          tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH, leader: LeaderType.DOT }],
          children: [
            new InternalHyperlink({
              anchor: entry.bookmark,
              children: [new TextRun(entry.text), new TextRun({ children: [new Tab()] }), new PageReference(entry.bookmark)],
            }),
          ],
        }),
    ),
  ];
}
