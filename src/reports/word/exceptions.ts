import { Paragraph, TextRun } from 'docx';
import type { RegisterEntry } from '../../domain/exceptions-register';
import { EXCEPTIONS_REGISTER_EMPTY, EXCEPTIONS_REGISTER_INTRO } from '../../domain/exceptions-words';
import { RISK_ACCEPTED_BY_LABEL } from '../../domain/framework/risk-acceptance';
import { GREY, lines } from './layout';


/** What a register says around its entries, what it gives after each outcome (by default the review date and the approver), and the paragraphs each entry adds after its justification. */
export interface RegisterParagraphWords<Entry> {
  intro: string;
  empty: string;
  facts?: (entry: Entry) => readonly { label: string; value: string }[];
  more?: (entry: Entry) => Paragraph[];
}

/** The longest value the line after an outcome keeps on one line (a name and role, a date); a longer one wraps as text does. */
const KEPT_TOGETHER = 40;

/** A short value with its spaces made non-breaking, so a name or a date is not split across two lines. */
const keptTogether = (value: string) => (value.length <= KEPT_TOGETHER ? value.replace(/ /g, '\u00a0') : value);

/** What a register gives after an outcome unless its words say otherwise: the review date and the approver. */
const reviewAndApprover = (entry: RegisterEntry) => [
  { label: 'Review by', value: entry.reviewBy },
  { label: RISK_ACCEPTED_BY_LABEL, value: entry.approvedBy },
];

/**
 * The exceptions register in the Word report: each alternate control, not applicable and not
 * implemented requirement with its strategy, outcome, review date, approver and justification; the
 * assessment report gives the register as found in other words.
 */
export function exceptionsRegisterParagraphs<Entry extends RegisterEntry>(
  entries: readonly Entry[],
  words: RegisterParagraphWords<Entry> = { intro: EXCEPTIONS_REGISTER_INTRO, empty: EXCEPTIONS_REGISTER_EMPTY },
): Paragraph[] {
  if (entries.length === 0) return [new Paragraph(words.empty)];
  return [
    new Paragraph(words.intro),
    ...entries.flatMap((entry) => [
      new Paragraph({ keepNext: true, spacing: { before: 120 }, children: [new TextRun({ text: entry.strategyTitle, color: GREY, size: 18 })] }),
      new Paragraph({ text: entry.requirement, keepNext: true }),
      new Paragraph({
        keepNext: true,
        children: [
          new TextRun({ text: 'Outcome: ', color: GREY, size: 18 }),
          new TextRun({ text: entry.outcome, bold: true, size: 18 }),
          new TextRun({ text: (words.facts ?? reviewAndApprover)(entry).map((fact) => `  |  ${fact.label}: ${keptTogether(fact.value)}`).join(''), color: GREY, size: 18 }),
        ],
      }),
      new Paragraph({
        indent: { left: 284 },
        ...(words.more ? { keepNext: true } : {}),
        children: [
          new TextRun({ text: 'Justification: ', bold: true, size: 18 }),
          ...lines(entry.justification, { size: 18 }),
          ...(entry.source !== '' ? [new TextRun({ text: ` (Imported from the ${entry.source}.)`, size: 18, color: GREY })] : []),
        ],
      }),
      ...(words.more?.(entry) ?? []),
    ]),
  ];
}
