import { Paragraph, ShadingType, TableCell, TableRow, TextRun, WidthType, type Table } from 'docx';
import type { Branding } from '../../domain/branding';
import type { AssessedRequirement, StrategyResults } from '../../domain/review/assessment-report-results';
import {
  ANSWER_CHANGED,
  DIFFERS_FROM_ANSWER,
  GIVEN_ELSEWHERE_LEAD,
  givenElsewhereInWords,
  NO_FINDING,
  RESULT_COLUMNS,
  RESULTS_INTRO,
  RISK_ACCEPTED_BY,
  TARGET_REACHED,
} from '../../domain/review/assessment-report-words';
import { columnWidths, CONTENT_WIDTH, field, houseTable, keptWithNext, type Column } from '../word/layout';
import { bullets, GREY, heading, lines, paragraphs, sectionHeading } from './parts';

/** The template's four columns and their shares of the page: the requirement, its implementation status, the test type and the justification. */
const SHARES = [0.3, 0.19, 0.15, 0.36];
const COLUMNS: readonly Column[] = RESULT_COLUMNS.map((title, index) => ({ title, share: SHARES[index] ?? 0 }));
const WIDTHS = columnWidths(COLUMNS);

const SMALL = 18;

/** A cell of the results table: its paragraphs, kept with the next row so a requirement and its answer stay together. */
function cell(children: Paragraph[], width: number, options: { columnSpan?: number; fill?: string } = {}): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 50, bottom: 50, left: 90, right: 90 },
    ...(options.columnSpan ? { columnSpan: options.columnSpan } : {}),
    ...(options.fill ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: options.fill } } : {}),
    children,
  });
}

const paragraph = (children: TextRun[], keepNext = true) => new Paragraph({ spacing: { after: 0 }, keepNext, children });

/** The assessor's justification: the evidence quality judged, an alternate control's review date and who accepted its residual risk, and the note whole. */
function justification(requirement: AssessedRequirement): Paragraph[] {
  const { finding } = requirement;
  if (!finding) return [paragraph([new TextRun({ text: NO_FINDING, size: SMALL, color: GREY })])];
  return [
    paragraph([
      new TextRun({ text: 'Evidence quality: ', size: SMALL }),
      new TextRun({ text: finding.evidenceQuality, bold: true, size: SMALL }),
    ]),
    ...(finding.reviewBy !== null ? [paragraph([new TextRun({ text: `Review by: ${finding.reviewBy}`, size: SMALL })])] : []),
    ...(finding.acceptedBy !== null ? [paragraph([new TextRun({ text: `${RISK_ACCEPTED_BY}: `, size: SMALL }), new TextRun({ text: finding.acceptedBy, bold: true, size: SMALL })])] : []),
    ...(finding.note !== '' ? [paragraph(lines(finding.note, { size: SMALL }))] : []),
  ];
}

/** Beneath the finding, across the row: any flags, the organisation's answer whole, and the files with whose they are. */
function answerParagraphs(requirement: AssessedRequirement, keepNext: boolean): Paragraph[] {
  const { answer } = requirement;
  const flags = [requirement.differs ? DIFFERS_FROM_ANSWER : '', requirement.answerChanged ? ANSWER_CHANGED : ''].filter((flag) => flag !== '');
  return [
    ...(flags.length > 0 ? [paragraph([new TextRun({ text: flags.join('  |  '), bold: true, size: SMALL, color: 'B45309' })])] : []),
    paragraph(
      [
        new TextRun({ text: "Organisation's answer: ", bold: true, size: SMALL }),
        new TextRun({ text: answer.inWords, size: SMALL }),
        ...(answer.justification !== '' ? [new TextRun({ text: ' Justification: ', bold: true, size: SMALL }), ...lines(answer.justification, { size: SMALL })] : []),
        ...(answer.evidence !== '' ? [new TextRun({ text: ' Evidence: ', bold: true, size: SMALL }), ...lines(answer.evidence, { size: SMALL })] : []),
      ],
      requirement.files.length > 0 || keepNext,
    ),
    ...(requirement.files.length > 0
      ? [paragraph([new TextRun({ text: 'Files: ', bold: true, size: SMALL }), new TextRun({ text: requirement.files.map((file) => `${file.fileName} (${file.whose})`).join(', '), size: SMALL })], keepNext)]
      : []),
  ];
}

