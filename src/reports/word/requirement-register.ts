import { BorderStyle, Paragraph, TableCell, TableRow, TextRun, WidthType, type ITableCellBorders, type Table } from 'docx';
import type { Branding } from '../../domain/branding';
import type { ReportRequirement } from '../../domain/requirement-report';
import { columnWidths, GREY, houseTable, keptWithNext, lines, type Column } from './layout';

/** The register's columns, as its header row names them; the last names what the notes are, "Evidence" unless a report says otherwise. */
export const REGISTER_COLUMNS = ['Requirement', 'ISM', 'Outcome', 'Evidence'] as const;

/** Each column's share of an A4 portrait page: room for a requirement's text and a note, and for an ISM number on a line. */
const SHARES = [0.4, 0.13, 0.17, 0.3] as const;

/** A row taller than this many characters of notes may run on to the next page rather than leave a gap before it. */
const LONGEST_UNBROKEN_NOTE = 600;

const SMALL = 18;

const paragraph = (children: TextRun[], keepNext = false) => new Paragraph({ spacing: { after: 0 }, ...(keepNext ? { keepNext } : {}), children });


function cell(children: Paragraph[], width: number, borders?: ITableCellBorders): TableCell {
  return new TableCell({ width: { size: width, type: WidthType.DXA }, margins: { top: 50, bottom: 50, left: 90, right: 90 }, ...(borders ? { borders } : {}), children });
}

/** No rule between a requirement's first line of cells and the line that carries its long note on. */
const OPEN_BELOW: ITableCellBorders = { bottom: { style: BorderStyle.NONE, size: 0, color: 'auto' } };
const OPEN_ABOVE: ITableCellBorders = { top: { style: BorderStyle.NONE, size: 0, color: 'auto' } };

/**
 * One requirement as a row: its text over the levels it applies at, its ISM control, its outcome, and its evidence's
 * grade over the note; `kept` keeps it on a page with the next row, unless its note is so long that it may break.
 * `first` marks a table's first requirement: when its note is long, the row comes as two, drawn as one (no rule
 * between them): the requirement, ISM, outcome and grade, kept whole, then the note, which may break. A table's first
 * row that may break is not started on a page part-filled (Writer moves it, with its header row and the heading kept
 * with them, to the next page, leaving a gap); a whole first row of a few lines fits, and the note runs on after it.
 */
function requirementRows(requirement: ReportRequirement, widths: readonly number[], kept: boolean, first: boolean): TableRow[] {
  const [requirementWidth = 0, ismWidth = 0, outcomeWidth = 0, evidenceWidth = 0] = widths;
  const whole = requirement.evidence.length <= LONGEST_UNBROKEN_NOTE;
  const keepNext = kept && whole;
  const split = first && !whole;
  const grade = paragraph(
    [
      new TextRun({ text: 'Evidence quality: ', size: SMALL, color: GREY }),
      new TextRun({ text: requirement.evidenceQuality, bold: true, size: SMALL }),
      ...(requirement.source !== '' ? [new TextRun({ text: `  Imported from the ${requirement.source}`, size: SMALL, color: GREY })] : []),
    ],
    keepNext,
  );
  const note = requirement.evidence !== '' ? [paragraph(lines(requirement.evidence, { size: SMALL }), keepNext)] : [];
  const below = split ? OPEN_BELOW : undefined;
  const row = new TableRow({
    cantSplit: whole || split,
    children: [
      cell([paragraph([new TextRun(requirement.text)], keepNext), paragraph([new TextRun({ text: requirement.levelsText, size: 16, color: GREY })], keepNext)], requirementWidth, below),
      cell([paragraph([new TextRun({ text: requirement.ismText, size: SMALL })], keepNext)], ismWidth, below),
      cell([paragraph([new TextRun({ text: requirement.outcome, bold: true, size: SMALL })], keepNext)], outcomeWidth, below),
      cell(split ? [grade] : [grade, ...note], evidenceWidth, below),
    ],
  });
  if (!split) return [row];
  const empty = (width: number) => cell([paragraph([])], width, OPEN_ABOVE);
  return [row, new TableRow({ cantSplit: false, children: [empty(requirementWidth), empty(ismWidth), empty(outcomeWidth), cell(note, evidenceWidth, OPEN_ABOVE)] })];
}

/**
 * Requirements as a register a consultant can extend in Word: a table in the house style, its header row
 * (Requirement, ISM, Outcome, and `notesTitle`, "Evidence" unless given) repeated on each page, one row per requirement.
 */
export function requirementRegister(requirements: readonly ReportRequirement[], branding: Branding, notesTitle: string = REGISTER_COLUMNS[3]): Table {
  const columns: Column[] = REGISTER_COLUMNS.map((title, index) => ({ title: index === 3 ? notesTitle : title, share: SHARES[index] ?? 0 }));
  const widths = columnWidths(columns);
  return houseTable(columns, requirements.flatMap((requirement, index) => requirementRows(requirement, widths, keptWithNext(index, requirements.length), index === 0)), branding);
}
