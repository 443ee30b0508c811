import { Paragraph, TextRun, type Table } from 'docx';
import type { DetailedReport, ReportProgress } from '../../domain/detailed-report';
import { DIRECTION_LABELS, type LevelChange } from '../../domain/progress';
import { progressChartCaption } from '../progress-frame';
import { DIRECTION_COLOURS, DIRECTION_GLYPHS } from '../../domain/progress-marker';
import { drawingImage } from './drawing-image';
import { heading } from './headings';
import { styledTable } from './layout';
import { progressDrawing } from './progress-drawing';

/** The chart's width on the page in pixels (96 to the inch): nearly the text width, as its nine panels need it. */
const CHART_WIDTH = 620;

/** A direction as its coloured marker and its word: "▲ Improved". */
function direction(change: LevelChange): { text: string; mark: string; markColour: string } {
  return { text: DIRECTION_LABELS[change.direction], mark: DIRECTION_GLYPHS[change.direction], markColour: DIRECTION_COLOURS[change.direction] };
}

/** The chart as a picture, its levels in words for a screen reader. */
function chartParagraph({ chart }: ReportProgress): Paragraph {
  const drawing = progressDrawing(chart);
  const height = Math.round((CHART_WIDTH * drawing.box.height) / drawing.box.width);
  const description = chart.lines.map((line) => `${line.title}: ${line.levels.map((level, index) => `${level} on ${chart.dates[index] ?? ''}`).join(', ')}`).join('; ');
  return new Paragraph({
    alignment: 'center',
    keepNext: true,
    children: [drawingImage(drawing, CHART_WIDTH, height, { name: 'Levels over time', title: 'Levels over time', description })],
  });
}

/**
 * The progress since the earlier assessment of the series, as in the detailed PDF: the summary, the
 * overall change with what it rests on, each strategy's change with its marker and word, then the chart.
 * Nothing when the assessment has no earlier one.
 */
export function progressSection(report: DetailedReport): (Paragraph | Table)[] {
  const { progress } = report;
  if (!progress) return [];
  const { since } = progress;
  const overall = direction(since.overall);
  return [
    heading(since.heading),
    new Paragraph(since.summary),
    new Paragraph({
      children: [
        new TextRun({ text: `${since.overallTitle}: `, bold: true }),
        new TextRun(`${since.overall.words}  `),
        new TextRun({ text: `${overall.mark} `, color: overall.markColour.replace('#', '') }),
        new TextRun(overall.text),
      ],
    }),
    styledTable(
      [
        { title: 'Strategy', share: 0.31 },
        { title: 'Change', share: 0.54 },
        { title: 'Direction', share: 0.15 },
      ],
      since.strategies.map((strategy) => [strategy.title, strategy.words, direction(strategy)]),
      report.consultation,
    ),
    heading('Levels over time', 2),
    chartParagraph(progress),
    new Paragraph({ children: [new TextRun({ text: progressChartCaption(progress.chart), size: 17, color: '4B5563' })] }),
  ];
}
