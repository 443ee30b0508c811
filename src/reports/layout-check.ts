/**
 * Layout faults in a rendered document, read from where its text sits on each page (`pdftotext -bbox-layout`) and
 * where its ink is (a greyscale rendering of each page, `pdftoppm -gray`). Pure: the caller runs the tools and passes
 * their output. Font size and weight are not in that output, so:
 *
 * - a heading is a line of at most a few words whose type is taller than the document's body type (the height most
 *   of its words have), so any heading style, in any report, counts without a list of titles;
 * - a table is a run of rows, a row being two or more blocks of text side by side whose tops line up (pdftotext makes
 *   each table cell a block of its own), the rows of one table starting their cells at the same places across the
 *   page; its header is the first row of the table's first part;
 * - a page's furniture (a running header or footer, a marking) is a line that recurs at the same height on most
 *   pages, digits aside, and is left out of every rule.
 *
 * The faults: a word of a table's header split over two lines; a heading as the last thing on a page; a page more
 * than half blank, except the last and one before a section that must start a page; a table split over two pages that
 * leaves one row alone on one of them although the whole table fits on a page.
 */

export interface Box {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface TextLine extends Box {
  words: string[];
  /** Each word's height: the height of its type, which grows with the font size. */
  heights: number[];
}

export interface TextBlock extends Box {
  lines: TextLine[];
}

/** One page's text and ink, in points from its top-left corner. */
export interface PageLayout {
  width: number;
  height: number;
  blocks: TextBlock[];
  /** The page's rows with ink, as [top, bottom] bands; undefined when only the text is known. */
  ink?: [number, number][];
}

export type FaultKind = 'broken-header-word' | 'heading-at-foot' | 'half-blank-page' | 'orphaned-row';

export interface LayoutFault {
  kind: FaultKind;
  /** The page, counted from 1. */
  page: number;
  detail: string;
}

export interface LayoutRules {
  /** Headings of the sections that start a page of their own: the page before one may be short. */
  startsPage?: readonly string[];
  /** The most of a page's body that may be blank, as a share; a half by default. */
  mostBlank?: number;
}

const number = (attributes: string, name: string) => Number(new RegExp(`${name}="([-0-9.]+)"`).exec(attributes)?.[1] ?? Number.NaN);
const boxOf = (attributes: string): Box => ({ xMin: number(attributes, 'xMin'), yMin: number(attributes, 'yMin'), xMax: number(attributes, 'xMax'), yMax: number(attributes, 'yMax') });
const decoded = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The pages of `pdftotext -bbox-layout` output: each block of text with its lines and their words. */
export function parseBboxLayout(xhtml: string): PageLayout[] {
  return [...xhtml.matchAll(/<page ([^>]*)>([\s\S]*?)<\/page>/g)].map((page) => ({
    width: number(page[1] ?? '', 'width'),
    height: number(page[1] ?? '', 'height'),
    blocks: [...(page[2] ?? '').matchAll(/<block ([^>]*)>([\s\S]*?)<\/block>/g)].map((block) => ({
      ...boxOf(block[1] ?? ''),
      lines: [...(block[2] ?? '').matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)].map((line) => {
        const words = [...(line[2] ?? '').matchAll(/<word ([^>]*)>([\s\S]*?)<\/word>/g)];
        return {
          ...boxOf(line[1] ?? ''),
          words: words.map((word) => decoded(word[2] ?? '')),
          heights: words.map((word) => {
            const box = boxOf(word[1] ?? '');
            return box.yMax - box.yMin;
          }),
        };
      }),
    })),
  }));
}

/**
 * The bands of rows with ink in a binary greyscale image (PGM, as `pdftoppm -gray` writes it) of a page `pageHeight`
 * points high, in points from the top: a row has ink when any pixel in it is darker than `lightest`.
 */
export function inkBands(pgm: Uint8Array, pageHeight: number, lightest = 235): [number, number][] {
  const header = /^P5\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s/.exec(new TextDecoder('latin1').decode(pgm.subarray(0, 200)));
  if (!header || Number(header[3]) > 255) throw new Error('Not an 8-bit binary PGM image');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const start = header[0].length;
  if (pgm.length < start + width * height) throw new Error(`The PGM's pixels are ${pgm.length - start} bytes, not ${width * height}`);
  const scale = pageHeight / height;
  const bands: [number, number][] = [];
  for (let row = 0; row < height; row += 1) {
    const pixels = pgm.subarray(start + row * width, start + (row + 1) * width);
    if (!pixels.some((pixel) => pixel < lightest)) continue;
    const last = bands.at(-1);
    if (last && Math.abs(last[1] - row * scale) < scale / 2) last[1] = (row + 1) * scale;
    else bands.push([row * scale, (row + 1) * scale]);
  }
  return bands;
}

