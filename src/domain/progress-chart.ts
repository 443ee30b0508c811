import type { ChartPoint } from './radar-chart';
import type { ProgressChart } from './progress';
import type { MaturityLevel } from './controls';

/** One assessment on a panel: where it is drawn, its level and its date. */
export interface ProgressMark extends ChartPoint {
  level: MaturityLevel;
  date: string;
}

/** One small chart of the grid: the overall level or one strategy's, over the series. */
export interface ProgressPanel {
  key: ProgressChart['lines'][number]['key'];
  title: string;
  /** Where the title's baseline starts. */
  titleAt: ChartPoint;
  /** The plotting area. */
  plot: { left: number; top: number; width: number; height: number };
  /** A level line across the plot, with its label left of the plot. */
  gridlines: { level: MaturityLevel; y: number; labelAt: ChartPoint }[];
  marks: ProgressMark[];
  /** The dates under the plot: the first and the last assessment's, or the only one's. */
  dateLabels: { text: string; at: ChartPoint; anchor: 'start' | 'middle' | 'end' }[];
  /** The overall panel is drawn stronger than the strategies'. */
  emphasis: boolean;
}

/** The grid of small charts every format draws: one panel for the overall level, then one per strategy. */
export interface ProgressChartLayout {
  width: number;
  height: number;
  panels: ProgressPanel[];
}

/** How a format sizes the grid: its width, how many panels a row holds, and each panel's height. */
export interface ProgressLayoutOptions {
  width: number;
  columns: number;
  panelHeight: number;
  /** Space above each plot for the title, and below it for the dates. */
  titleRoom?: number;
  dateRoom?: number;
  /** Space left of each plot for the level numbers, and between panels. */
  levelRoom?: number;
  gap?: number;
}

const round = (value: number) => Math.round(value * 10) / 10;
const LEVELS: readonly MaturityLevel[] = [0, 1, 2, 3];

/**
 * The geometry of the progress chart: small multiples, one panel per line of `chart`, `columns` to a
 * row, each plotting level 0 to 3 (upward) against the assessments' places in time (left to right), so
 * nine lines on integer levels never hide one another. Points at the ends sit a little inside the plot so
 * their markers are whole.
 */
export function progressChartLayout(chart: ProgressChart, options: ProgressLayoutOptions): ProgressChartLayout {
  const { width, columns, panelHeight, titleRoom = 18, dateRoom = 16, levelRoom = 14, gap = 14 } = options;
  const panelWidth = (width - gap * (columns - 1)) / columns;
  const rows = Math.ceil(chart.lines.length / columns);
  const inset = 6;
  const panels = chart.lines.map((line, index): ProgressPanel => {
    const left = (index % columns) * (panelWidth + gap);
    const top = Math.floor(index / columns) * (panelHeight + gap);
    const plot = { left: round(left + levelRoom), top: round(top + titleRoom), width: round(panelWidth - levelRoom), height: round(panelHeight - titleRoom - dateRoom) };
    const yOf = (level: number) => round(plot.top + plot.height - (plot.height * level) / 3);
    const xOf = (position: number) => round(plot.left + inset + (plot.width - 2 * inset) * position);
    const marks = line.levels.map((level, at) => ({ x: xOf(chart.positions[at] ?? 0), y: yOf(level), level, date: chart.dates[at] ?? '' }));
    const first = marks[0];
    const last = marks[marks.length - 1];
    const dateY = round(plot.top + plot.height + dateRoom - 4);
    const dateLabels =
      !first || !last
        ? []
        : marks.length === 1
          ? [{ text: first.date, at: { x: first.x, y: dateY }, anchor: 'middle' as const }]
          : [
              { text: first.date, at: { x: plot.left, y: dateY }, anchor: 'start' as const },
              { text: last.date, at: { x: round(plot.left + plot.width), y: dateY }, anchor: 'end' as const },
            ];
    return {
      key: line.key,
      title: line.title,
      titleAt: { x: round(left), y: round(top + titleRoom - 6) },
      plot,
      gridlines: LEVELS.map((level) => ({ level, y: yOf(level), labelAt: { x: round(left + levelRoom - 4), y: round(yOf(level) + 3) } })),
      marks,
      dateLabels,
      emphasis: line.key === 'overall',
    };
  });
  return { width, height: round(rows * panelHeight + (rows - 1) * gap), panels };
}

/** The colours of the progress chart, the same in every format. */
export const PROGRESS_CHART_COLOURS = {
  overall: '#1d4ed8',
  strategy: '#374151',
  grid: '#d1d5db',
  text: '#1f2937',
} as const;
