import type { Assessment, Timeline } from '../../domain/assessment';
import { CONTROL_IDS, type ControlId } from '../../domain/controls';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { addMonths, type CalendarDay } from '../../domain/calendar-day';
import type { RequirementAnswer, RequirementAnswers } from '../../domain/framework/outcomes';
import type { Outcome } from '../../domain/framework/outcome-rules';
import { achievedLevel } from '../../domain/framework/level-rule';
import { answerEverywhere, sharedRequirementGroups } from '../../domain/framework/shared-requirements';
import { achievedLevels } from '../../domain/detailed-assessment';
import { firstLevel } from '../../domain/framework/requirement';
import type { RandomNumbers } from './random-numbers.server';

/** Levels by strategy, as an assessment keeps its targets and current levels. */
export type Levels = Partial<Record<ControlId, number>>;

const CONSTRAINTS = [
  'Two people in IT; budget approved for next financial year.',
  'One part-time IT contractor; most systems are cloud services.',
  'Legacy line-of-business application that cannot be patched until it is replaced.',
  'Board has asked for Maturity Level Two before the insurance renewal.',
  'Small team, many sites; changes need to fit around opening hours.',
  'Managed service provider handles patching; we review their monthly report.',
  'Grant funding covers new laptops this year but not extra staff.',
  'Macros are needed by finance for month-end reporting.',
  'Some clinical devices are supplied and locked down by the vendor.',
  'Merging with another practice; two sets of systems until mid-year.',
];

/** Why a requirement is not applicable, as respondents write it. */
const NOT_APPLICABLE_REASONS = [
  'No servers are run on premises: every service is a cloud service managed by its provider.',
  'The organisation has no internet-facing servers or network devices.',
  'Microsoft Office is not installed on any workstation; documents are edited in a browser.',
  'No online customer services are offered.',
];

/** Alternate controls, as respondents describe them. */
const ALTERNATE_CONTROLS = [
  'The legacy server sits on an isolated network segment with no internet access until it is replaced.',
  'Access is limited to a jump host that requires phishing-resistant multi-factor authentication.',
  'Application allow-listing is enforced by the managed endpoint platform instead of the operating system.',
  'Backups are copied nightly to immutable storage run by the managed service provider.',
];

/** Who approves exceptions, as respondents name them. */
const APPROVERS = ['Chief Information Security Officer', 'Chief Executive Officer', 'Head of IT', ''];

const EVIDENCE = [
  'Checked on site; configuration exported.',
  'Screenshot of the policy attached to the ticket.',
  'Confirmed with the managed service provider.',
  'Reviewed the last three months of patch reports.',
  'Tested with a standard user account.',
  'Restore test completed last quarter.',
];

const TIMELINES: readonly Timeline[] = ['3months', '6months', '12months', '24months'];

/** How organisations spread over the level they aim for, and over how far short of a target a strategy stands. */
const AIMS = [[1, 3], [2, 5], [3, 2]] as const;
const SHORTFALLS = [[0, 3], [1, 5], [2, 2], [3, 1]] as const;

/** A strategy's target: mostly the level the organisation aims for, sometimes one either side. */
function targetLevel(random: RandomNumbers, aim: number): number {
  if (random.chance(0.7)) return aim;
  return Math.min(3, Math.max(1, aim + (random.chance(0.5) ? 1 : -1)));
}

/** A target per strategy around one level the organisation aims for, mostly Maturity Level Two. */
export function sampleTargets(random: RandomNumbers): Levels {
  const aim = random.weighted(AIMS);
  const targets: Levels = {};
  for (const id of CONTROL_IDS) targets[id] = targetLevel(random, aim);
  return targets;
}

/** Where each strategy stands today: at or below its target, most often one level short. */
export function sampleCurrentLevels(random: RandomNumbers, targets: Levels): Levels {
  const levels: Levels = {};
  for (const id of CONTROL_IDS) levels[id] = Math.max(0, (targets[id] ?? 1) - random.weighted(SHORTFALLS));
  return levels;
}

/** Levels a year or so later: some strategies a level up (never past the target), a few a level down. */
export function improvedLevels(random: RandomNumbers, earlier: Levels, targets: Levels): Levels {
  const levels: Levels = {};
  for (const id of CONTROL_IDS) {
    const change = random.chance(0.4) ? 1 : random.chance(0.08) ? -1 : 0;
    levels[id] = Math.min(targets[id] ?? 3, Math.max(0, (earlier[id] ?? 0) + change));
  }
  return levels;
}

/** Outcomes of a requirement at the organisation's level or below, one level above it, and further above. */
const MET_OUTCOMES = [['effective', 90], ['alternate-control', 6], ['not-applicable', 4]] as const;
const NEXT_LEVEL_OUTCOMES = [['effective', 35], ['ineffective', 25], ['not-implemented', 20], ['no-visibility', 10], ['not-assessed', 10]] as const;
const HIGHER_OUTCOMES = [['ineffective', 30], ['not-implemented', 40], ['not-assessed', 30]] as const;

function outcomeFor(random: RandomNumbers, levelsAbove: number): Outcome {
  return random.weighted(levelsAbove <= 0 ? MET_OUTCOMES : levelsAbove === 1 ? NEXT_LEVEL_OUTCOMES : HIGHER_OUTCOMES);
}

