import type { Assessment, Timeline } from './assessment';
import type { AssessmentKind } from './assessment-kinds';
import { DEFAULT_STEPS_PER_QUARTER } from './constants';
import { CONTROL_IDS, type ControlId, type MaturityLevel } from './controls';
import { controlTitle } from './control-titles';
import { asksNothingNew } from './levels-asking-nothing-new';
import { listInWords } from './format';
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
  /** The levels of this move that ask nothing beyond the level below (`asksNothingNew`), so take none of the team's pace. */
  nothingNewAt: MaturityLevel[];
}

/** A quarter of the plan: which strategies reach which level by its end. */
export interface RoadmapPhase {
  /** "Quarter 1". */
  title: string;
  /** "Months 1 to 3", or "Months 13 to 15, beyond your timeline". */
  period: string;
  /** The quarter ends after the timeline the respondent chose (or the year drawn when none was). */
  beyondTimeline: boolean;
  moves: RoadmapMove[];
  /** The overall level once this quarter's moves are done (the lowest of the eight). */
  overallAfter: MaturityLevel;
  /** That level in words: "Maturity Level One". */
  overallAfterName: string;
}

/** The implementation plan: the timeline cut into quarters, each with the level steps due in it. */
export interface Roadmap {
  /** The months of the timeline: the respondent's, or a year when none was chosen. */
  months: number;
  timelineChosen: boolean;
  /** The quarters of the timeline, then any more the steps need beyond it. */
  phases: RoadmapPhase[];
  /** Level steps in all (a strategy raised two levels counts two). */
  stepCount: number;
  /**
   * The level steps among them that ask nothing beyond the level below (Maturity Level Two of patching
   * operating systems): each is taken with the strategy's step before it, or in the first quarter, and
   * none counts against the team's pace.
   */
  nothingNewCount: number;
  /** The level steps the team can take in a quarter: the respondent's answer, or the default. */
  stepsPerQuarter: number;
  /** False for an assessment saved before the question was asked: the default is assumed, and said so. */
  stepsPerQuarterChosen: boolean;
  /** The quarters the steps that ask something new take at that pace (0 when every target is met). */
  quartersNeeded: number;
  /**
   * Whether the targets fit the timeline, in words: "At 2 steps a quarter, reaching every target takes
   * 6 quarters, 2 beyond your 12-month timeline." Empty when no step takes the team's pace.
   */
  pace: string;
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
  /** The level asks nothing of the strategy beyond the level below it. */
  nothingNew: boolean;
}

/** What a roadmap says about how it is ordered, quoting ASD's implementation advice. */
export const ROADMAP_BASIS =
  "Ordered as ASD advises: bring all eight strategies to the same maturity level before moving any to a higher one; at each level your priority strategies come first, then the weakest.";

/** The same in brief, for the one-page summary, where the roadmap's pace takes the line before it. */
export const ROADMAP_BASIS_IN_BRIEF = 'Ordered as ASD advises: every strategy to a level before any goes higher, your priorities first.';

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
    for (const strategy of rising) steps.push({ strategy, toLevel: level, chosenPriority: assessment.priorities.includes(strategy), nothingNew: asksNothingNew(strategy, level) });
  }
  return steps;
}

/** "Months 1 to 3", with ", beyond your timeline" for a quarter after it. */
function periodOf(phaseIndex: number, beyondTimeline: boolean): string {
  const months = `Months ${phaseIndex * MONTHS_PER_PHASE + 1} to ${(phaseIndex + 1) * MONTHS_PER_PHASE}`;
  return beyondTimeline ? `${months}, beyond your timeline` : months;
}

/** Why the roadmap of an assessment made before the steps a quarter were asked paces itself at the default. */
export const ASSUMED_PACE = 'assumed: not asked when this assessment was made';

/** "1 quarter", "5 quarters". */
function quartersInWords(count: number): string {
  return count === 1 ? '1 quarter' : `${count} quarters`;
}

/**
 * Whether the steps fit the timeline at the team's pace, in one sentence: "At 2 steps a quarter, reaching
 * every target takes 6 quarters, 2 beyond your 12-month timeline." An assumed pace says it was assumed.
 */
export function paceInWords(plan: { stepsPerQuarter: number; stepsPerQuarterChosen: boolean; quartersNeeded: number; months: number; timelineChosen: boolean }): string {
  const quarters = Math.max(1, Math.round(plan.months / MONTHS_PER_PHASE));
  const timeline = plan.timelineChosen ? `your ${plan.months}-month timeline` : `the ${plan.months} months drawn, as no timeline was chosen`;
  const beyond = plan.quartersNeeded - quarters;
  const fit = beyond > 0 ? `${beyond} beyond ${timeline}` : `within ${timeline}`;
  const pace = `${plan.stepsPerQuarter} step${plan.stepsPerQuarter === 1 ? '' : 's'} a quarter${plan.stepsPerQuarterChosen ? '' : ` (${ASSUMED_PACE})`}`;
  return `At ${pace}, reaching every target takes ${quartersInWords(plan.quartersNeeded)}, ${fit}.`;
}

/**
 * Turns an assessment's gaps, timeline, priorities and pace into quarterly phases. The level steps (see
 * `levelSteps`) are taken in order, as many in each quarter as the team can take (the respondent's
 * steps a quarter, or the default for an assessment saved before that was asked), starting at once.
 * A step that asks nothing beyond the level below takes none of that pace: it goes with the
 * strategy's step before it, or in the first quarter when the strategy has none. The phases are the
 * quarters of the timeline, then as many more as the steps need beyond it, each saying so; quarters
 * of the timeline left after the last step are left to bed in and test. A strategy with several
 * steps in one quarter shows as one move across them.
 */
