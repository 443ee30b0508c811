import type { ControlId } from './controls';
import { controlTitle } from './control-titles';
import { maturityLevelName } from './maturity-levels';

/**
 * The button beside a current level above the strategy's target, which raises the target to that
 * level in place: "Raise the target for Regular backups to Maturity Level Three". A level above the
 * target stays disabled (a current level never exceeds the target), so this is the one move that
 * lets a respondent record it.
 */
export function raiseTargetLabel(controlId: ControlId, level: number): string {
  return `Raise the target for ${controlTitle(controlId)} to ${maturityLevelName(level)}`;
}

/** What a screen reader is told once the target is raised: "Target for Regular backups raised to Maturity Level Three." */
export function targetRaisedWords(controlId: ControlId, level: number): string {
  return `Target for ${controlTitle(controlId)} raised to ${maturityLevelName(level)}.`;
}
