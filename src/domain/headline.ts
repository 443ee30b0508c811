import type { AssessmentKind } from './assessment-kinds';
import { CONTROL_IDS } from './controls';
import { countOf } from './format';
import type { AsdSummary } from './framework/asd-headline';
import { formatAverage } from './scoring';

/** A figure of the overview: its name, its value in words, and what it measures. Money figures are the exposure panel's (`exposurePanel`). */
export interface ReportFigure {
  name: string;
  value: string;
  /** One sentence on what the figure counts, so that no two figures read as contradicting each other. */
  measures: string;
}

/** The size of the gap to the targets: the strategies below target and the level steps to close it. */
export interface TargetGap {
  strategiesBelowTarget: number;
  levelSteps: number;
}

/** Counts the strategies below target and the levels between them and their targets. */
export function targetGap(controls: readonly { currentLevel: number; targetLevel: number }[]): TargetGap {
  const below = controls.filter((control) => control.currentLevel < control.targetLevel);
  return {
    strategiesBelowTarget: below.length,
    levelSteps: below.reduce((total, control) => total + control.targetLevel - control.currentLevel, 0),
  };
}


/**
 * The results' first sentence, for a board member: the overall level (by ASD's method for a detailed
 * assessment, the indicative level from the ratings for a quick check), the strategies that hold it
 * back, and the size of the gap to the targets set. For example: "Acme Pty Ltd is at Maturity Level
 * One by ASD's method, held back by Regular backups; reaching the targets set takes 9 level steps
 * across 6 of the eight strategies."
 */
export function boardHeadline(organisationName: string, asd: AsdSummary, controls: readonly { currentLevel: number; targetLevel: number }[]): string {
  const who = organisationName.trim() === '' ? 'The organisation' : organisationName.trim();
  const gap = targetGap(controls);
  const gapClause =
    gap.strategiesBelowTarget === 0
      ? 'every strategy has reached the target set for it'
      : `reaching the targets set takes ${countOf(gap.levelSteps, 'level step')} across ${gap.strategiesBelowTarget} of the eight strategies`;
  const how = asd.kind === 'quick' ? ', the indicative level from your ratings' : " by ASD's method";
  const reach = asd.kind === 'quick' ? 'all eight strategies were rated at it' : 'all eight strategies reach it';
  if (asd.overallLevel === 3) return `${who} is at ${asd.overallName}${how}, the highest level: ${reach}.`;
  const allAtIt = asd.strategies.every((strategy) => strategy.achievedLevel === asd.overallLevel) && asd.strategies.length === CONTROL_IDS.length;
  const held = allAtIt ? 'with all eight strategies at that level' : `held back by ${asd.limitingText}`;
  return `${who} is at ${asd.overallName}${how}, ${held}; ${gapClause}.`;
}

/** A count's name and what it measures. */
interface CountLabel {
  name: string;
  measures: string;
}

/**
 * The names of the counts of controls at level 0 and level 1 (the spec's high and medium priority
 * bands), by kind. They are named by what they count rather than "priority", since a control at level
 * 1 with a target of 1 has met its target, and by ASD's names for the levels: "not implemented" is
 * ASD's outcome for a requirement, never a level. A quick check's level 0 is a rating; a detailed
 * assessment's is a strategy whose outcomes reach no level, however much of it is in place.
 */
export const COUNT_LABELS: Record<AssessmentKind, { high: CountLabel; medium: CountLabel }> = {
  quick: {
    high: { name: 'Controls at Maturity Level Zero', measures: 'Strategies rated at Maturity Level Zero: the high priority band.' },
    medium: {
      name: 'Controls at Maturity Level One',
      measures: 'Strategies rated at Maturity Level One: the medium priority band, unless Maturity Level One is their target.',
    },
  },
  detailed: {
    high: {
      name: 'Controls below Maturity Level One',
      measures: 'Strategies whose requirement outcomes reach no level yet (level 0): the high priority band.',
    },
    medium: {
      name: 'Controls at Maturity Level One',
      measures: 'Strategies whose outcomes reach Maturity Level One: the medium priority band, unless level 1 is their target.',
    },
  },
};

/** What the average measures: a quick check's levels are ratings, a detailed assessment's are worked out by ASD's method. */
const AVERAGE_MEASURES: Record<AssessmentKind, string> = {
  quick: 'The mean of the eight rated levels. ASD does not average: the indicative level above is the lowest strategy\'s.',
  detailed: "The mean of the eight current levels. ASD's method does not average: the overall level above is the lowest strategy's.",
};

/** The figures the overview shows, worked out by the summary report. */
export interface FigureInputs {
  kind: AssessmentKind;
  average: number;
  highPriorityCount: number;
  mediumPriorityCount: number;
}

/**
 * The overview's figures with what each measures: the average and the counts of controls at level 0 and
 * level 1. The money figures and the time to detect are in the exposure panel, which says how they relate.
 */
export function describeFigures({ kind, average, highPriorityCount, mediumPriorityCount }: FigureInputs): ReportFigure[] {
  const counts = COUNT_LABELS[kind];
  return [
    {
      name: 'Average maturity',
      value: `${formatAverage(average)} out of 3`,
      measures: AVERAGE_MEASURES[kind],
    },
    { name: counts.high.name, value: String(highPriorityCount), measures: counts.high.measures },
    { name: counts.medium.name, value: String(mediumPriorityCount), measures: counts.medium.measures },
  ];
}
