import { CONTROL_IDS, type ControlId } from './controls';
import { controlTitle } from './control-titles';
import {
  CONTROL_EXPOSURE_THRESHOLD_AUD,
  floorOfAverage,
  overallExposure,
  audBand,
  SUMMARY_EXPOSURE_PER_CONTROL_AUD,
  summaryExposure,
} from './exposure';
import { ILLUSTRATIVE_MODEL_LABEL } from './figure-sources';
import { countOf, formatAud, listInWords } from './format';
import { maturityLevelName } from './maturity-levels';
import { averageMaturity, formatAverage, levelOrZero, type LevelsByControl } from './scoring';

/** One figure of the exposure panel: its name, its value as shown, and what it counts. */
export interface ExposureFigure {
  name: string;
  value: string;
  measures: string;
}

/** A strategy's own exposure band, shown for a strategy below its target only. */
export interface StrategyBand {
  title: string;
  /** "A$800K+", "A$400-800K", "under A$100K". */
  band: string;
}

/**
 * The model's three figures in one panel: the summary risk exposure (a flat amount per strategy at level 0
 * or 1), each strategy's own band (for the strategies below their target), and the organisation-wide band
 * with the time to detect (by the floor of the average level), with one sentence on how they relate.
 */
export interface ExposurePanel {
  title: string;
  /** "The product's illustrative model, not a published figure." */
  model: string;
  /** One sentence on how the three figures relate. */
  relation: string;
  /** The summary risk exposure, the organisation-wide band and the time to detect, in that order. */
  figures: [ExposureFigure, ExposureFigure, ExposureFigure];
  /** What `bands` are, as their list is titled. */
  bandsTitle: string;
  /** The strategies below their target, most urgent first, each with its own band; empty when every target is met. */
  bands: StrategyBand[];
  /** How the figures are worked out from the model's constants, for the note under the panel. */
  method: string;
  /** The words on the weakest strategy when it sets the exposure (`weakestStrategySetsExposure`), also in the organisation-wide band's measures; empty otherwise. */
  weakest: string;
}

/** The panel's title, on the results page and in every report. */
export const EXPOSURE_PANEL_TITLE = 'Risk exposure';

/** A strategy's current level as a whole level 0-3 (a missing one is 0). */
function levelOf(currentLevels: LevelsByControl, id: ControlId): number {
  return Math.max(0, Math.min(3, Math.trunc(levelOrZero(currentLevels[id]))));
}

/** The name of the summary risk exposure: a flat rate per strategy, so that it is not read as the bands added up. */
export const SUMMARY_EXPOSURE_NAME = 'Summary risk exposure (flat rate)';

/** The name of the organisation-wide band. */
export const ORGANISATION_BAND_NAME = 'Organisation-wide exposure band';

/** The name of the time to detect. */
export const TIME_TO_DETECT_NAME = 'Time to detect a breach';

/**
 * When the overall level by ASD's rule (the lowest strategy's) is below the floor of the average, the
 * words that say the weakest strategy sets the exposure: "Your weakest strategy, Regular backups at
 * Maturity Level Zero, sets the exposure: an attacker needs only one gap." Empty otherwise (all eight at
 * Maturity Level Two, say, where the lowest and the average agree). Words only: no second figure.
 */
export function weakestStrategySetsExposure(currentLevels: LevelsByControl): string {
  const levels = CONTROL_IDS.map((id) => ({ id, level: levelOf(currentLevels, id) }));
  const lowest = Math.min(...levels.map((entry) => entry.level));
  if (lowest >= floorOfAverage(currentLevels)) return '';
  const weakest = levels.filter((entry) => entry.level === lowest).map((entry) => controlTitle(entry.id));
  const at = maturityLevelName(lowest);
  return weakest.length === 1
    ? `Your weakest strategy, ${weakest[0] ?? ''} at ${at}, sets the exposure: an attacker needs only one gap.`
    : `Your weakest strategies, ${listInWords(weakest)} at ${at}, set the exposure: an attacker needs only one gap.`;
}

/** What the summary risk exposure counts here: "2 strategies at Maturity Level Zero and 2 at Maturity Level One, at the flat rate for each level." */
function summaryMeasures(currentLevels: LevelsByControl): string {
  const atLevel = (level: number) => CONTROL_IDS.filter((id) => levelOf(currentLevels, id) === level).length;
  const zero = atLevel(0);
  const one = atLevel(1);
  if (zero === 0 && one === 0) return 'No strategy is at Maturity Level Zero or One, so the flat rate counts nothing.';
  const parts = [
    ...(zero > 0 ? [`${countOf(zero, 'strategy', 'strategies')} at ${maturityLevelName(0)}`] : []),
    ...(one > 0 ? [`${zero > 0 ? one : countOf(one, 'strategy', 'strategies')} at ${maturityLevelName(1)}`] : []),
  ];
  return `${parts.join(' and ')}, each at the flat rate for its level; the other levels add nothing.`;
}

/** The one sentence on how the three figures relate, with or without strategies below their target. */
function relationSentence(withBands: boolean): string {
  const summary = 'The summary figure is a flat amount for each strategy at Maturity Level Zero or One, whatever its target';
  const average = 'the organisation-wide band and time to detect follow the average level';
  return withBands
    ? `${summary}; each strategy's range is its own, not a share of that sum; ${average}.`
    : `${summary}; ${average}; every strategy has met its target, so no strategy's own range is shown.`;
}

/** How the figures are worked out, in words built from the model's constants. */
export function exposureMethod(): string {
  const thresholds = Object.values(CONTROL_EXPOSURE_THRESHOLD_AUD);
  const [zero = 0, one = 0] = SUMMARY_EXPOSURE_PER_CONTROL_AUD;
  return (
    `How the figures are worked out: the summary counts ${formatAud(zero)} for each strategy at Maturity Level Zero and ${formatAud(one)} for each at Maturity Level One. ` +
    `A strategy's own range starts from its threshold (${formatAud(Math.min(...thresholds))} to ${formatAud(Math.max(...thresholds))} by strategy): ` +
    'the threshold and above at Maturity Level Zero, half of it up to the threshold at One, an eighth up to a half at Two, under an eighth at Three. ' +
    'The organisation-wide band and the time to detect are read from the average level rounded down.'
  );
}

/**
 * The exposure panel of an assessment from its current levels and the bands of its strategies below
 * target (most urgent first). The bands are the strategies' own; the summary is the flat model.
 */
export function exposurePanel(currentLevels: LevelsByControl, bands: readonly StrategyBand[]): ExposurePanel {
  const overall = overallExposure(currentLevels);
  const average = averageMaturity(currentLevels);
  const weakest = weakestStrategySetsExposure(currentLevels);
  return {
    title: EXPOSURE_PANEL_TITLE,
    model: `${ILLUSTRATIVE_MODEL_LABEL}.`,
    relation: relationSentence(bands.length > 0),
    figures: [
      { name: SUMMARY_EXPOSURE_NAME, value: formatAud(summaryExposure(currentLevels)), measures: summaryMeasures(currentLevels) },
      {
        name: ORGANISATION_BAND_NAME,
        value: audBand(overall.exposure),
        measures: [`By the average level, ${formatAverage(average)}, rounded down.`, weakest].filter((text) => text !== '').join(' '),
      },
      { name: TIME_TO_DETECT_NAME, value: overall.timeToDetect, measures: 'By the same average level.' },
    ],
    bandsTitle: "Each strategy's own range, below its target",
    bands: [...bands],
    method: exposureMethod(),
    weakest,
  };
}
