import { CONTROL_IDS, type ControlId } from './controls';
import { compactAud, formatAud } from './format';
import { maturityTitle } from './maturity-levels';
import { averageMaturity, levelOrZero, type LevelsByControl } from './scoring';

/** Summary exposure per control at level 0, in AUD. */
export const EXPOSURE_PER_CONTROL_AT_LEVEL_0_AUD = 500_000;
/** Summary exposure per control at level 1, in AUD. */
export const EXPOSURE_PER_CONTROL_AT_LEVEL_1_AUD = 250_000;

/** Summary risk exposure: a fixed amount for each control at level 0 plus a smaller one for each at level 1. */
export function summaryExposure(currentLevels: LevelsByControl): number {
  return CONTROL_IDS.reduce((total, id) => {
    const level = levelOrZero(currentLevels[id]);
    if (level === 0) return total + EXPOSURE_PER_CONTROL_AT_LEVEL_0_AUD;
    if (level === 1) return total + EXPOSURE_PER_CONTROL_AT_LEVEL_1_AUD;
    return total;
  }, 0);
}

/** How the summary exposure is counted, in words built from its amounts: "A$500,000 for each control …". */
export function summaryExposureBasis(): string {
  return `${formatAud(EXPOSURE_PER_CONTROL_AT_LEVEL_0_AUD)} for each control ${maturityTitle(0).toLowerCase()} and ${formatAud(EXPOSURE_PER_CONTROL_AT_LEVEL_1_AUD)} for each at the ${maturityTitle(1).toLowerCase()} level`;
}

/** The note beside the exposure and time-to-detect figures of the detailed reports: what they rest on. */
export function exposureEstimateNote(): string {
  return `Exposure and time to detect are indicative estimates: ${summaryExposureBasis()}.`;
}

/**
 * The level-0 exposure threshold of each control, in AUD. The other bands follow
 * application control's pattern: see docs/decisions/002-control-exposure-bands.md.
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

/** Overall exposure and time to detect, looked up by the floor of the average maturity. */
export function overallExposure(currentLevels: LevelsByControl): OverallExposure {
  const floor = Math.min(3, Math.max(0, Math.floor(averageMaturity(currentLevels))));
  return OVERALL_BY_FLOOR[floor] ?? LEVEL_0_EXPOSURE;
}

/** A band label with the currency shown: "A$800K+", "A$400-800K", "under A$100K". */
export function audBand(label: string): string {
  return label.startsWith('under ') ? `under A$${label.slice('under '.length)}` : `A$${label}`;
}
