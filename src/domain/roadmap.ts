import type { Assessment, AssessmentKind, Timeline } from './assessment';
import { CONTROL_IDS, type ControlId, type MaturityLevel } from './controls';
import { controlContent } from './control-content';
import { maturityLevelName } from './maturity-levels';
import { levelOrZero } from './scoring';

/** Months of each timeline the respondent can choose. */
export const TIMELINE_MONTHS: Record<Timeline, number> = { '3months': 3, '6months': 6, '12months': 12, '24months': 24 };

/** A roadmap phase lasts a quarter. */
export const MONTHS_PER_PHASE = 3;

/** When no timeline was chosen (a draft), the roadmap is drawn over a year, and says so. */
const DEFAULT_MONTHS = 12;

/** One strategy raised by one or more levels within a phase. */
export interface RoadmapMove {
  strategy: ControlId;
  title: string;
  fromLevel: MaturityLevel;
  toLevel: MaturityLevel;
  /** "Maturity Level Two". */
  toLevelName: string;
  /** The respondent named this strategy as a priority, so it comes first at each level. */
  chosenPriority: boolean;
}

/** A quarter of the plan: which strategies reach which level by its end. */
export interface RoadmapPhase {
  /** "Quarter 1". */
  title: string;
  /** "Months 1 to 3". */
  period: string;
  moves: RoadmapMove[];
  /** The overall level once this quarter's moves are done (the lowest of the eight). */
  overallAfter: MaturityLevel;
  /** That level in words: "Maturity Level One". */
  overallAfterName: string;
}

/** The implementation plan: the timeline cut into quarters, each with the level steps due in it. */
export interface Roadmap {
  /** The months the plan spans: the respondent's timeline, or a year when none was chosen. */
  months: number;
  timelineChosen: boolean;
  phases: RoadmapPhase[];
  /** Level steps in all (a strategy raised two levels counts two). */
  stepCount: number;
  /** The respondent's constraints, as typed: what the plan has to be fitted around. */
  constraints: string;
  /** One sentence on how the plan was ordered. */
  basis: string;
}

/** One level step of one strategy, before steps are grouped into phases. */
interface LevelStep {
  strategy: ControlId;
  toLevel: MaturityLevel;
  chosenPriority: boolean;
}

/** What a roadmap says about how it is ordered, quoting ASD's implementation advice. */
export const ROADMAP_BASIS =
  "Ordered as ASD advises: bring all eight strategies to the same maturity level before moving any to a higher one; at each level your priority strategies come first, then the weakest.";

/**
 * Every level step from each strategy's current level to its target, ordered level by level (all
 * steps to Maturity Level One before any to Two, as ASD's maturity model advises), and within a level
 * the respondent's priority strategies first in the order they chose them, then the lowest current
 * level, then wizard order.
 */
export function levelSteps(assessment: Pick<Assessment, 'assessments' | 'targetAssessments' | 'priorities'>): LevelStep[] {
  /** Chosen priorities first in the order chosen, then the lowest current level, then wizard order. */
  const sortKey = (id: ControlId): number[] => {
    const chosen = assessment.priorities.indexOf(id);
    return chosen >= 0 ? [0, chosen, 0] : [1, levelOrZero(assessment.assessments[id]), CONTROL_IDS.indexOf(id)];
  };
  const compare = (a: ControlId, b: ControlId) => {
    const [keyA, keyB] = [sortKey(a), sortKey(b)];
    return keyA.reduce((order, value, index) => order || value - (keyB[index] ?? 0), 0);
  };
  const steps: LevelStep[] = [];
  for (const level of [1, 2, 3] as const) {
    const rising = CONTROL_IDS.filter((id) => {
      const current = levelOrZero(assessment.assessments[id]);
      const target = levelOrZero(assessment.targetAssessments[id]);
      return current < level && level <= target;
    });
    rising.sort(compare);
    for (const strategy of rising) steps.push({ strategy, toLevel: level, chosenPriority: assessment.priorities.includes(strategy) });
  }
  return steps;
}