/** How far apart the tops of two cells of one row, or the starts of two cells of one column, may be. */
const ALIGNED = 3;

/** The most space between two paragraphs of one table cell. */
const CELL_GAP = 6;

const lineText = (line: TextLine) => line.words.join(' ');
const furnitureKey = (line: TextLine) => `${Math.round(line.yMin / 3)}|${lineText(line).replace(/\d+/g, '#')}`;

/** The share of a page's height at its top and at its foot where a running header or footer may sit. */
const MARGIN = 0.12;

/** Whether a block has another beside it with its top in line: a cell of a table's row. */
const besideAnother = (block: TextBlock, page: PageLayout) =>
  page.blocks.some((other) => other !== block && Math.abs(other.yMin - block.yMin) <= ALIGNED && (other.xMax <= block.xMin || block.xMax <= other.xMin));

/**
 * The keys of lines that recur at the same height on most pages (a running header or footer, a marking), digits
 * aside, in the top or bottom `MARGIN` of the page; a table's header repeated at the head of each page is content.
 */
function furnitureKeys(pages: readonly PageLayout[]): Set<string> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const margin = (line: TextLine) => line.yMax < page.height * MARGIN || line.yMin > page.height * (1 - MARGIN);
    const keys = new Set(page.blocks.filter((block) => !besideAnother(block, page)).flatMap((block) => block.lines.filter(margin).map(furnitureKey)));
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const most = Math.max(2, Math.ceil(pages.length / 2));
  return new Set([...counts].filter(([, count]) => pages.length >= 3 && count >= most).map(([key]) => key));
}

/** The document's body type: the tallest type at least a tenth of its words are set in (notes and tables are smaller). */
function bodyHeight(pages: readonly PageLayout[]): number {
  const counts = new Map<number, number>();
  let total = 0;
  for (const page of pages) for (const block of page.blocks) for (const line of block.lines) for (const height of line.heights) {
    const rounded = Math.round(height * 10) / 10;
    counts.set(rounded, (counts.get(rounded) ?? 0) + 1);
    total += 1;
  }
  return Math.max(0, ...[...counts].filter(([, count]) => count >= total / 10).map(([height]) => height));
}

/** The most words a heading has: a longer line is a sentence in large type (a headline), not a heading. */
const HEADING_MOST_WORDS = 12;
/** How much taller than the body type a heading's type is, at least: the smallest heading style is 1.1 times the body's. */
const HEADING_SCALE = 1.07;

/** Whether a line is a heading: a few words, every one in type taller than the body's, not ending a sentence. */
export function isHeading(line: TextLine, body: number): boolean {
  return line.words.length > 0 && line.words.length <= HEADING_MOST_WORDS && !/[.;,]$/.test(line.words.at(-1) ?? '') && line.heights.every((height) => height >= body * HEADING_SCALE);
}

interface ContentLine extends TextLine {
  block: number;
}

/** A page's content: its lines without the furniture, top to bottom. */
function contentLines(page: PageLayout, furniture: ReadonlySet<string>): ContentLine[] {
  return page.blocks
    .flatMap((block, index) => block.lines.map((line) => ({ ...line, block: index })))
    .filter((line) => !furniture.has(furnitureKey(line)))
    .sort((a, b) => a.yMin - b.yMin || a.xMin - b.xMin);
}

/** One row of a table: its cells (blocks) left to right. */
interface TableRow extends Box {
  cells: TextBlock[];
}


