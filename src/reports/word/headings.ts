import { Bookmark, HeadingLevel, Paragraph, TextRun, type FileChild } from 'docx';

/** How deep a heading sits: 1 for a section, 2 for a part of one, 3 below that. */
export type HeadingDepth = 1 | 2 | 3;

/** A heading as the contents lists it: its text, its depth and the bookmark on it that the entry links to and takes its page from. */
export interface ContentsEntry {
  text: string;
  depth: HeadingDepth;
  bookmark: string;
}

const STYLES = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

const entries = new WeakMap<FileChild, ContentsEntry>();
let headingsMade = 0;

/**
 * A heading in Word's own heading style (so the navigation pane lists it), its text bookmarked so the contents can
 * link to it and give the page it is on; on a new page when asked.
 */
export function heading(text: string, depth: HeadingDepth = 1, options: { pageBreakBefore?: boolean } = {}): Paragraph {
  headingsMade += 1;
  // A name that starts with an underscore is one of Word's hidden bookmarks, as its own contents use.
  const bookmark = `_Heading${headingsMade}`;
  const paragraph = new Paragraph({
    heading: STYLES[depth],
    ...(options.pageBreakBefore ? { pageBreakBefore: true } : {}),
    children: [new Bookmark({ id: bookmark, children: [new TextRun(text)] })],
  });
  entries.set(paragraph, { text, depth, bookmark });
  return paragraph;
}

/** The contents entry of a part of a body: what `heading` made it from, or undefined when it is not a heading. */
export function contentsEntryOf(child: FileChild): ContentsEntry | undefined {
  return entries.get(child);
}
