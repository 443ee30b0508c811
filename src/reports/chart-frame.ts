import { radarChart, spokeLabelLines, type CHART_LEGEND, type RadarChart } from '../domain/radar-chart';
import type { ReportControl } from '../domain/summary-report';

/**
 * The reports' radar chart frame, the same in the PDFs and the Word report: the square the geometry is
 * drawn in, the margin kept inside it for the labels, and the room added either side of it and above
 * and below for labels that run past it.
 */
export const REPORT_CHART = { size: 300, labelRoom: 40, sideRoom: 82, verticalRoom: 22, labelLine: 14 } as const;

/** The viewBox of the reports' chart: its square plus the label room around it. */
export const REPORT_CHART_BOX = {
  x: -REPORT_CHART.sideRoom,
  y: -REPORT_CHART.verticalRoom,
  width: REPORT_CHART.size + 2 * REPORT_CHART.sideRoom,
  height: REPORT_CHART.size + 2 * REPORT_CHART.verticalRoom,
} as const;

/** One line of a spoke's label, where it is drawn. */
export interface PlacedLabelLine {
  key: string;
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

/** What the reports' chart draws of a strategy: its spoke's title, its target and the level drawn against it. */
export type ChartControl = Pick<ReportControl, 'id' | 'title' | 'targetLevel' | 'currentLevel'>;

/** The words of the chart's legend: the results page's, or the assessment report's (assessed against target). */
export type ChartLegend = { readonly [Key in keyof typeof CHART_LEGEND]: string };

/** The reports' radar geometry for these controls. */
export function reportRadar(controls: readonly ChartControl[]): RadarChart {
  return radarChart(controls, REPORT_CHART.size, REPORT_CHART.labelRoom);
}

/** Every spoke's label cut into lines and placed away from the centre (see `spokeLabelLines`); `lineHeight` is in the chart's units. */
export function placedLabels(chart: RadarChart, lineHeight: number): PlacedLabelLine[] {
  const style = { lineLength: REPORT_CHART.labelLine, lineHeight, belowOffset: lineHeight * 0.7, besideOffset: 0 };
  return chart.axes.flatMap((axis) =>
    spokeLabelLines(axis, chart.centre.y, style).map((line, index) => ({ key: `${axis.id}-${index}`, text: line.text, x: axis.label.x, y: line.y, anchor: axis.anchor })),
  );
}
