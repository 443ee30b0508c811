import type { ProgressChart } from '../../domain/progress';
import { progressChartLayout, PROGRESS_CHART_COLOURS } from '../../domain/progress-chart';
import type { ChartPoint } from '../../domain/radar-chart';
import { PROGRESS_CHART_FRAME, PROGRESS_CHART_WIDTH } from '../progress-frame';
import type { ChartDrawing, ChartShape } from './chart-drawing';

/** A round marker as a polygon of `sides` points, as the Word drawing has no circles. */
function dot(centre: ChartPoint, radius: number, sides = 16): ChartPoint[] {
  return Array.from({ length: sides }, (_, index) => {
    const angle = (2 * Math.PI * index) / sides;
    return { x: Math.round((centre.x + radius * Math.cos(angle)) * 100) / 100, y: Math.round((centre.y + radius * Math.sin(angle)) * 100) / 100 };
  });
}

/**
 * The progress chart as shapes, from the same layout as the PDF's: each panel's frame, level lines and
 * numbers, title, the line through its assessments with a dot at each, and the first and last dates.
 */
export function progressDrawing(chart: ProgressChart): ChartDrawing {
  const layout = progressChartLayout(chart, { ...PROGRESS_CHART_FRAME, width: PROGRESS_CHART_WIDTH });
  const { fontSizes } = PROGRESS_CHART_FRAME;
  const text = PROGRESS_CHART_COLOURS.text;
  const shapes = layout.panels.flatMap((panel): ChartShape[] => {
    const colour = panel.emphasis ? PROGRESS_CHART_COLOURS.overall : PROGRESS_CHART_COLOURS.strategy;
    const { left, top, width, height } = panel.plot;
    const frame = [
      { x: left, y: top },
      { x: left + width, y: top },
      { x: left + width, y: top + height },
      { x: left, y: top + height },
    ];
    return [
      ...panel.gridlines.map((line): ChartShape => ({ kind: 'line', from: { x: left, y: line.y }, to: { x: left + width, y: line.y }, stroke: PROGRESS_CHART_COLOURS.grid, strokeWidth: 0.5 })),
      { kind: 'polygon', points: frame, fill: 'none', fillOpacity: 0, stroke: PROGRESS_CHART_COLOURS.grid, strokeWidth: 0.6 },
      ...panel.gridlines.map((line): ChartShape => ({ kind: 'text', at: line.labelAt, text: String(line.level), size: fontSizes.level, anchor: 'end', fill: text })),
      { kind: 'text', at: panel.titleAt, text: panel.title, size: fontSizes.title, anchor: 'start', fill: colour },
      ...panel.marks.slice(1).map((mark, index): ChartShape => ({ kind: 'line', from: panel.marks[index] ?? mark, to: mark, stroke: colour, strokeWidth: panel.emphasis ? 2 : 1.3 })),
      ...panel.marks.map((mark): ChartShape => ({ kind: 'polygon', points: dot(mark, panel.emphasis ? 3 : 2.4), fill: colour, fillOpacity: 1, stroke: colour, strokeWidth: 0.2 })),
      ...panel.dateLabels.map((label): ChartShape => ({ kind: 'text', at: label.at, text: label.text, size: fontSizes.date, anchor: label.anchor, fill: text })),
    ];
  });
  // A little room all round, so the frames' outer strokes are drawn whole.
  const margin = 2;
  return { box: { x: -margin, y: -margin, width: layout.width + 2 * margin, height: layout.height + 2 * margin }, shapes };
}
