import type { ControlId, MaturityLevel } from '../controls';
import { CONTROL_IDS } from '../controls';
import { controlContent } from '../control-content';
import { listInWords } from '../format';
import { maturityLevelName } from '../maturity-levels';
import { levelOrZero, type LevelsByControl } from '../scoring';
import { combineStrategies, type AsdResult } from './level-rule';

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

/** ASD's result in the words of a report: the overall level, what holds it there, and each strategy's level. */
export interface AsdSummary {
  overallLevel: MaturityLevel;
  overallName: string;
  /** The strategies at the overall level, named in words in wizard order ("Patch applications and Regular backups"); empty at level three. */
  limitingText: string;
  /** One sentence a board member understands. */
  headline: string;
  strategies: { id: ControlId; title: string; achievedLevel: MaturityLevel; levelName: string }[];
}

/** Words a board member reads: "By ASD's method, the organisation is at Maturity Level Zero: … and Regular backups holds it there." */
export function asdSummary(result: AsdResult): AsdSummary {
  const overallName = maturityLevelName(result.overallLevel);
  const limitingText = result.overallLevel === 3 ? '' : listInWords(result.limitingStrategies.map((id) => controlContent(id).title));
  const holds = result.limitingStrategies.length === 1 ? 'holds' : 'hold';
  const allAtIt = result.limitingStrategies.length === CONTROL_IDS.length;
  const headline =
    result.overallLevel === 3
      ? `By ASD's method, the organisation is at ${overallName}: all eight strategies reach it.`
      : allAtIt
        ? `By ASD's method, the organisation is at ${overallName}: all eight strategies are at it, and a level counts only when all eight reach it.`
        : `By ASD's method, the organisation is at ${overallName}: a level counts only when all eight strategies reach it, and ${limitingText} ${holds} it there.`;
  return {
    overallLevel: result.overallLevel,
    overallName,
    limitingText,
    headline,
    strategies: result.strategies.map((entry) => ({
      id: entry.strategy,
      title: controlContent(entry.strategy).title,
      achievedLevel: entry.achievedLevel,
      levelName: maturityLevelName(entry.achievedLevel),
    })),
  };
}
