import type { MaturityLevel } from '../../domain/controls';
import { longAustralianDate } from '../../domain/format';
import { maturityLevelName } from '../../domain/maturity-levels';
import { KIND_NAMES } from '../../domain/assessment-kinds';
import { inSeriesOrder, progressChart, seriesBasis, type ProgressLine, type SeriesPoint } from '../../domain/progress';

/** One assessment of the series as a column of the table: its date, and whether it is the one shown. */
export interface ProgressColumn {
  id: string;
  /** "1 August 2026". */
  date: string;
  /** "Quick check" or "Detailed assessment": what its overall level rests on. */
  kind: string;
  current: boolean;
}

/** One line of the chart as a row of the table: the level at each assessment, as a number and its name. */
export interface ProgressRow {
  key: ProgressLine['key'];
  title: string;
  cells: { level: MaturityLevel; text: string }[];
}

/** The progress chart's text alternative: a column per assessment in date order, a row for the overall level then each strategy. */
export interface ProgressTable {
  columns: ProgressColumn[];
  rows: ProgressRow[];
}

/** A level as a table cell says it: "2 (Maturity Level Two)". */
export function levelCellText(level: MaturityLevel): string {
  return `${level} (${maturityLevelName(level)})`;
}

/** The levels of a series as a table, the same values the chart draws, with the assessment shown marked. */
export function progressTable(points: readonly SeriesPoint[], currentId: string): ProgressTable {
  const columns = inSeriesOrder(points).map((point) => ({ id: point.id, date: longAustralianDate(point.createdAt), kind: KIND_NAMES[point.kind], current: point.id === currentId }));
  const rows = progressChart(points).lines.map((line) => ({
    key: line.key,
    title: line.title,
    cells: line.levels.map((level) => ({ level, text: levelCellText(level) })),
  }));
  return { columns, rows };
}

/** What the chart shows, in one sentence, as its accessible name. */
export function progressChartLabel(points: readonly SeriesPoint[], currentId: string): string {
  const ordered = inSeriesOrder(points);
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  if (!first || !last) return 'No completed assessments to chart yet.';
  const span = first === last ? `at one assessment, on ${longAustralianDate(first.createdAt)}` : `at ${ordered.length} assessments from ${longAustralianDate(first.createdAt)} to ${longAustralianDate(last.createdAt)}`;
  const shown = ordered.some((point) => point.id === currentId) ? '; this assessment is marked with a filled diamond' : '';
  const basis = seriesBasis(ordered.map((point) => point.kind));
  return `Small charts of the overall level (${basis}) and of each strategy's level ${span}, on a scale of 0 to 3${shown}. The table of levels gives the same values.`;
}
