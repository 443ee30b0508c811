import { listInWords } from '../domain/format';
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
  return `Each panel gives a level from 0 (at its foot) to 3 (at its top) at each of the ${count} completed assessments of the series${span}, placed by date. ${overallPanelInWords(chart)}`;
}

/**
 * What the first panel is: "The first panel is the overall level (by ASD's method)." For a series of both kinds, which
 * dates are quick checks, whose overall level is indicative, from ratings.
 */
function overallPanelInWords(chart: Pick<ProgressChart, 'dates' | 'kinds' | 'overallBasis'>): string {
  const quickDates = chart.dates.filter((_date, index) => chart.kinds[index] === 'quick');
  if (quickDates.length === 0 || quickDates.length === chart.dates.length) return `The first panel is the overall level (${chart.overallBasis}).`;
  return `The first panel is the overall level: ${chart.overallBasis} (the quick check${quickDates.length === 1 ? ' of' : 's of'} ${listInWords(quickDates)}).`;
}
