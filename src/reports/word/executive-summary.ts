import { Paragraph, TextRun, type ImageRun, type Table } from 'docx';
import type { DetailedReport } from '../../domain/detailed-report';
import { strategyLevelsLine } from '../../domain/framework/asd-headline';
import { EVIDENCE_LEVEL_SOURCE, OVERALL_BY_ANSWERS, OVERALL_BY_EVIDENCE } from '../../domain/framework/evidence-level-summary';
import { figureSourceLines } from '../../domain/figure-sources';
import { prioritiesInWords, STEPS_PER_QUARTER_LABEL } from '../../domain/planning';
import { CHART_COLOURS, CHART_LEGEND } from '../../domain/radar-chart';
import { EMPTY_PHASE_TEXT, moveInWords, phaseOutcomeBrief, roadmapOpening } from '../../domain/roadmap';
import type { ChartControl, ChartLegend } from '../chart-frame';
import { chartDrawing } from './chart-drawing';
import { drawingImage } from './drawing-image';
import { heading } from './headings';
import { field, styledTable } from './layout';

/** The chart's width on the page in pixels (96 to the inch, as docx sizes images); the PNG fallback is drawn at twice that for print. */
const CHART_WIDTH = 440;

/** The figures with the Word report's average: two decimals, as the specification asks, out of 3 like the PDFs. */
function figureRows(report: DetailedReport): string[][] {
  return report.figures.map((figure, index) => [
    figure.name,
    index === 0 ? `${report.averageMaturity.toFixed(2)} out of 3` : figure.value,
    figure.measures,
  ]);
}

/** A note's line in the house's small grey type. */
function noteParagraph(text: string, before = 0): Paragraph {
  return new Paragraph({ ...(before > 0 ? { spacing: { before } } : {}), children: [new TextRun({ text, size: 17, color: '4B5563' })] });
}

/**
 * The exposure panel: its title, its label as the product's illustrative model, the sentence on how its figures
 * relate, the three figures, each strategy's own band while its target is open, then in a note under it how the
 * figures are worked out and the published figures for scale with what they measure. Nothing when money figures are left out.
 */
function exposurePanel(report: DetailedReport): (Paragraph | Table)[] {
  const panel = report.exposure;
  if (!panel) return [];
  return [
    heading(panel.title, 2),
    noteParagraph(panel.model),
    new Paragraph(panel.relation),
    styledTable(
      [
        { title: 'Figure', share: 0.3 },
        { title: 'Value', share: 0.2 },
        { title: 'What it counts', share: 0.5 },
      ],
      panel.figures.map((figure) => [figure.name, figure.value, figure.measures]),
      report.consultation,
    ),
    ...(panel.bands.length === 0
      ? []
      : [
          new Paragraph({ spacing: { before: 120 }, keepNext: true, children: [new TextRun({ text: panel.bandsTitle, bold: true })] }),
          styledTable(
            [
              { title: 'Strategy', share: 0.6 },
              { title: 'Its own exposure band', share: 0.4 },
            ],
            panel.bands.map((entry) => [entry.title, entry.band]),
            report.consultation,
          ),
        ]),
    noteParagraph(panel.method, 80),
    ...figureSourceLines().map((line) => noteParagraph(line)),
  ];
}

/** What a chart is called, the words of its legend, and what its alt text calls the level drawn against the target. */
export interface ChartWords {
  name: string;
  legend: ChartLegend;
  levelWord: string;
}

/** The detailed report's chart: target against current maturity. */
const MATURITY_CHART: ChartWords = { name: 'Target against current maturity', legend: CHART_LEGEND, levelWord: 'current' };

/** The chart as an image: SVG for Word 2016 and later, a PNG drawn in JavaScript for the rest. */
export function chartImage(controls: readonly ChartControl[], words: ChartWords = MATURITY_CHART): ImageRun {
  const drawing = chartDrawing(controls);
  const height = Math.round((CHART_WIDTH * drawing.box.height) / drawing.box.width);
  return drawingImage(drawing, CHART_WIDTH, height, {
    name: words.name,
    title: words.name,
    description: controls.map((control) => `${control.title}: ${words.levelWord} ${control.currentLevel}, target ${control.targetLevel}`).join('; '),
  });
}

/** The chart's legend in words and colours: current (or what is drawn in its place) filled, target dashed, and the scale. */
export function chartLegend(legend: ChartLegend = CHART_LEGEND): Paragraph {
  const colour = (value: string) => value.replace('#', '');
  return new Paragraph({
    alignment: 'center',
    children: [
      new TextRun({ text: '■ ', color: colour(CHART_COLOURS.current) }),
      new TextRun(`${legend.current}    `),
      new TextRun({ text: '- - ', color: colour(CHART_COLOURS.target), bold: true }),
      new TextRun(legend.target),
      new TextRun({ text: legend.scale, break: 1, size: 17, color: '4B5563' }),
    ],
  });
}

