import { describe, expect, it } from 'vitest';
import { inkBands, isHeading, layoutFaults, parseBboxLayout, type PageLayout, type TextBlock } from './layout-check';

const BODY = 9.2;

/** A block of lines at `x`, from `y`, each line's words set in type `height` high, a line every `height + 2` points. */
function block(x: number, y: number, lines: string[], height = BODY, width = 200): TextBlock {
  const placed = lines.map((text, index) => {
    const words = text.split(' ');
    const top = y + index * (height + 2);
    return { xMin: x, xMax: x + width, yMin: top, yMax: top + height, words, heights: words.map(() => height) };
  });
  return { xMin: x, xMax: x + width, yMin: y, yMax: placed.at(-1)!.yMax, lines: placed };
}

let paragraphs = 0;

/** Paragraphs of body text down a page, from `from` to `to`, each its own words. */
function prose(from: number, to: number): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (let y = from; y + 40 <= to; y += 50) {
    const name = `paragraph${String.fromCharCode(97 + (paragraphs % 26))}${String.fromCharCode(97 + Math.floor(paragraphs / 26) % 26)}`;
    paragraphs += 1;
    blocks.push(block(40, y, [`Body text of ${name} that runs the width of the page and on`, `and on to a second line of ${name} and a third one`, `ending ${name}.`], BODY, 500));
  }
  return blocks;
}

/** A page of A4 with a footer that recurs on every page. */
function page(number: number, blocks: TextBlock[]): PageLayout {
  return { width: 595, height: 842, blocks: [...blocks, block(130, 810, [`Consultancy | Report | Page ${number}`], 7.4, 340)] };
}

/** A table's rows from `y`: each row's cells side by side, their tops in line. */
function rows(y: number, cells: string[][], columns = [44, 220, 400]): TextBlock[] {
  return cells.flatMap((row, index) => row.map((text, column) => block(columns[column] ?? 0, y + index * 20, [text], BODY, 150)));
}

describe('reading a page', () => {
  it("parses pdftotext's bbox layout into pages, blocks, lines and words with their heights", () => {
    const xhtml = `<doc><page width="595.28" height="841.89"><flow><block xMin="40" yMin="41.5" xMax="120" yMax="60">
      <line xMin="40" yMin="41.5" xMax="120" yMax="50"><word xMin="40" yMin="41.5" xMax="70" yMax="50">Tom &amp; Jo</word><word xMin="72" yMin="40" xMax="120" yMax="52">Big</word></line>
      </block></flow></page><page width="595.28" height="841.89"></page></doc>`;
    const pages = parseBboxLayout(xhtml);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.blocks[0]?.lines[0]?.words).toEqual(['Tom & Jo', 'Big']);
    expect(pages[0]?.blocks[0]?.lines[0]?.heights).toEqual([8.5, 12]);
    expect(pages[1]?.blocks).toEqual([]);
  });

  it('reads the bands of rows with ink from a greyscale image, in points', () => {
    const width = 4;
    const pixels = [255, 255, 255, 255, 255, 0, 255, 255, 255, 0, 255, 255, 255, 255, 255, 255].map((value) => value);
    const pgm = new Uint8Array([...new TextEncoder().encode(`P5\n${width} 4\n255\n`), ...pixels]);
    // Four rows on a page 40 points high: rows 1 and 2 have ink, 10 points each.
    expect(inkBands(pgm, 40)).toEqual([[10, 30]]);
    expect(() => inkBands(new TextEncoder().encode('P2\n1 1\n255\n0'), 10)).toThrow(/PGM/);
  });

  it('takes a short line in type taller than the body for a heading, not a sentence or body text', () => {
    const line = (words: string[], height: number) => ({ xMin: 0, xMax: 100, yMin: 0, yMax: height, words, heights: words.map(() => height) });
    expect(isHeading(line(['Gap', 'analysis', 'by', 'control'], 18.5), BODY)).toBe(true);
    expect(isHeading(line(['To', 'reach', 'Level', 'Two'], 10.6), BODY)).toBe(true);
    expect(isHeading(line(['Gap', 'analysis'], BODY), BODY)).toBe(false);
    expect(isHeading(line(['A', 'headline', 'ends.'], 14), BODY)).toBe(false);
    expect(isHeading(line('one two three four five six seven eight nine ten eleven twelve thirteen'.split(' '), 14), BODY)).toBe(false);
  });
});

