import type { AssessmentKind } from './assessment-kinds';
import { controlTitle } from './control-titles';
import { CONTROL_IDS, type ControlId, type MaturityLevel } from './controls';
import { asdResultFromQuickCheck } from './framework/asd-headline';
import { longAustralianDate, shortAustralianDate } from './format';
import { maturityLevelName } from './maturity-levels';
import type { LevelsByControl } from './scoring';

/**
 * One completed assessment of a series, as progress over time reads it: when it was made and the level
 * each strategy reached. It holds no name, email or answer, so a series can be shown to whoever holds
 * the key of any assessment in it without showing more than levels and dates.
 */
export interface SeriesPoint {
  id: string;
  /** When the assessment was started (milliseconds since the epoch), as every list and report dates it. */
  createdAt: number;
  kind: AssessmentKind;
  /** The level each strategy reached: a quick check's rating, or what a detailed assessment's outcomes achieve. */
  levels: Record<ControlId, MaturityLevel>;
  /** The organisation's level, the lowest of the eight: by ASD's method for a detailed assessment, indicative for a quick check (`OVERALL_BASIS`). */
  overall: MaturityLevel;
}

/**
 * What an overall level rests on, by kind, in brief: a quick check's is indicative, from its eight ratings;
 * a detailed assessment's is by ASD's method. Every series and progress view says it beside the level.
 */
export const OVERALL_BASIS: Record<AssessmentKind, string> = { quick: 'indicative, from ratings', detailed: "by ASD's method" };

/** `OVERALL_BASIS` on a line of its own, under a level. */
export const OVERALL_BASIS_LABEL: Record<AssessmentKind, string> = { quick: 'Indicative, from ratings', detailed: "By ASD's method" };

/** What an overall level rests on, beside it: "Maturity Level One (indicative, from ratings)". */
export function overallWithBasis(point: Pick<SeriesPoint, 'kind' | 'overall'>): string {
  return `${maturityLevelName(point.overall)} (${OVERALL_BASIS[point.kind]})`;
}

/** What the overall levels of two assessments rest on: one kind's basis, or "indicative, from ratings, then by ASD's method". */
export function changeBasis(earlier: AssessmentKind, current: AssessmentKind): string {
  return earlier === current ? OVERALL_BASIS[current] : `${OVERALL_BASIS[earlier]}, then ${OVERALL_BASIS[current]}`;
}

/** What the overall levels of a series of both kinds rest on. */
export const MIXED_BASIS = "by ASD's method for a detailed assessment and indicative from ratings for a quick check";

/** What the overall levels of a series rest on: one kind's basis, or each kind's when the series mixes them (`MIXED_BASIS`). */
export function seriesBasis(kinds: readonly AssessmentKind[]): string {
  const first = kinds[0] ?? 'detailed';
  if (kinds.every((kind) => kind === first)) return OVERALL_BASIS[first];
  return MIXED_BASIS;
}

/** A strategy's level as a maturity level: missing counts as zero, anything out of range is clamped. */
function asMaturityLevel(level: number | undefined): MaturityLevel {
  const whole = Math.trunc(level ?? 0);
  return whole >= 3 ? 3 : whole <= 0 ? 0 : (whole as MaturityLevel);
}

/** The series point of an assessment: its date, kind, each strategy's level and the overall level (the lowest of the eight). */
export function seriesPoint(assessment: { id: string; createdAt: number; kind: AssessmentKind; assessments: LevelsByControl }): SeriesPoint {
  const levels = Object.fromEntries(CONTROL_IDS.map((id) => [id, asMaturityLevel(assessment.assessments[id])])) as Record<ControlId, MaturityLevel>;
  return { id: assessment.id, createdAt: assessment.createdAt, kind: assessment.kind, levels, overall: asdResultFromQuickCheck(levels).overallLevel };
}

/** Whether a level went up, stayed or went down between two assessments. */
export type ProgressDirection = 'improved' | 'unchanged' | 'fell';

/** Each direction in words, as a marker's label and a table's column say it. */
export const DIRECTION_LABELS: Record<ProgressDirection, string> = { improved: 'Improved', unchanged: 'Unchanged', fell: 'Fell' };

/** A level then and now, with the direction and one sentence saying it. */
export interface LevelChange {
  from: MaturityLevel;
  to: MaturityLevel;
  direction: ProgressDirection;
  /** "Improved from Maturity Level One to Maturity Level Two", "Unchanged at Maturity Level One", "Fell from … to …". */
  words: string;
}

/** The change of one strategy's level. */
export interface StrategyProgress extends LevelChange {
  id: ControlId;
  title: string;
}