/** The justification, review date and approver an exception carries, as a completed assessment needs them. */
function exceptionDetails(random: RandomNumbers, outcome: Outcome, today: CalendarDay): Partial<RequirementAnswer> {
  if (outcome === 'not-applicable') return { justification: random.pick(NOT_APPLICABLE_REASONS) };
  if (outcome !== 'alternate-control') return {};
  const approver = random.pick(APPROVERS);
  return { justification: random.pick(ALTERNATE_CONTROLS), reviewBy: addMonths(today, 1 + random.below(11)), ...(approver ? { approvedBy: approver } : {}) };
}

/** One strategy's answers in a detailed assessment and the level they achieve by ASD's rule. */
interface StrategyAnswers {
  answers: RequirementAnswers;
  achieved: number;
}

/** Answer sets kept per strategy, target and standing: enough variety, and ASD's rule worked out once per set. */
const VARIANTS_PER_STANDING = 12;

const REQUIREMENTS_BY_STRATEGY = new Map(CONTROL_IDS.map((id) => [id, REQUIREMENTS.filter((requirement) => requirement.strategy === id)]));

/**
 * One strategy's answers for an organisation standing at `level` of it: requirements of that level
 * met, those of the next level mostly not, higher ones up to the target not; requirements above the
 * target are left unanswered, as respondents skip them. Some effective answers carry evidence.
 */
function strategyAnswers(random: RandomNumbers, strategy: ControlId, target: number, level: number, today: CalendarDay): StrategyAnswers {
  const requirements = REQUIREMENTS_BY_STRATEGY.get(strategy) ?? [];
  const answers: RequirementAnswers = {};
  for (const requirement of requirements) {
    const first = firstLevel(requirement);
    if (first > target) continue;
    const outcome = outcomeFor(random, first - level);
    const evidence = outcome === 'effective' && random.chance(0.2) ? random.pick(EVIDENCE) : '';
    answers[requirement.id] = { outcome, evidence, ...exceptionDetails(random, outcome, today) };
  }
  const outcomes = Object.fromEntries(Object.entries(answers).map(([id, answer]) => [id, answer?.outcome]));
  return { answers, achieved: achievedLevel(requirements, outcomes) };
}

/** A detailed assessment's answers and the current levels they achieve, as the store would keep them. */
export type DetailedAnswers = Pick<Assessment, 'requirementOutcomes' | 'assessments'>;

/**
 * A maker of detailed assessments' answers for organisations standing at given levels. Answer sets
 * are drawn fresh until a dozen exist for a strategy, target and standing, then reused: a detailed
 * assessment answers some 150 requirements, and drawing each anew would cost most of the seed's time.
 */
export function detailedAnswerMaker(today: CalendarDay): (random: RandomNumbers, targets: Levels, levels: Levels) => DetailedAnswers {
  // By strategy, target (1 to 3) and standing (0 to 3): sixteen places per strategy.
  const kept: StrategyAnswers[][] = Array.from({ length: CONTROL_IDS.length * 16 }, () => []);
  return (random, targets, levels) => {
    const requirementOutcomes: RequirementAnswers = {};
    const assessments: Levels = {};
    CONTROL_IDS.forEach((strategy, index) => {
      const target = targets[strategy] ?? 3;
      const level = levels[strategy] ?? 0;
      const sets = kept[index * 16 + target * 4 + level] ?? [];
      const set = sets.length < VARIANTS_PER_STANDING ? strategyAnswers(random, strategy, target, level, today) : random.pick(sets);
      if (sets.length < VARIANTS_PER_STANDING) sets.push(set);
      Object.assign(requirementOutcomes, set.answers);
      assessments[strategy] = set.achieved;
    });
    // A requirement several strategies share has one answer, as the form gives it: the first strategy's, and the
    // levels of the strategies whose answer it replaced worked out again.
    const shared = sharedRequirementGroups().flatMap((group) => {
      const answer = group.map((requirement) => [requirement.id, requirementOutcomes[requirement.id]] as const).find(([, given]) => given !== undefined);
      return answer?.[1] ? [[answer[0], answer[1]] as const] : [];
    });
    if (shared.length === 0) return { requirementOutcomes, assessments };
    const answeredOnce = shared.reduce((answers, [id, answer]) => answerEverywhere(answers, id, answer), requirementOutcomes);
    return { requirementOutcomes: answeredOnce, assessments: achievedLevels(answeredOnce, today) };
  };
}

/** Up to three strategies to put first, the widest gaps first; some respondents choose none. */
export function samplePriorities(random: RandomNumbers, targets: Levels, levels: Levels): ControlId[] {
  if (random.chance(0.2)) return [];
  const gap = (id: ControlId) => (targets[id] ?? 0) - (levels[id] ?? 0);
  const widest = CONTROL_IDS.filter((id) => gap(id) > 0).sort((a, b) => gap(b) - gap(a));
  return widest.slice(0, 1 + random.below(3));
}

/** A timeline and constraints as respondents write them. */
export function samplePlanning(random: RandomNumbers): { timeline: Timeline; constraints: string } {
  return { timeline: random.pick(TIMELINES), constraints: random.pick(CONSTRAINTS) };
}
