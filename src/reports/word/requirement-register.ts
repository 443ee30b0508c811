import { Paragraph, TableCell, TableRow, TextRun, WidthType, type Table } from 'docx';
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


function cell(children: Paragraph[], width: number): TableCell {
  return new TableCell({ width: { size: width, type: WidthType.DXA }, margins: { top: 50, bottom: 50, left: 90, right: 90 }, children });
}

/**
 * One requirement as a row: its text over the levels it applies at, its ISM control, its outcome, and its evidence's
 * grade over the note; `kept` keeps it on a page with the next row, unless its note is so long that it may break.
 */
function requirementRow(requirement: ReportRequirement, widths: readonly number[], kept: boolean): TableRow {
  const [requirementWidth = 0, ismWidth = 0, outcomeWidth = 0, evidenceWidth = 0] = widths;
  const whole = requirement.evidence.length <= LONGEST_UNBROKEN_NOTE;
  const keepNext = kept && whole;
  return new TableRow({
    cantSplit: whole,
    children: [
      cell([paragraph([new TextRun(requirement.text)], keepNext), paragraph([new TextRun({ text: requirement.levelsText, size: 16, color: GREY })], keepNext)], requirementWidth),
      cell([paragraph([new TextRun({ text: requirement.ismText, size: SMALL })], keepNext)], ismWidth),
      cell([paragraph([new TextRun({ text: requirement.outcome, bold: true, size: SMALL })], keepNext)], outcomeWidth),
      cell(
        [
          paragraph([new TextRun({ text: 'Evidence quality: ', size: SMALL, color: GREY }), new TextRun({ text: requirement.evidenceQuality, bold: true, size: SMALL })], keepNext),
          ...(requirement.evidence !== '' ? [paragraph(lines(requirement.evidence, { size: SMALL }), keepNext)] : []),
        ],
        evidenceWidth,
      ),
    ],
  });
}

/**
 * Requirements as a register a consultant can extend in Word: a table in the house style, its header row
 * (Requirement, ISM, Outcome, and `notesTitle`, "Evidence" unless given) repeated on each page, one row per requirement.
 */
export function requirementRegister(requirements: readonly ReportRequirement[], branding: Branding, notesTitle: string = REGISTER_COLUMNS[3]): Table {
  const columns: Column[] = REGISTER_COLUMNS.map((title, index) => ({ title: index === 3 ? notesTitle : title, share: SHARES[index] ?? 0 }));
  const widths = columnWidths(columns);
  return houseTable(columns, requirements.map((requirement, index) => requirementRow(requirement, widths, keptWithNext(index, requirements.length))), branding);
}
