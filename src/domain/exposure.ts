import { CONTROL_IDS, type ControlId } from './controls';
import { compactAud } from './format';
import { averageMaturity, levelOrZero, type LevelsByControl } from './scoring';

/**
 * The level-0 exposure threshold of each control, in AUD: the product's illustrative model, not a
 * published figure. The other bands follow application control's pattern: see
 * docs/decisions/002-control-exposure-bands.md.
 */
export const CONTROL_EXPOSURE_THRESHOLD_AUD: Record<ControlId, number> = {
  'application-control': 800_000,
  'patch-applications': 600_000,
  'configure-microsoft-office-macro-settings': 400_000,
  'user-application-hardening': 500_000,
  'restrict-administrative-privileges': 700_000,
  'patch-operating-systems': 900_000,
  'multi-factor-authentication': 1_000_000,
  'regular-backups': 1_200_000,
};

/** A range of cost exposure in AUD; `max` is absent for the open-ended top band, `min` is 0 for the bottom one. */
export interface ExposureBand {
  min: number;
  max?: number;
  label: string;
}

/** "400-800K" when both ends share a unit, "600K-1.2M" when they do not. */
function rangeLabel(min: number, max: number): string {
  const low = compactAud(min);
  const high = compactAud(max);
  const unit = high.slice(-1);
  return low.endsWith(unit) ? `${low.slice(0, -1)}-${high}` : `${low}-${high}`;
}

/**
 * Cost exposure band of a control at a current level. With T the control's threshold:
 * level 0 is T+, level 1 is T/2 to T, level 2 is T/8 to T/2, level 3 is under T/8.
 */
export function controlExposureBand(controlId: ControlId, currentLevel: number | undefined): ExposureBand {
  const threshold = CONTROL_EXPOSURE_THRESHOLD_AUD[controlId];
  const half = threshold / 2;
  const eighth = threshold / 8;
  switch (levelOrZero(currentLevel)) {
    case 0:
      return { min: threshold, label: `${compactAud(threshold)}+` };
    case 1:
      return { min: half, max: threshold, label: rangeLabel(half, threshold) };
    case 2:
      return { min: eighth, max: half, label: rangeLabel(eighth, half) };
    default:
      return { min: 0, max: eighth, label: `under ${compactAud(eighth)}` };
  }
}

/** The organisation-wide exposure and the typical time to detect a breach, by floor of the average. */
export interface OverallExposure {
  exposure: string;
  timeToDetect: string;
}

const LEVEL_0_EXPOSURE: OverallExposure = { exposure: '2.5M+', timeToDetect: '280+ days' };

const OVERALL_BY_FLOOR: readonly OverallExposure[] = [
  LEVEL_0_EXPOSURE,
  { exposure: '1.5-2.5M', timeToDetect: '200-280 days' },
  { exposure: '500K-1.5M', timeToDetect: '100-200 days' },
  { exposure: 'under 500K', timeToDetect: 'under 100 days' },
];

/** The floor of the average maturity, 0 to 3: the row of the organisation-wide exposure table. */
export function floorOfAverage(currentLevels: LevelsByControl): number {
  return Math.min(3, Math.max(0, Math.floor(averageMaturity(currentLevels))));
}

/** Overall exposure and time to detect, looked up by the floor of the average maturity. */
export function overallExposure(currentLevels: LevelsByControl): OverallExposure {
  return OVERALL_BY_FLOOR[floorOfAverage(currentLevels)] ?? LEVEL_0_EXPOSURE;
}

/** A band label with the currency shown: "A$800K+", "A$400-800K", "under A$100K". */
export function audBand(label: string): string {
  return label.startsWith('under ') ? `under A$${label.slice('under '.length)}` : `A$${label}`;
}

/**
 * The summary risk exposure's flat amount for one strategy, by its current level: A$500,000 at level 0,
 * A$250,000 at level 1, nothing at level 2 or 3. The same for every strategy: it is a flat model of
 * the whole, not the sum of the strategies' own bands (each band is that strategy's range on its own).
 */
export const SUMMARY_EXPOSURE_PER_CONTROL_AUD: readonly [number, number, number, number] = [500_000, 250_000, 0, 0];

/** The flat amount the summary risk exposure counts for a strategy at a current level (a missing level counts as 0). */
export function summaryExposurePerControl(currentLevel: number | undefined): number {
  return SUMMARY_EXPOSURE_PER_CONTROL_AUD[Math.max(0, Math.min(3, Math.trunc(levelOrZero(currentLevel))))] ?? 0;
}

/**
 * The summary risk exposure: A$500,000 for each strategy at level 0 plus A$250,000 for each at level 1.
 * Two strategies at 0 and two at 1 give A$1,500,000; all eight at 0 give A$4,000,000; levels 2 and 3 add nothing.
 */
export function summaryExposure(currentLevels: LevelsByControl): number {
  return CONTROL_IDS.reduce((total, id) => total + summaryExposurePerControl(currentLevels[id]), 0);
}