/** What changed since the assessment before this one in its series. */
export interface ProgressSince {
  /** The earlier assessment compared with. */
  sinceId: string;
  since: number;
  /** "Progress since 1 August 2026". */
  heading: string;
  overall: LevelChange;
  /** What the two overall levels rest on (`changeBasis`): "by ASD's method", "indicative, from ratings", or each in turn. */
  overallBasis: string;
  /** The overall change's title: "Overall (by ASD's method)", "Overall (indicative, from ratings)". */
  overallTitle: string;
  /** The eight strategies in wizard order. */
  strategies: StrategyProgress[];
  counts: Record<ProgressDirection, number>;
  /** "2 strategies improved, 5 unchanged and 1 fell; overall, unchanged at Maturity Level Zero (by ASD's method)." */
  summary: string;
}

/** The change between two levels, in words. */
export function levelChange(from: MaturityLevel, to: MaturityLevel): LevelChange {
  const direction: ProgressDirection = to > from ? 'improved' : to < from ? 'fell' : 'unchanged';
  const words =
    direction === 'unchanged'
      ? `Unchanged at ${maturityLevelName(to)}`
      : `${DIRECTION_LABELS[direction]} from ${maturityLevelName(from)} to ${maturityLevelName(to)}`;
  return { from, to, direction, words };
}

/** "1 strategy improved", "5 unchanged": the count with the right noun only on the first part. */
function countsInWords(counts: Record<ProgressDirection, number>): string {
  const parts: string[] = [];
  const order: ProgressDirection[] = ['improved', 'unchanged', 'fell'];
  for (const direction of order) {
    if (counts[direction] === 0) continue;
    const noun = parts.length === 0 ? (counts[direction] === 1 ? ' strategy' : ' strategies') : '';
    parts.push(`${counts[direction]}${noun} ${direction}`);
  }
  if (parts.length === 1 && counts.unchanged === CONTROL_IDS.length) return 'All eight strategies are unchanged';
  if (parts.length === 1 && counts.improved === CONTROL_IDS.length) return 'All eight strategies improved';
  if (parts.length === 1 && counts.fell === CONTROL_IDS.length) return 'All eight strategies fell';
  const last = parts.pop() ?? '';
  return parts.length === 0 ? last : `${parts.join(', ')} and ${last}`;
}