/** The rows of a page's tables: blocks of content, two or more side by side with their tops in line. */
function tableRows(page: PageLayout, furniture: ReadonlySet<string>): TableRow[] {
  const blocks = page.blocks
    .filter((block) => block.lines.some((line) => !furniture.has(furnitureKey(line))) && block.lines.some((line) => /[\p{L}\p{N}]/u.test(lineText(line))))
    .sort((a, b) => a.yMin - b.yMin || a.xMin - b.xMin);
  const rows: TableRow[] = [];
  for (const block of blocks) {
    const row = rows.find((candidate) => Math.abs(candidate.yMin - block.yMin) <= ALIGNED && candidate.cells.every((cell) => cell.xMax <= block.xMin || block.xMax <= cell.xMin));
    if (row) {
      row.cells.push(block);
      row.xMin = Math.min(row.xMin, block.xMin);
      row.xMax = Math.max(row.xMax, block.xMax);
      row.yMax = Math.max(row.yMax, block.yMax);
    } else rows.push({ ...block, cells: [block] });
  }
  // A block alone in a column just below a row (another paragraph of a cell, in other type) is more of that row.
  const table = rows.filter((row) => row.cells.length >= 2);
  for (const row of rows.filter((candidate) => candidate.cells.length === 1)) {
    const [block] = row.cells;
    if (!block) continue;
    const above = table.filter((other) => other.yMin < block.yMin && block.yMin <= other.yMax + CELL_GAP && other.cells.some((cell) => Math.abs(cell.xMin - block.xMin) <= ALIGNED)).at(-1);
    if (above) above.yMax = Math.max(above.yMax, block.yMax);
  }
  return table.map((row) => ({ ...row, cells: row.cells.sort((a, b) => a.xMin - b.xMin) }));
}

/** Whether two rows are of one table: at least two of their cells start at the same places. */
function sameColumns(a: TableRow, b: TableRow): boolean {
  const shared = a.cells.filter((cell) => b.cells.some((other) => Math.abs(other.xMin - cell.xMin) <= ALIGNED)).length;
  return shared >= 2 && shared >= Math.min(a.cells.length, b.cells.length) - 1;
}

/** A page's tables: runs of rows with the same columns, with no other content between them. */
function pageTables(page: PageLayout, furniture: ReadonlySet<string>, lines: readonly ContentLine[]): TableRow[][] {
  const tables: TableRow[][] = [];
  for (const row of tableRows(page, furniture)) {
    const table = tables.at(-1);
    const previous = table?.at(-1);
    // Other content between two rows parts two tables; a line in line with a column (more of a tall cell) does not.
    const between = previous ? lines.some((line) => line.yMin > previous.yMax - 1 && line.yMax < row.yMin + 1 && !previous.cells.some((cell) => Math.abs(cell.xMin - line.xMin) <= ALIGNED)) : true;
    if (table && previous && !between && sameColumns(previous, row)) table.push(row);
    else tables.push([row]);
  }
  return tables;
}

/** The most words a header cell has: a column's title is a few words, a row of content is more. */
const HEADER_MOST_WORDS = 6;

/** Whether a table's first row reads as its header: a few words in every cell. */
const isHeaderRow = (row: TableRow) => row.cells.every((cell) => cell.lines.reduce((count, line) => count + line.words.length, 0) <= HEADER_MOST_WORDS);

const rowText = (row: TableRow) => row.cells.map((cell) => cell.lines.map(lineText).join(' ')).join(' | ');

/**
 * Whether a line break inside a header cell splits a word: its last piece and the next line's first piece together
 * make a word the document uses whole elsewhere while the first piece alone is none of its words; a piece ending in a
 * hyphen counts when the word is used without it ("Implemen-" / "tation"), not when the hyphen is the word's own
 * ("cloud-" / "hosted").
 */
function splitWord(end: string, start: string, words: ReadonlySet<string>): string | undefined {
  const a = end.replace(/[^\p{L}-]+$/u, '');
  const b = start.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
  if (a === '' || b === '' || !/^\p{Ll}/u.test(b)) return undefined;
  const joined = `${a.replace(/-$/, '')}${b}`;
  if (a.endsWith('-')) return words.has(joined.toLowerCase()) && !words.has(`${a}${b}`.toLowerCase()) ? joined : undefined;
  return words.has(joined.toLowerCase()) && !words.has(a.toLowerCase()) ? joined : undefined;
}

/** Every word a document uses whole: each word that does not end a line, lower-cased and without its punctuation. */
function wholeWords(pages: readonly PageLayout[]): Set<string> {
  const words = new Set<string>();
  for (const page of pages) for (const block of page.blocks) for (const line of block.lines) {
    for (const word of line.words.slice(0, -1)) words.add(word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLowerCase());
  }
  return words;
}

