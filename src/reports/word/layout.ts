import { BorderStyle, Paragraph, ShadingType, Table, TableCell, TableLayoutType, TableRow, TextRun, WidthType, type IStylesOptions } from 'docx';
import type { Branding } from '../../domain/branding';

/** A4 in twentieths of a point, with 2 cm margins: the width left for text and tables. */
export const PAGE = { width: 11906, height: 16838, margin: 1134 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** The report's font: Arial, which Word has everywhere and LibreOffice replaces with the metric-equal Liberation Sans. */
export const FONT = 'Arial';

const hex = (colour: string) => colour.replace('#', '').toUpperCase();

/** The document's styles in the consultancy's colours: body text, title and three heading levels. */
export function wordStyles(branding: Branding): IStylesOptions {
  const primary = hex(branding.colours.primary);
  const heading = (size: number, before: number) => ({
    run: { font: FONT, size, bold: true, color: primary },
    paragraph: { spacing: { before, after: 120 }, keepNext: true },
  });
  return {
    default: {
      document: { run: { font: FONT, size: 20, color: '111827' }, paragraph: { spacing: { after: 100 } } },
      title: { run: { font: FONT, size: 52, bold: true, color: primary }, paragraph: { spacing: { after: 200 } } },
      heading1: heading(32, 360),
      heading2: heading(26, 240),
      heading3: heading(22, 160),
    },
  };
}

const BORDER = { style: BorderStyle.SINGLE, size: 4, color: 'D1D5DB' };

/** The house style's light rules, around and within a table. */
export const TABLE_BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, insideHorizontal: BORDER, insideVertical: BORDER };

/** A cell's content: plain text, text on a coloured badge (a standing), or text after a coloured mark (a direction). */
export type CellText = string | { text: string; fill: string } | { text: string; mark: string; markColour: string };

/** One column of a styled table: its heading and its share of the page width (the shares add up to 1). */
export interface Column {
  title: string;
  share: number;
}

/**
 * Whether the row at `index` of a table's `count` rows (the header aside) is kept on a page with the row after it: the
 * first and the last but one, so a table split over two pages never leaves a single row on either (a table of two or
 * three rows stays whole).
 */
export function keptWithNext(index: number, count: number): boolean {
  return index < count - 1 && (index === 0 || index === count - 2);
}

/**
 * One cell in the house style: `width` in twentieths of a point, a header's fill and bold type, or a badge's;
 * `columnSpan` to run across columns; `keepNext` to keep its row on a page with the next (see `keptWithNext`).
 */
export function tableCell(content: CellText, width: number, header: { fill: string } | undefined, columnSpan?: number, keepNext = false): TableCell {
  const badge = typeof content !== 'string' && 'fill' in content ? content : undefined;
  const marked = typeof content !== 'string' && 'mark' in content ? content : undefined;
  const text = typeof content === 'string' ? content : content.text;
  const fill = header?.fill ?? badge?.fill;
  const mark = marked ? [new TextRun({ text: `${marked.mark} `, color: hex(marked.markColour), size: 19 })] : [];
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    ...(columnSpan ? { columnSpan } : {}),
    margins: { top: 50, bottom: 50, left: 90, right: 90 },
    ...(fill ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(fill) } } : {}),
    children: text
      .split('\n')
      .map(
        (line, index) =>
          new Paragraph({
            spacing: { after: 0 },
            ...(keepNext ? { keepNext } : {}),
            children: [...(index === 0 ? mark : []), new TextRun({ text: line, bold: header !== undefined || badge !== undefined, color: fill ? 'FFFFFF' : undefined, size: 19 })],
          }),
      ),
  });
}

/** Each column's width in twentieths of a point: its share of the width between the margins. */
export function columnWidths(columns: readonly Column[]): number[] {
  return columns.map((column) => Math.round(column.share * CONTENT_WIDTH));
}

/**
 * A table in the house style: fixed column widths (so Word, LibreOffice and Google Docs agree), a header
 * row in the brand colour repeated on each page and kept with the first row, light rules, and below it `rows` as given.
 */
export function houseTable(columns: readonly Column[], rows: readonly TableRow[], branding: Branding): Table {
  const widths = columnWidths(columns);
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: TABLE_BORDERS,
    rows: [
      new TableRow({ tableHeader: true, cantSplit: true, children: columns.map((column, index) => tableCell(column.title, widths[index] ?? 0, { fill: branding.colours.primary }, undefined, true)) }),
      ...rows,
    ],
  });
}

/** A table in the house style (`houseTable`) of rows of text, each row kept whole, and kept with the next as `keptWithNext` says. */
export function styledTable(columns: readonly Column[], rows: readonly (readonly CellText[])[], branding: Branding): Table {
  const widths = columnWidths(columns);
  return houseTable(
    columns,
    rows.map((row, at) => new TableRow({ cantSplit: true, children: row.map((content, index) => tableCell(content, widths[index] ?? 0, undefined, undefined, keptWithNext(at, rows.length))) })),
    branding,
  );
}

/** A label and its value on one line: "Timeline: 12 months". */
export function field(label: string, value: string): Paragraph {
  return new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });
}

/** The grey of secondary words (a requirement's levels, a label before its value). */
export const GREY = '4B5563';

/** Text as typed, each of its lines on a line of its own. */
export function lines(text: string, options: { size?: number; color?: string } = {}): TextRun[] {
  return text.split(/\r\n|\r|\n/).map((line, index) => new TextRun({ text: line, break: index === 0 ? 0 : 1, ...options }));
}