/** The series in date order (then by id, so equal dates keep one order everywhere). */
export function inSeriesOrder(series: readonly SeriesPoint[]): SeriesPoint[] {
  return [...series].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/**
 * The part of a series a respondent sees from one assessment: it and the assessments before it in
 * series order. Whoever holds a later assessment's key was given the earlier ones (a re-assessment is
 * started with the earlier key), but the holder of an earlier key is not told of later re-assessments,
 * which others may have made.
 */
export function seriesUpTo(series: readonly SeriesPoint[], assessment: { id: string; createdAt: number }): SeriesPoint[] {
  return inSeriesOrder(series).filter((point) => point.createdAt < assessment.createdAt || (point.createdAt === assessment.createdAt && point.id.localeCompare(assessment.id) <= 0));
}

/**
 * What changed between an assessment and the one before it in its series: per strategy and overall, the
 * overall saying what it rests on (a quick check's level is indicative, from ratings; a detailed
 * assessment's is by ASD's method). Null when the assessment is not in the series or is its first. The earlier one is
 * dated in `timeZone` (a report's E8_TIME_ZONE), or in the local zone when none is given (a page).
 */
export function progressSince(series: readonly SeriesPoint[], currentId: string, timeZone?: string): ProgressSince | null {
  const ordered = inSeriesOrder(series);
  const index = ordered.findIndex((point) => point.id === currentId);
  const earlier = ordered[index - 1];
  const current = ordered[index];
  if (index <= 0 || !earlier || !current) return null;
  const strategies = CONTROL_IDS.map((id) => ({ id, title: controlTitle(id), ...levelChange(earlier.levels[id], current.levels[id]) }));
  const counts: Record<ProgressDirection, number> = { improved: 0, unchanged: 0, fell: 0 };
  for (const strategy of strategies) counts[strategy.direction] += 1;
  const overall = levelChange(earlier.overall, current.overall);
  const overallWords = overall.words.charAt(0).toLowerCase() + overall.words.slice(1);
  const overallBasis = changeBasis(earlier.kind, current.kind);
  return {
    sinceId: earlier.id,
    since: earlier.createdAt,
    heading: `Progress since ${longAustralianDate(earlier.createdAt, timeZone)}`,
    overall,
    overallBasis,
    overallTitle: `Overall (${overallBasis})`,
    strategies,
    counts,
    summary: `${countsInWords(counts)}; overall, ${overallWords} (${overallBasis}).`,
  };
}

/**
 * The change since the earlier assessment in one line, as the one-page summary gives it: "Since 25 November
 * 2026: overall Maturity Level One to Two; 3 strategies up, 1 down" (or "overall unchanged at …", and "no
 * strategy changed" when none did), the overall level's basis in brackets when the two assessments differ in kind;
 * dated in `timeZone` when given, as `progressSince`.
 */
export function progressInALine(progress: ProgressSince, timeZone?: string): string {
  const { overall, counts } = progress;
  const to = maturityLevelName(overall.to).replace('Maturity Level ', '');
  const overallWords = overall.direction === 'unchanged' ? `overall unchanged at ${maturityLevelName(overall.to)}` : `overall ${maturityLevelName(overall.from)} to ${to}`;
  const basis = progress.overallBasis.includes(', then ') ? ` (${progress.overallBasis})` : '';
  const moves = [
    counts.improved > 0 ? `${counts.improved} ${counts.improved === 1 ? 'strategy' : 'strategies'} up` : '',
    counts.fell > 0 ? `${counts.fell}${counts.improved > 0 ? '' : counts.fell === 1 ? ' strategy' : ' strategies'} down` : '',
  ].filter((part) => part !== '');
  return `Since ${longAustralianDate(progress.since, timeZone)}: ${overallWords}${basis}; ${moves.length > 0 ? moves.join(', ') : 'no strategy changed'}`;
}

/** One line of the progress chart: the overall level or one strategy's, at each assessment of the series. */
export interface ProgressLine {
  /** "overall" or a strategy id. */
  key: 'overall' | ControlId;
  title: string;
  /** The level at each assessment, in series order. */
  levels: MaturityLevel[];
}

/** The progress chart's data: a date label per assessment, and the overall line then one line per strategy. */
export interface ProgressChart {
  /** "1 Aug 2026", one per assessment in series order. */
  dates: string[];
  /** Where each assessment sits along the time axis, from 0 (the first) to 1 (the last); spread evenly when all share a date. */
  positions: number[];
  /** The kind of each assessment, in series order. */
  kinds: AssessmentKind[];
  /** What the overall line rests on (`seriesBasis`). */
  overallBasis: string;
  lines: ProgressLine[];
}

/**
 * The title of the overall line, as every chart and its table name it: "Overall (by ASD's method)" or
 * "Overall (indicative, from ratings)"; plain "Overall" for a series of both kinds, whose caption and
 * table say which assessment is which (both bases would not fit a panel's title).
 */
export function overallLineTitle(kinds: readonly AssessmentKind[]): string {
  const first = kinds[0] ?? 'detailed';
  return kinds.every((kind) => kind === first) ? `Overall (${OVERALL_BASIS[first]})` : 'Overall';
}

/**
 * The chart of a series over time: the overall level and each strategy's level at each assessment,
 * placed along the time axis by date, so a long gap between two assessments shows as one; dated in `timeZone` when
 * given (a report's E8_TIME_ZONE), else in the local zone.
 */
export function progressChart(series: readonly SeriesPoint[], timeZone?: string): ProgressChart {
  const ordered = inSeriesOrder(series);
  const first = ordered[0]?.createdAt ?? 0;
  const span = (ordered[ordered.length - 1]?.createdAt ?? 0) - first;
  const positions = ordered.map((point, index) =>
    span > 0 ? (point.createdAt - first) / span : ordered.length > 1 ? index / (ordered.length - 1) : 0,
  );
  return {
    dates: ordered.map((point) => shortAustralianDate(point.createdAt, timeZone)),
    positions,
    kinds: ordered.map((point) => point.kind),
    overallBasis: seriesBasis(ordered.map((point) => point.kind)),
    lines: [
      { key: 'overall', title: overallLineTitle(ordered.map((point) => point.kind)), levels: ordered.map((point) => point.overall) },
      ...CONTROL_IDS.map((id) => ({ key: id, title: controlTitle(id), levels: ordered.map((point) => point.levels[id]) })),
    ],
  };
}

/** How the organisations with two or more completed assessments moved between their last two, by their overall levels. */
export interface SeriesMovement {
  improved: number;
  held: number;
  fell: number;
}

/** The counts of a dashboard: each series counted by the overall levels of its last two assessments. */
export function seriesMovement(lastTwo: readonly { earlier: MaturityLevel; latest: MaturityLevel }[]): SeriesMovement {
  const movement: SeriesMovement = { improved: 0, held: 0, fell: 0 };
  for (const { earlier, latest } of lastTwo) {
    if (latest > earlier) movement.improved += 1;
    else if (latest < earlier) movement.fell += 1;
    else movement.held += 1;
  }
  return movement;
}