/** "Months 1 to 3". */
function periodOf(phaseIndex: number): string {
  return `Months ${phaseIndex * MONTHS_PER_PHASE + 1} to ${(phaseIndex + 1) * MONTHS_PER_PHASE}`;
}

/**
 * Turns an assessment's gaps, timeline and priorities into quarterly phases. The level steps (see
 * `levelSteps`) are spread evenly over the quarters in order (step i of n falls in quarter
 * floor(i × quarters / n)), so the first quarter starts at once and, with at least as many steps as
 * quarters, every quarter has some; with fewer, the quarters between steps are left to bed in and
 * test them, and the last may be one. A strategy with several steps in one quarter shows as one move
 * across them.
 */
export function buildRoadmap(assessment: Pick<Assessment, 'assessments' | 'targetAssessments' | 'priorities' | 'timeline' | 'constraints'>): Roadmap {
  const months = assessment.timeline ? TIMELINE_MONTHS[assessment.timeline] : DEFAULT_MONTHS;
  const phaseCount = Math.max(1, Math.round(months / MONTHS_PER_PHASE));
  const steps = levelSteps(assessment);
  const phases: RoadmapPhase[] = Array.from({ length: phaseCount }, (_, index) => ({
    title: `Quarter ${index + 1}`,
    period: periodOf(index),
    moves: [],
    overallAfter: 0,
    overallAfterName: '',
  }));
  steps.forEach((step, index) => {
    const phase = phases[Math.floor((index * phaseCount) / steps.length)];
    if (!phase) return;
    const earlier = phase.moves.find((move) => move.strategy === step.strategy);
    if (earlier) {
      earlier.toLevel = step.toLevel;
      earlier.toLevelName = maturityLevelName(step.toLevel);
      return;
    }
    phase.moves.push({
      strategy: step.strategy,
      title: controlContent(step.strategy).title,
      fromLevel: (step.toLevel - 1) as MaturityLevel,
      toLevel: step.toLevel,
      toLevelName: maturityLevelName(step.toLevel),
      chosenPriority: step.chosenPriority,
    });
  });
  // The overall level after each quarter: every strategy at its level so far, the lowest counting.
  const levels = new Map(CONTROL_IDS.map((id) => [id, levelOrZero(assessment.assessments[id])]));
  for (const phase of phases) {
    for (const move of phase.moves) levels.set(move.strategy, move.toLevel);
    phase.overallAfter = Math.min(...levels.values()) as MaturityLevel;
    phase.overallAfterName = maturityLevelName(phase.overallAfter);
  }
  return {
    months,
    timelineChosen: assessment.timeline !== null,
    phases,
    stepCount: steps.length,
    constraints: assessment.constraints.trim(),
    basis: ROADMAP_BASIS,
  };
}

/** What a quarter with no level step says, in every format. */
export const EMPTY_PHASE_TEXT = 'No level step falls in this quarter: time to bed in and test the steps before it.';

/**
 * A quarter's outcome in words: "By the end of Quarter 1: Maturity Level One overall by ASD's method." for a
 * detailed assessment; a quick check's levels are indicative ("… overall (indicative).").
 */
export function phaseOutcome(phase: RoadmapPhase, kind: AssessmentKind): string {
  return `By the end of ${phase.title}: ${phase.overallAfterName} overall${kind === 'detailed' ? " by ASD's method" : ' (indicative)'}.`;
}

/** A quarter's outcome in brief, for a table whose row already names the quarter: "Overall then: Maturity Level One." */
export function phaseOutcomeBrief(phase: RoadmapPhase): string {
  return `Overall then: ${phase.overallAfterName}.`;
}

/** A move in words: "Patch applications from level 1 to Maturity Level Two". */
export function moveInWords(move: RoadmapMove): string {
  return `${move.title}: level ${move.fromLevel} to ${move.toLevelName}${move.chosenPriority ? ' (your priority)' : ''}`;
}

/** A move in brief, for the one-page summary: "Patch applications to level 2 (priority)". */
export function moveInBrief(move: RoadmapMove): string {
  return `${move.title} to level ${move.toLevel}${move.chosenPriority ? ' (priority)' : ''}`;
}