/** A detailed assessment's overall level by the answers beside its overall level supported by evidence, and what the second counts; nothing for a quick check. */
function overallLevels(report: DetailedReport): (Paragraph | Table)[] {
  if (!report.evidence) return [];
  return [
    styledTable(
      [
        { title: OVERALL_BY_ANSWERS, share: 0.5 },
        { title: OVERALL_BY_EVIDENCE, share: 0.5 },
      ],
      [[report.asd.overallName, report.evidence.overallName]],
      report.consultation,
    ),
    new Paragraph({
      spacing: { before: 60 },
      children: [new TextRun({ text: [EVIDENCE_LEVEL_SOURCE, report.ungradedLine, report.importedLine].filter((text) => text !== '').join(' '), size: 19, color: '4B5563' })],
    }),
  ];
}

/** The executive summary: headline, chart, figures, top risks and the roadmap, as in the detailed PDF. */
export function executiveSummary(report: DetailedReport): (Paragraph | Table)[] {
  const brand = report.consultation;
  const { roadmap } = report;
  return [
    heading('Executive summary', 1, { pageBreakBefore: true }),
    new Paragraph({ children: [new TextRun({ text: report.headline, bold: true, size: 26, color: brand.colours.primary.replace('#', '') })] }),
    new Paragraph(report.asd.headline),
    ...(report.asd.methodNote !== '' ? [new Paragraph(report.asd.methodNote)] : []),
    ...(report.levelsNote !== '' ? [new Paragraph(report.levelsNote)] : []),
    ...overallLevels(report),
    new Paragraph({ alignment: 'center', keepNext: true, children: [chartImage(report.controls)] }),
    chartLegend(),
    styledTable(
      [
        { title: 'Figure', share: 0.3 },
        { title: 'Value', share: 0.2 },
        { title: 'What it measures', share: 0.5 },
      ],
      figureRows(report),
      brand,
    ),
    noteParagraph(report.notice, 80),
    ...exposurePanel(report),
    heading('Top risks', 2),
    report.openControls.length === 0
      ? new Paragraph('Every strategy has reached its target: no open risks against the targets set.')
      : styledTable(
          [
            { title: 'Strategy', share: report.exposure ? 0.34 : 0.54 },
            { title: 'Current', share: 0.13 },
            { title: 'Target', share: 0.13 },
            { title: 'Standing', share: 0.2 },
            ...(report.exposure ? [{ title: 'Cost exposure', share: 0.2 }] : []),
          ],
          report.openControls.map((control) => [
            control.title,
            `Level ${control.currentLevel}`,
            `Level ${control.targetLevel}`,
            { text: control.standing.label, fill: control.standing.hex },
            ...(report.exposure ? [control.exposureBand ?? ''] : []),
          ]),
          brand,
        ),
    heading('Roadmap by quarter', 2),
    new Paragraph(roadmapOpening(roadmap)),
    ...(roadmap.stepCount === 0
      ? []
      : [
          styledTable(
            [
              { title: 'Quarter', share: 0.14 },
              { title: 'Months', share: 0.16 },
              { title: 'Moves', share: 0.7 },
            ],
            roadmap.phases.map((phase) => [phase.title, phase.period, [...(phase.moves.length === 0 ? [EMPTY_PHASE_TEXT] : phase.moves.map(moveInWords)), phaseOutcomeBrief(phase)].join('\n')]),
            brand,
          ),
        ]),
    new Paragraph({
      spacing: { before: 80 },
      children: [
        new TextRun({
          text: strategyLevelsLine(report.asd),
          size: 17,
          color: '4B5563',
        }),
      ],
    }),
  ];
}

/** The organisation and the implementation answers (timeline, priorities, constraints). */
export function organisationAndPlan(report: DetailedReport): Paragraph[] {
  return [
    heading('Organisation and implementation plan'),
    field('Organisation', report.organisationName),
    field('Contact', report.respondentName),
    field('Email', report.respondentEmail),
    field('Assessed on', report.assessedOn),
    field('Timeline', report.planning.timeline),
    field(STEPS_PER_QUARTER_LABEL, report.planning.stepsPerQuarter),
    field('Priorities', prioritiesInWords(report.planning)),
    field('Constraints', report.planning.constraints),
  ];
}
