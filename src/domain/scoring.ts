import { CONTROL_IDS, type ControlId } from './controls';

/** Levels per control; a control may be missing while the wizard is in progress. */
export type LevelsByControl = Partial<Record<ControlId, number>>;

/** A level as a number 0–3; a missing or non-numeric value counts as 0. */
export function levelOrZero(level: number | null | undefined): number {
  return typeof level === 'number' && Number.isFinite(level) ? level : 0;
}

/** Gap between where a control should be and where it is: target minus current. */
export function gap(targetLevel: number | undefined, currentLevel: number | undefined): number {
  return levelOrZero(targetLevel) - levelOrZero(currentLevel);
}

/** Mean current maturity across all eight controls, missing ones counted as 0. */
export function averageMaturity(currentLevels: LevelsByControl): number {
  const total = CONTROL_IDS.reduce((sum, id) => sum + levelOrZero(currentLevels[id]), 0);
  return total / CONTROL_IDS.length;
}

/** The average maturity as the results page shows it: one decimal place. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** Width of a level's progress bar on the 3-level scale, clamped to 0–100 percent. */
export function levelPercent(level: number | undefined): number {
  const percent = (levelOrZero(level) / 3) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** Wizard progress: (question index + 1) / total, as a percentage clamped to 0–100. */
export function questionProgressPercent(questionIndex: number, totalQuestions: number): number {
  if (totalQuestions <= 0) return 0;
  return Math.min(100, Math.max(0, ((questionIndex + 1) / totalQuestions) * 100));
}