/** How far below its lowest line a page's content reaches with ink (a chart, a rule, a filled row) before its footer. */
function contentBottom(page: PageLayout, lines: readonly ContentLine[], furnitureTop: number, furnitureBottom: number): number {
  const textBottom = Math.max(0, ...lines.map((line) => line.yMax));
  const inkBottom = Math.max(0, ...(page.ink ?? []).filter(([top, bottom]) => top >= furnitureBottom && bottom <= furnitureTop).map(([, bottom]) => bottom));
  return Math.max(textBottom, inkBottom);
}

/** Every layout fault of a document's pages (see the module's comment for the rules and how it reads the pages). */
export function layoutFaults(pages: readonly PageLayout[], rules: LayoutRules = {}): LayoutFault[] {
  const faults: LayoutFault[] = [];
  const furniture = furnitureKeys(pages);
  const body = bodyHeight(pages);
  const words = wholeWords(pages);
  const startsPage = new Set((rules.startsPage ?? []).map((title) => title.replace(/\s+/g, ' ').trim()));
  const mostBlank = rules.mostBlank ?? 0.5;
  const contents = pages.map((page) => contentLines(page, furniture));
  const tables = pages.map((page, index) => pageTables(page, furniture, contents[index] ?? []));

  // Where the furniture sits: the page's body is between the lowest furniture at its head and the highest at its foot.
  const furnitureLines = pages.flatMap((page) => page.blocks.flatMap((block) => block.lines.filter((line) => furniture.has(furnitureKey(line)))));
  const height = pages[0]?.height ?? 0;
  const footTop = Math.min(height, ...furnitureLines.filter((line) => line.yMin > height / 2).map((line) => line.yMin)) - 8;
  const headBottom = Math.max(0, ...furnitureLines.filter((line) => line.yMax < height / 2).map((line) => line.yMax)) + 2;
  const bodyTop = Math.min(...contents.flatMap((lines) => lines.slice(0, 1).map((line) => line.yMin)));
  const bodyBottom = Math.max(...contents.flatMap((lines) => lines.map((line) => line.yMax)), ...pages.flatMap((page) => (page.ink ?? []).filter(([top, bottom]) => top >= headBottom && bottom <= footTop).map(([, bottom]) => bottom)));

  pages.forEach((page, index) => {
    const number = index + 1;
    const lines = contents[index] ?? [];
    const last = number === pages.length;

    // A table's header: the first row of a table that does not go on from the page before.
    for (const [tableIndex, table] of (tables[index] ?? []).entries()) {
      const continued = tableIndex === 0 && index > 0 && continuesFrom(tables[index - 1] ?? [], table, contents[index - 1] ?? [], lines);
      const header = table[0];
      if (!header || continued || !isHeaderRow(header)) continue;
      for (const cell of header.cells) {
        cell.lines.slice(0, -1).forEach((line, at) => {
          const next = cell.lines[at + 1];
          const split = next ? splitWord(line.words.at(-1) ?? '', next.words[0] ?? '', words) : undefined;
          if (split) faults.push({ kind: 'broken-header-word', page: number, detail: `"${split}" split over two lines as "${line.words.at(-1)}" / "${next?.words[0]}" in the header ${rowText(header)}` });
        });
      }
    }

    if (last) return;
    const bottom = contentBottom(page, lines, footTop, headBottom);
    const final = lines.filter((line) => line.yMax >= Math.max(...lines.map((other) => other.yMax)) - 1);
    if (final.length > 0 && final.every((line) => isHeading(line, body)) && bottom <= Math.max(...final.map((line) => line.yMax)) + 4) {
      faults.push({ kind: 'heading-at-foot', page: number, detail: `"${final.map(lineText).join(' ')}" is the last thing on the page` });
    }

    const next = contents[index + 1]?.[0];
    const nextStartsPage = next !== undefined && [...startsPage].some((title) => lineText(next).startsWith(title) || title.startsWith(lineText(next)));
    const blank = bodyBottom > bodyTop ? (bodyBottom - bottom) / (bodyBottom - bodyTop) : 0;
    if (blank > mostBlank && !nextStartsPage) {
      faults.push({ kind: 'half-blank-page', page: number, detail: `${Math.round(blank * 100)}% of the page is blank, and page ${number + 1} starts with "${next ? lineText(next) : ''}"` });
    }

  });

  // A table split over pages: a part with a single row of its own, where the whole table fits on a page.
  for (const parts of splitTables(tables, contents)) {
    const start = parts[0]?.rows[0];
    const firstPage = parts[0]?.page ?? 0;
    // Only a table seen from its start, below other content on its first page, is known whole.
    if (!start || !(contents[firstPage - 1] ?? []).some((line) => line.yMax < start.yMin - 1)) continue;
    // A row too tall to keep whole may break over the pages (its rest sits in its columns outside any row): allowed.
    if (parts.some((part) => brokenRow(part.rows, contents[part.page - 1] ?? []))) continue;
    const header = rowText(start);
    const own = parts.map((part, at) => part.rows.slice(at === 0 || (part.rows[0] && rowText(part.rows[0]) === header) ? 1 : 0));
    const body = bodyBottom - bodyTop;
    const whole = own.reduce((total, rows) => total + extent(rows), 0);
    // A part that fills most of its page marks a table longer than a page, even where a row too tall to keep whole
    // broke over pages and hides how the parts join.
    if (whole >= body || parts.some((part) => extent(part.rows) >= FULL_PART * body)) continue;
    // A later part with no row of its own holds the rest of a row too tall to keep whole, broken over the pages.
    if (own.some((rows, at) => at > 0 && rows.length === 0)) continue;
    own.forEach((rows, at) => {
      const [alone] = rows;
      if (rows.length > 1) return;
      faults.push({ kind: 'orphaned-row', page: parts[at]?.page ?? 0, detail: `${alone ? `the row "${rowText(alone)}" alone` : 'no row'} on the page, of the table headed ${header}, which fits on one page` });
    });
  }
  return faults;
}