export function buildRoadmap(
  assessment: Pick<Assessment, 'assessments' | 'targetAssessments' | 'priorities' | 'timeline' | 'constraints' | 'stepsPerQuarter'>,
): Roadmap {
  const months = assessment.timeline ? TIMELINE_MONTHS[assessment.timeline] : DEFAULT_MONTHS;
  const timelineQuarters = Math.max(1, Math.round(months / MONTHS_PER_PHASE));
  const stepsPerQuarter = assessment.stepsPerQuarter ?? DEFAULT_STEPS_PER_QUARTER;
  const steps = levelSteps(assessment);
  const nothingNewCount = steps.filter((step) => step.nothingNew).length;
  const quartersNeeded = Math.ceil((steps.length - nothingNewCount) / stepsPerQuarter);
  const phases: RoadmapPhase[] = Array.from({ length: Math.max(timelineQuarters, quartersNeeded) }, (_, index) => ({
    title: `Quarter ${index + 1}`,
    period: periodOf(index, index >= timelineQuarters),
    beyondTimeline: index >= timelineQuarters,
    moves: [],
    overallAfter: 0,
    overallAfterName: '',
  }));
  // The quarter of each strategy's last step so far, for a step that asks nothing new to go with it.
  const lastQuarter = new Map<ControlId, number>();
  let paced = 0;
  for (const step of steps) {
    let quarter = lastQuarter.get(step.strategy) ?? 0;
    if (!step.nothingNew) {
      quarter = Math.floor(paced / stepsPerQuarter);
      paced += 1;
    }
    lastQuarter.set(step.strategy, quarter);
    const phase = phases[quarter];
    if (!phase) continue;
    const nothingNewAt = step.nothingNew ? [step.toLevel] : [];
    const earlier = phase.moves.find((move) => move.strategy === step.strategy);
    if (earlier) {
      earlier.toLevel = step.toLevel;
      earlier.toLevelName = maturityLevelName(step.toLevel);
      earlier.nothingNewAt.push(...nothingNewAt);
      continue;
    }
    phase.moves.push({
      strategy: step.strategy,
      title: controlTitle(step.strategy),
      fromLevel: (step.toLevel - 1) as MaturityLevel,
      toLevel: step.toLevel,
      toLevelName: maturityLevelName(step.toLevel),
      chosenPriority: step.chosenPriority,
      nothingNewAt,
    });
  }
  // The overall level after each quarter: every strategy at its level so far, the lowest counting.
  const levels = new Map(CONTROL_IDS.map((id) => [id, levelOrZero(assessment.assessments[id])]));
  for (const phase of phases) {
    for (const move of phase.moves) levels.set(move.strategy, move.toLevel);
    phase.overallAfter = Math.min(...levels.values()) as MaturityLevel;
    phase.overallAfterName = maturityLevelName(phase.overallAfter);
  }
  const pace = { stepsPerQuarter, stepsPerQuarterChosen: assessment.stepsPerQuarter !== undefined, quartersNeeded, months, timelineChosen: assessment.timeline !== null };
  return {
    ...pace,
    phases,
    stepCount: steps.length,
    nothingNewCount,
    pace: paced === 0 ? '' : paceInWords(pace),
    constraints: assessment.constraints.trim(),
    basis: ROADMAP_BASIS,
  };
}

/** What a roadmap with no level step says, in every report. */
export const NOTHING_TO_SCHEDULE = 'Every strategy has reached its target: nothing to schedule.';

/**
 * The roadmap's opening, as every format gives it: how many level steps (and how many of them ask
 * nothing new, so take none of the team's pace), whether they fit the timeline at that pace, and how
 * they were ordered. "4 level steps, quarter by quarter. At 2 steps a quarter, …", "3 level steps,
 * quarter by quarter, one with nothing new to do. …"
 */
export function roadmapOpening(roadmap: Roadmap): string {
  if (roadmap.stepCount === 0) return NOTHING_TO_SCHEDULE;
  const { stepCount, nothingNewCount } = roadmap;
  const steps =
    stepCount === 1
      ? `One level step, ${nothingNewCount === 1 ? 'with nothing new to do' : 'quarter by quarter'}`
      : `${stepCount} level steps, quarter by quarter${nothingNewCount === 0 ? '' : `, ${nothingNewCount === 1 ? 'one' : nothingNewCount} with nothing new to do`}`;
  return [`${steps}.`, roadmap.pace, roadmap.basis].filter((part) => part !== '').join(' ');
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

/** What a move says of its levels that ask nothing new: " (nothing new at Maturity Level Two)", or nothing. */
function nothingNewInWords(move: RoadmapMove): string {
  return move.nothingNewAt.length === 0 ? '' : ` (nothing new at ${listInWords(move.nothingNewAt.map(maturityLevelName))})`;
}

/**
 * A move in words: "Patch applications: level 1 to Maturity Level Two", "Patch operating systems: level 0
 * to Maturity Level Two (nothing new at Maturity Level Two)".
 */
export function moveInWords(move: RoadmapMove): string {
  return `${move.title}: level ${move.fromLevel} to ${move.toLevelName}${nothingNewInWords(move)}${move.chosenPriority ? ' (your priority)' : ''}`;
}

/** A move in brief, for the one-page summary: "Patch applications to level 2 (priority)", "Patch operating systems to level 2 (nothing new at 2)". */
export function moveInBrief(move: RoadmapMove): string {
  const nothingNew = move.nothingNewAt.length === 0 ? '' : ` (nothing new at ${move.nothingNewAt.join(' and ')})`;
  return `${move.title} to level ${move.toLevel}${nothingNew}${move.chosenPriority ? ' (priority)' : ''}`;
}
