import type { ProgressChart } from '../domain/progress';
import type { ProgressLayoutOptions } from '../domain/progress-chart';

/**
 * The reports' progress chart frame, the same in the PDF and the Word report: three panels to a row, each
 * panel's height, and the text sizes, in the chart's units (points in the PDF).
 */
export const PROGRESS_CHART_FRAME = {
  columns: 3,
  panelHeight: 92,
  fontSizes: { title: 8.5, level: 7, date: 7 },
} as const satisfies Omit<ProgressLayoutOptions, 'width'> & { fontSizes: Record<string, number> };

/** The chart's width in its own units in the Word report, where the image is then scaled to the page. */
export const PROGRESS_CHART_WIDTH = 515;

/** What the chart shows, in words, under it in every report and as the Word picture's description. */
export function progressChartCaption(chart: ProgressChart): string {
  const count = chart.dates.length;
  const span = count > 1 ? `, from ${chart.dates[0] ?? ''} to ${chart.dates[count - 1] ?? ''}` : '';
  return `Each panel gives a level from 0 (at its foot) to 3 (at its top) at each of the ${count} completed assessments of the series${span}, placed by date. The first panel is the overall level by ASD's method.`;
}