/** Whether a part of a table holds part of a row broken over pages: lines in its columns outside every one of its rows. */
function brokenRow(rows: readonly TableRow[], lines: readonly ContentLine[]): boolean {
  const first = rows[0];
  if (!first) return false;
  const inRow = (line: ContentLine) => rows.some((row) => line.yMin >= row.yMin - 1 && line.yMax <= row.yMax + 1);
  const inColumn = (line: ContentLine) => first.cells.some((cell) => Math.abs(cell.xMin - line.xMin) <= ALIGNED);
  for (const line of lines.filter((candidate) => candidate.yMin >= first.yMin - 1)) {
    if (inRow(line)) continue;
    if (!inColumn(line)) return false;
    return true;
  }
  return false;
}

/** How far down the page a table's rows reach from the top of the first. */
const extent = (rows: readonly TableRow[]) => Math.max(0, ...rows.map((row) => row.yMax)) - (rows[0]?.yMin ?? 0);

/** The share of a page's body a part of a table fills when the table is longer than a page. */
const FULL_PART = 0.85;

/** A table split over pages: each part's page (counted from 1) and rows. */
type SplitTable = { page: number; rows: TableRow[] }[];

/** The tables that go on from one page to the next, each as its parts page by page. */
function splitTables(tables: readonly TableRow[][][], contents: readonly ContentLine[][]): SplitTable[] {
  const split: SplitTable[] = [];
  let current: SplitTable | undefined;
  tables.forEach((pageTables, index) => {
    const first = pageTables[0];
    const goesOn = first !== undefined && index > 0 && continuesFrom(tables[index - 1] ?? [], first, contents[index - 1] ?? [], contents[index] ?? []);
    const before = tables[index - 1]?.at(-1);
    if (goesOn && first && before) {
      if (!current) {
        current = [{ page: index, rows: before }];
        split.push(current);
      }
      current.push({ page: index + 1, rows: first });
    }
    // A chain goes on only through a page that is all one table.
    if (!(goesOn && pageTables.length === 1)) current = undefined;
  });
  return split;
}

/**
 * Whether `table`, at the head of a page, goes on from the last table of the page before: that table is the last
 * content there, this one the first content here, and their columns are the same.
 */
function continuesFrom(before: readonly TableRow[][], table: readonly TableRow[], linesBefore: readonly ContentLine[], lines: readonly ContentLine[]): boolean {
  const previous = before.at(-1);
  const lastRow = previous?.at(-1);
  const firstRow = table[0];
  if (!previous || !lastRow || !firstRow) return false;
  const endsBefore = !linesBefore.some((line) => line.yMin > lastRow.yMax + 1);
  const startsHere = !lines.some((line) => line.yMax < firstRow.yMin - 1);
  return endsBefore && startsHere && sameColumns(lastRow, firstRow);
}