describe('layout faults', () => {
  it('finds none in pages of prose that fill their pages, and lets the last page be short', () => {
    const pages = [page(1, prose(40, 790)), page(2, prose(40, 790)), page(3, prose(40, 200))];
    expect(layoutFaults(pages)).toEqual([]);
  });

  it('finds a heading alone at the foot of a page, and not one with its section under it', () => {
    const heading = block(40, 760, ['Gap analysis by control'], 18.5);
    const faults = layoutFaults([page(1, [...prose(40, 750), heading]), page(2, prose(40, 790)), page(3, prose(40, 790))]);
    expect(faults).toEqual([{ kind: 'heading-at-foot', page: 1, detail: '"Gap analysis by control" is the last thing on the page' }]);
    const kept = [page(1, [...prose(40, 700), block(40, 700, ['Gap analysis by control'], 18.5), ...prose(730, 790)]), page(2, prose(40, 790)), page(3, prose(40, 790))];
    expect(layoutFaults(kept)).toEqual([]);
  });

  it('takes a heading followed by a chart (ink without text) as having its section after it', () => {
    const first = page(1, [...prose(40, 600), block(40, 610, ['Levels by strategy'], 13)]);
    first.ink = [[610, 625], [630, 790]];
    expect(layoutFaults([first, page(2, prose(40, 790)), page(3, prose(40, 790))])).toEqual([]);
  });

  it('finds a page more than half blank, unless a section that starts a page follows it', () => {
    const pages = [page(1, prose(40, 790)), page(2, prose(40, 160)), page(3, [block(40, 40, ['Organisation and plan'], 18.5), ...prose(70, 790)]), page(4, prose(40, 790))];
    const faults = layoutFaults(pages);
    expect(faults.map((fault) => [fault.kind, fault.page])).toEqual([['half-blank-page', 2]]);
    expect(faults[0]?.detail).toMatch(/^8\d% of the page is blank, and page 3 starts with "Organisation and plan"$/);
    expect(layoutFaults(pages, { startsPage: ['Organisation and plan'] })).toEqual([]);
  });

  it('counts ink below the text (a chart) as content', () => {
    const pages = [page(1, prose(40, 790)), page(2, prose(40, 160)), page(3, prose(40, 790))];
    pages[1]!.ink = [[40, 160], [170, 700]];
    expect(layoutFaults(pages)).toEqual([]);
  });

  it("finds a word of a table's header split over two lines, not a header that wraps between words or at a word's own hyphen", () => {
    const header = (cells: string[][]) => cells.flatMap((lines, column) => [block([44, 220, 400][column] ?? 0, 300, lines, BODY, 150)]);
    const body = rows(340, [['Patch applications', 'Effective', 'Implementation checked by the team']]);
    const broken = [page(1, [...prose(40, 290), ...header([['Requirement'], ['Implementati', 'on status'], ['Test type']]), ...body, ...prose(380, 790)]), page(2, prose(40, 790)), page(3, prose(40, 790))];
    expect(layoutFaults(broken)).toEqual([expect.objectContaining({ kind: 'broken-header-word', page: 1, detail: expect.stringContaining('"Implementation" split over two lines as "Implementati" / "on"') })]);
    const wrapped = [page(1, [...prose(40, 290), ...header([['Requirement'], ['Implementation', 'status'], ['Cloud-', 'hosted']]), ...body, ...prose(380, 790)]), page(2, prose(40, 790)), page(3, prose(40, 790))];
    expect(layoutFaults(wrapped)).toEqual([]);
  });

  it('finds a table row alone on a page where the table fits on one, and not a long table split evenly', () => {
    const cells = (count: number, from = 0) => Array.from({ length: count }, (_, index) => [`Strategy ${from + index + 1}`, 'Level Two', 'Level One']);
    const headerRow = [['Strategy', 'Target', 'Current']];
    const orphaned = [
      page(1, [...prose(40, 600), block(40, 610, ['Levels by strategy'], 13), ...rows(640, [...headerRow, ...cells(7)])]),
      page(2, [...rows(40, [...headerRow, ...cells(1, 7)]), ...prose(90, 790)]),
      page(3, prose(40, 790)),
    ];
    const faults = layoutFaults(orphaned);
    expect(faults).toEqual([expect.objectContaining({ kind: 'orphaned-row', page: 2, detail: expect.stringContaining('"Strategy 8 | Level Two | Level One" alone') })]);
    const even = [
      page(1, [...prose(40, 600), block(40, 610, ['Levels by strategy'], 13), ...rows(640, [...headerRow, ...cells(7)])]),
      page(2, [...rows(40, [...headerRow, ...cells(4, 7)]), ...prose(150, 790)]),
      page(3, prose(40, 790)),
    ];
    expect(layoutFaults(even)).toEqual([]);
  });

  it('leaves out a running footer and a repeated marking from every rule', () => {
    const marked = (number: number, blocks: TextBlock[]) => {
      const base = page(number, blocks);
      return { ...base, blocks: [block(250, 20, ['OFFICIAL: Sensitive'], 13), ...base.blocks] };
    };
    expect(layoutFaults([marked(1, prose(40, 790)), marked(2, prose(40, 790)), marked(3, prose(40, 790))])).toEqual([]);
  });
});
