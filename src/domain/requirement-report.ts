import type { Assessment } from './assessment';
import type { ControlId } from './controls';
import { controlTitle } from './control-titles';
import { actionPlan, evidenceLevels, outcomesOf } from './detailed-assessment';
import { asdResultFromOutcomes } from './framework/level-rule';
import { listInWords } from './format';
import { REQUIREMENTS } from './framework/catalogue';
import { EVIDENCE_QUALITIES } from './framework/evidence-quality';
import { ungradedEvidence } from './framework/ungraded-evidence';
import { ungradedEvidenceLead } from './framework/ungraded-evidence-words';
import type { CalendarDay } from './calendar-day';
import { outcomeLabelOn } from './framework/outcome-rules';
import { firstLevel, type Requirement, type RequirementLevel } from './framework/requirement';
import { maturityLevelName } from './maturity-levels';
import { answerSourceText } from './configuration-imports/imported-answers';

/** One requirement as a report gives it: what it asks, where it applies, and what was recorded. */
export interface ReportRequirement {
  id: string;
  text: string;
  /** The levels it applies at, in words: "Maturity Levels One, Two and Three". */
  levelsText: string;
  /** Its ISM control numbers, "ISM-1234, ISM-5678", or "None mapped". */
  ismText: string;
  /** The outcome's label, "Not assessed" when none was recorded, or "Alternate control past its review date (31 March 2027)". */
  outcome: string;
  /** The assessor's evidence note as they typed it (plain text, may hold line breaks); empty when none. */
  evidence: string;
  /** The grade of the evidence ("Good"), or "Not graded". */
  evidenceQuality: string;
  /** The export an imported answer came from ("Group Policy report of ‘Office Macros’"); '' for an answer given by hand. */
  source: string;
}

/** One strategy's part of the action plan: its unmet requirements, level by level, up to its target. */
export interface ActionPlanSection {
  strategy: ControlId;
  title: string;
  achievedLevel: number;
  achievedLevelName: string;
  targetLevelName: string;
  levels: { level: RequirementLevel; levelName: string; requirements: ReportRequirement[] }[];
  /** Why the strategy is held below its next level with nothing unmet (every requirement there not applicable), then what to do; absent otherwise. */
  heldBack?: { reason: string; todo: string };
}

/** One strategy's requirements with their outcomes, each once, lowest level first. */
export interface RequirementOutcomeGroup {
  strategy: ControlId;
  title: string;
  achievedLevelName: string;
  /** The strategy's level supported by evidence, in words; null when the assessment keeps none. */
  evidenceLevelName: string | null;
  /** Why the strategy is held at its level when no requirement is to blame (every one of the next level not applicable); absent otherwise. */
  heldBackReason?: string;
  /** How many of its met requirements the level supported by evidence cannot count for want of a grade, in words; empty when none, or when the assessment keeps no such level. */
  ungradedText: string;
  requirements: ReportRequirement[];
}

const LEVEL_WORDS: Record<RequirementLevel, string> = { 1: 'One', 2: 'Two', 3: 'Three' };

/** "Maturity Level Two", or "Maturity Levels One, Two and Three". */
export function levelsInWords(levels: readonly RequirementLevel[]): string {
  const words = [...levels].sort((a, b) => a - b).map((level) => LEVEL_WORDS[level]);
  return `Maturity Level${words.length === 1 ? '' : 's'} ${listInWords(words)}`;
}

function reportRequirement(requirement: Requirement, assessment: Pick<Assessment, 'requirementOutcomes'>, today: CalendarDay): ReportRequirement {
  const answer = assessment.requirementOutcomes[requirement.id];
  return {
    id: requirement.id,
    text: requirement.text,
    levelsText: levelsInWords(requirement.levels),
    ismText: requirement.ism.length > 0 ? requirement.ism.join(', ') : 'None mapped',
    outcome: outcomeLabelOn(answer, today),
    evidence: answer?.evidence.trim() ?? '',
    evidenceQuality: answer?.evidenceQuality ? EVIDENCE_QUALITIES[answer.evidenceQuality].label : 'Not graded',
    source: answerSourceText(answer),
  };
}

/** A detailed assessment's action plan on `today` in a report's words: weakest strategy first, next level first. */
export function actionPlanSections(assessment: Pick<Assessment, 'targetAssessments' | 'requirementOutcomes'>, today: CalendarDay): ActionPlanSection[] {
  return actionPlan(assessment, today).map((plan) => ({
    strategy: plan.strategy,
    title: controlTitle(plan.strategy),
    achievedLevel: plan.achievedLevel,
    achievedLevelName: maturityLevelName(plan.achievedLevel),
    targetLevelName: maturityLevelName(plan.targetLevel),
    levels: plan.levels.map((entry) => ({
      level: entry.level,
      levelName: maturityLevelName(entry.level),
      requirements: entry.requirements.map((requirement) => reportRequirement(requirement, assessment, today)),
    })),
    ...(plan.heldBack ? { heldBack: plan.heldBack } : {}),
  }));
}

