import type { AssessmentKind } from '../assessment-kinds';
import type { ControlId, MaturityLevel } from '../controls';
import { CONTROL_IDS } from '../controls';
import { controlTitle } from '../control-titles';
import { listInWords } from '../format';
import { levelLabel, maturityLevelName } from '../maturity-levels';
import { levelOrZero, type LevelsByControl } from '../scoring';
import { combineStrategies, type AsdResult } from './level-rule';
import { notAssessedText, type NotAssessed } from './not-assessed-words';

/** What every result and report says of itself, so nobody takes it for more than it is. */
export const SELF_ASSESSMENT_NOTICE =
  'This is an indicative self-assessment, not an assessment by the Australian Signals Directorate (ASD) and not a certification.';

const LEVELS: readonly MaturityLevel[] = [0, 1, 2, 3];

/** ASD's result of a quick check: each strategy's achieved level is its rated current level; the overall is the lowest. */
export function asdResultFromQuickCheck(currentLevels: LevelsByControl): AsdResult {
  return combineStrategies(
    CONTROL_IDS.map((strategy) => {
      const rated = levelOrZero(currentLevels[strategy]);
      const achievedLevel = LEVELS.findLast((level) => level <= rated) ?? 0;
      return { strategy, achievedLevel, nextLevelGaps: [] };
    }),
  );
}

/** What the overall level is, by kind: a quick check's comes from eight ratings, a detailed assessment's from every requirement. */
export const LEVEL_BASIS: Record<AssessmentKind, string> = {
  quick: 'Indicative level from your ratings',
  detailed: "Maturity level by ASD's method",
};

/** What a quick check's result says of ASD's method, beside its level. */
export const QUICK_CHECK_METHOD_NOTE =
  'ASD\'s method needs the detailed assessment: it checks every requirement of each level, and a level counts only when they are met. "Check each requirement" starts one from these ratings.';

/** ASD's result in the words of a report: the overall level, what holds it there, and each strategy's level. */
export interface AsdSummary {
  /** A quick check's result is indicative, from ratings; a detailed assessment's is by ASD's method. */
  kind: AssessmentKind;
  overallLevel: MaturityLevel;
  overallName: string;
  /** What the level is: "Indicative level from your ratings" (quick check) or "Maturity level by ASD's method" (detailed). */
  basis: string;
  /** A quick check's word on ASD's method (`QUICK_CHECK_METHOD_NOTE`); empty for a detailed assessment. */
  methodNote: string;
  /** The strategies at the overall level, named in words in wizard order ("Patch applications and Regular backups"); empty at level three. */
  limitingText: string;
  /** One sentence a board member understands. */
  headline: string;
  strategies: {
    id: ControlId;
    title: string;
    achievedLevel: MaturityLevel;
    levelName: string;
    /** A detailed assessment's requirements up to the target left unassessed, in words (`notAssessedText`); empty when none. */
    notAssessed: string;
  }[];
}

/** The headline of a detailed assessment: "By ASD's method, the organisation is at Maturity Level Zero: … and Regular backups holds it there." */
function detailedHeadline(result: AsdResult, overallName: string, limitingText: string): string {
  const holds = result.limitingStrategies.length === 1 ? 'holds' : 'hold';
  if (result.overallLevel === 3) return `By ASD's method, the organisation is at ${overallName}: all eight strategies reach it.`;
  if (result.limitingStrategies.length === CONTROL_IDS.length)
    return `By ASD's method, the organisation is at ${overallName}: all eight strategies are at it, and a level counts only when all eight reach it.`;
  return `By ASD's method, the organisation is at ${overallName}: a level counts only when all eight strategies reach it, and ${limitingText} ${holds} it there.`;
}

/** The headline of a quick check: "From your ratings, the indicative level is Maturity Level Zero: … and Regular backups holds it there." */
function quickHeadline(result: AsdResult, overallName: string, limitingText: string): string {
  const holds = result.limitingStrategies.length === 1 ? 'holds' : 'hold';
  if (result.overallLevel === 3) return `From your ratings, the indicative level is ${overallName}: all eight strategies were rated at it.`;
  if (result.limitingStrategies.length === CONTROL_IDS.length)
    return `From your ratings, the indicative level is ${overallName}: all eight strategies were rated at it, and a level counts only when all eight reach it.`;
  return `From your ratings, the indicative level is ${overallName}: a level counts only when all eight strategies reach it, and ${limitingText} ${holds} it there.`;
}

/** How `asdSummary` words a result: by kind, and for a detailed assessment what was left unassessed. */
export interface AsdSummaryOptions {
  kind: AssessmentKind;
  /** A detailed assessment's requirements not assessed, per strategy (`notAssessedByStrategy`). */
  notAssessed?: readonly NotAssessed[];
}

/** A result in a board member's words: a detailed assessment's by ASD's method, a quick check's as the indicative level from its ratings. */
export function asdSummary(result: AsdResult, { kind, notAssessed = [] }: AsdSummaryOptions = { kind: 'detailed' }): AsdSummary {
  const gaps = new Map(notAssessed.map((gap) => [gap.strategy, notAssessedText(gap)]));
  const overallName = maturityLevelName(result.overallLevel);
  const limitingText = result.overallLevel === 3 ? '' : listInWords(result.limitingStrategies.map((id) => controlTitle(id)));
  return {
    kind,
    overallLevel: result.overallLevel,
    overallName,
    basis: LEVEL_BASIS[kind],
    methodNote: kind === 'quick' ? QUICK_CHECK_METHOD_NOTE : '',
    limitingText,
    headline: kind === 'quick' ? quickHeadline(result, overallName, limitingText) : detailedHeadline(result, overallName, limitingText),
    strategies: result.strategies.map((entry) => ({
      id: entry.strategy,
      title: controlTitle(entry.strategy),
      achievedLevel: entry.achievedLevel,
      levelName: levelLabel(entry.achievedLevel),
      notAssessed: gaps.get(entry.strategy) ?? '',
    })),
  };
}

/**
 * Each strategy's level in one line of a report, with a detailed assessment's requirements left
 * unassessed: "Each strategy's level by ASD's method: Application control: Maturity Level One; …" or
 * "Each strategy's indicative level from your ratings: Patch applications: Maturity Level Two; …".
 */
export function strategyLevelsLine(asd: AsdSummary): string {
  const lead = asd.kind === 'quick' ? "Each strategy's indicative level from your ratings" : "Each strategy's level by ASD's method";
  const levels = asd.strategies.map((strategy) => {
    const unassessed = strategy.notAssessed === '' ? '' : ` (${strategy.notAssessed.replace(/\.$/, '')})`;
    return `${strategy.title}: ${strategy.levelName}${unassessed}`;
  });
  return `${lead}: ${levels.join('; ')}.`;
}

/** The heading of a report's column of these levels: "ASD level" for a detailed assessment, "Indicative level" for a quick check. */
export function strategyLevelColumn(asd: AsdSummary): string {
  return asd.kind === 'quick' ? 'Indicative level' : 'ASD level';
}