/**
 * One requirement as two rows: the template's four columns, then the organisation's answer across them; `keepNext`
 * keeps the answer on a page with the next requirement.
 */
function requirementRows(requirement: AssessedRequirement, keepNext: boolean): TableRow[] {
  const [requirementWidth = 0, statusWidth = 0, methodWidth = 0, justificationWidth = 0] = WIDTHS;
  return [
    new TableRow({
      cantSplit: true,
      children: [
        cell(
          [
            paragraph([new TextRun(requirement.text)]),
            paragraph([new TextRun({ text: requirement.levelsText, size: 16, color: GREY })]),
            ...(requirement.alsoCountsIn !== '' ? [paragraph([new TextRun({ text: requirement.alsoCountsIn, size: 16, color: GREY })])] : []),
          ],
          requirementWidth,
        ),
        cell([paragraph([new TextRun({ text: requirement.status, bold: true })])], statusWidth),
        cell([paragraph([new TextRun({ text: requirement.finding?.testMethod ?? '', size: SMALL })])], methodWidth),
        cell(justification(requirement), justificationWidth),
      ],
    }),
    new TableRow({ cantSplit: true, children: [cell(answerParagraphs(requirement, keepNext), CONTENT_WIDTH, { columnSpan: 4, fill: 'F3F4F6' })] }),
  ];
}

/** A level's requirements as the template's results table, its header row in the brand colour repeated on each page. */
function resultsTable(requirements: readonly AssessedRequirement[], branding: Branding): Table {
  return houseTable(COLUMNS, requirements.flatMap((requirement, index) => requirementRows(requirement, keptWithNext(index, requirements.length))), branding);
}

/** One strategy's block of the template's detailed findings: its levels, the findings, the results level by level, the recommendations. */
function strategyParagraphs(results: StrategyResults, branding: Branding, pageBreakBefore: boolean): (Paragraph | Table)[] {
  return [
    heading(results.title, 2, { pageBreakBefore }),
    field('As assessed', results.assessedLevelName),
    field('Target', results.targetLevelName),
    field('By the answers', results.answersLevelName),
    ...(results.heldBackReason ? [new Paragraph(`${results.heldBackReason}.`)] : []),
    heading('Findings', 3),
    ...(results.findingsInOwnWords ? results.findings.flatMap(paragraphs) : bullets(results.findings)),
    ...results.levels.flatMap((level) => [heading(level.levelName, 3), resultsTable(level.requirements, branding)]),
    ...(results.givenElsewhere.length > 0
      ? [new Paragraph({ keepNext: true, spacing: { before: 120 }, children: [new TextRun({ text: GIVEN_ELSEWHERE_LEAD, bold: true })] }), ...bullets(results.givenElsewhere.map(givenElsewhereInWords))]
      : []),
    heading('Recommendations', 3),
    ...(results.recommendations.length === 0 ? [new Paragraph(TARGET_REACHED)] : []),
    ...results.recommendations.flatMap((group) => [new Paragraph({ keepNext: true, children: [new TextRun({ text: group.title, bold: true })] }), ...bullets(group.items)]),
  ];
}

/** The results section: what it gives, then every strategy, each after the first from a page of its own, in the template's order. */
export function resultsParagraphs(results: readonly StrategyResults[], branding: Branding): (Paragraph | Table)[] {
  return [sectionHeading('results', true), new Paragraph(RESULTS_INTRO), ...results.flatMap((strategy, index) => strategyParagraphs(strategy, branding, index > 0))];
}