/**
 * Every requirement of every strategy with its outcome and evidence on `today`, strategy by strategy
 * in wizard order, with the level each strategy achieves then, why when no requirement is to blame, and
 * for an assessment that keeps them, the level supported by evidence and how many met requirements it cannot
 * count for want of a grade.
 */
export function requirementOutcomeGroups(assessment: Pick<Assessment, 'requirementOutcomes' | 'evidenceLevels'>, today: CalendarDay): RequirementOutcomeGroup[] {
  const result = asdResultFromOutcomes(REQUIREMENTS, outcomesOf(assessment.requirementOutcomes, today));
  const evidence = assessment.evidenceLevels ? evidenceLevels(assessment.requirementOutcomes, today) : undefined;
  const ungraded = new Map(ungradedEvidence(assessment.requirementOutcomes, today).byStrategy.map((entry) => [entry.strategy, entry.count]));
  return result.strategies.map(({ strategy, achievedLevel, heldBackReason }) => ({
    strategy,
    title: controlTitle(strategy),
    achievedLevelName: maturityLevelName(achievedLevel),
    evidenceLevelName: evidence ? maturityLevelName(evidence[strategy]) : null,
    ...(heldBackReason ? { heldBackReason } : {}),
    ungradedText: evidence ? ungradedEvidenceLead({ total: ungraded.get(strategy) ?? 0 }) : '',
    requirements: REQUIREMENTS.filter((requirement) => requirement.strategy === strategy)
      .toSorted((a, b) => firstLevel(a) - firstLevel(b))
      .map((requirement) => reportRequirement(requirement, assessment, today)),
  }));
}

/**
 * A strategy's heading among the requirement outcomes: its title and level, and for an assessment that keeps
 * them, the level supported by evidence too ("Regular backups: Maturity Level Two by the answers, Maturity
 * Level Zero supported by evidence").
 */
export function requirementGroupHeading(group: Pick<RequirementOutcomeGroup, 'title' | 'achievedLevelName' | 'evidenceLevelName'>): string {
  if (group.evidenceLevelName === null) return `${group.title}: ${group.achievedLevelName}`;
  return `${group.title}: ${group.achievedLevelName} by the answers, ${group.evidenceLevelName} supported by evidence`;
}

/** How an action plan starts: how many requirements hold the weakest strategies below their next level, and how many in all. */
export interface PlanLead {
  leading: number;
  total: number;
  /** "Regular backups below Maturity Level One" */
  holds: string;
}

/** Where an action plan starts; undefined when it is empty. */
export function planLead(plan: readonly ActionPlanSection[]): PlanLead | undefined {
  const first = plan[0];
  if (!first) return undefined;
  const weakest = plan.filter((section) => section.achievedLevel === first.achievedLevel);
  return {
    leading: weakest.reduce((sum, section) => sum + (section.levels[0]?.requirements.length ?? 0), 0),
    total: plan.reduce((sum, section) => sum + section.levels.reduce((count, level) => count + level.requirements.length, 0), 0),
    holds: `${listInWords(weakest.map((section) => section.title))} below ${maturityLevelName(first.achievedLevel + 1)}`,
  };
}

/**
 * The first next steps of a detailed assessment, led by its action plan: the requirements that hold
 * the weakest strategies below their next level first, then the rest of the plan.
 */
export function actionPlanSteps(plan: readonly ActionPlanSection[]): string[] {
  const lead = planLead(plan);
  if (!lead) return ['Every strategy meets its target: keep each requirement reviewed, tested and evidenced, and consider raising the targets.'];
  const steps = [
    lead.leading === 1
      ? `Start with the requirement that holds ${lead.holds}: the action plan lists it first.`
      : `Start with the ${lead.leading} requirements that hold ${lead.holds}: the action plan lists them first.`,
  ];
  const rest = lead.total - lead.leading;
  if (rest > 0) {
    steps.push(`Then work through the other ${rest} ${rest === 1 ? 'requirement' : 'requirements'} of the action plan, strategy by strategy and next level first, up to your targets.`);
  }
  return steps;
}

/** What the action plan section of a report says first. */
export const ACTION_PLAN_INTRO =
  "The requirements not yet met, strategy by strategy (those holding the organisation's level down first), each level before the next, up to each target.";

/** What the action plan section says when nothing stands in the way. */
export const ACTION_PLAN_EMPTY = 'Every strategy meets its target: no requirement stands in the way.';

/** What the requirement outcomes section of a report says first. */
export const REQUIREMENT_OUTCOMES_INTRO =
  'Every requirement of the Essential Eight Maturity Model (November 2023), strategy by strategy, each once with the levels it applies at, its ISM controls, the outcome recorded and any evidence noted.';
