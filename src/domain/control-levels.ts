import type { Assessment } from './assessment';
import { STORED_STRATEGY_ORDER } from './controls';
import type { LevelsByControl } from './scoring';

/** An assessment's target and current levels, each by strategy; a strategy without one is left out. */
export interface ControlLevels {
  targets: LevelsByControl;
  currents: LevelsByControl;
}

const UNSET = '-';

/**
 * An assessment's levels as one short text, as the store keeps them on the assessment's row: per strategy in
 * the stored order (`STORED_STRATEGY_ORDER`), the target then the current level ('0' to '3', '-' when unset), so sixteen characters. The
 * dashboard's figures are counted from it, and the CSV export reads it with the row instead of the level rows.
 */
export function controlLevelsText(assessment: Pick<Assessment, 'targetAssessments' | 'assessments'>): string {
  const character = (level: number | undefined) => (level === undefined ? UNSET : String(level));
  return STORED_STRATEGY_ORDER.map((id) => character(assessment.targetAssessments[id]) + character(assessment.assessments[id])).join('');
}

/**
 * The levels a `controlLevelsText` holds. A character that is not a level 0 to 3 (a text cut short or
 * edited by hand) leaves that level out, as an unset one, rather than reading it wrong.
 */
export function readControlLevels(text: string): ControlLevels {
  const levels: ControlLevels = { targets: {}, currents: {} };
  STORED_STRATEGY_ORDER.forEach((id, index) => {
    const target = levelAt(text, index * 2);
    const current = levelAt(text, index * 2 + 1);
    if (target !== undefined) levels.targets[id] = target;
    if (current !== undefined) levels.currents[id] = current;
  });
  return levels;
}

function levelAt(text: string, index: number): number | undefined {
  const character = text.charAt(index);
  return character >= '0' && character <= '3' ? Number(character) : undefined;
}

/**
 * A detailed assessment's levels supported by evidence as one short text, as the store keeps them on the
 * row: one character per strategy in the stored order ('0' to '3', '-' when unset), so eight characters; null
 * for a quick check, which grades no evidence.
 */
export function evidenceLevelsText(assessment: Pick<Assessment, 'kind' | 'evidenceLevels'>): string | null {
  if (assessment.kind !== 'detailed' || !assessment.evidenceLevels) return null;
  const levels = assessment.evidenceLevels;
  return STORED_STRATEGY_ORDER.map((id) => (levels[id] === undefined ? UNSET : String(levels[id]))).join('');
}

/** The levels an `evidenceLevelsText` holds; a character that is not a level 0 to 3 leaves that strategy out. */
export function readEvidenceLevels(text: string): LevelsByControl {
  const levels: LevelsByControl = {};
  STORED_STRATEGY_ORDER.forEach((id, index) => {
    const level = levelAt(text, index);
    if (level !== undefined) levels[id] = level;
  });
  return levels;
}
