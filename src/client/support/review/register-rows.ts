import type { CalendarDay } from '../../../domain/calendar-day';
import { CONTROL_IDS, type ControlId } from '../../../domain/controls';
import type { RequirementAnswer, RequirementAnswers } from '../../../domain/framework/outcomes';
import { outcomeOn, type Outcome } from '../../../domain/framework/outcome-rules';
import { firstLevel, type Requirement, type RequirementLevel } from '../../../domain/framework/requirement';
import { type Finding } from '../../../domain/review/finding';
import { findingsByEntry } from '../../../domain/review/finding-entries';
import { type ScopeTargets } from '../../../domain/review/review-target';
import { isWithinScope, modelRequirements } from '../../../domain/review/within-scope';

/** Where a requirement of the model stands in the review. */
export type RowState = 'outside' | 'not-reviewed' | 'agrees' | 'differs' | 'not-assessed' | 'changed';

/** Each state in the register's words. */
export const ROW_STATE_NAMES: Record<RowState, string> = {
  outside: 'Outside the scope of this assessment',
  'not-reviewed': 'Not reviewed',
  agrees: 'Agrees',
  differs: 'Differs',
  'not-assessed': 'Found not assessed',
  changed: 'Answer changed since review',
};

/**
 * One row of the register: a requirement of the model, once however many strategies list it, with the
 * respondent's answer (the same in each strategy), the one finding that counts for it, and its state.
 */
export interface RegisterRow {
  /** The id its finding is kept under: its first entry's. */
  id: string;
  /** Its first entry in catalogue order: its words, levels and ISM numbers. */
  requirement: Requirement;
  /** Every strategy's entry of it, the first included. */
  entries: readonly Requirement[];
  answer: RequirementAnswer | undefined;
  /** The respondent's outcome as it counts today (an alternate control past its review date is ineffective). */
  answered: Outcome;
  finding: Finding | undefined;
  withinScope: boolean;
  state: RowState;
}

/** A row's state: its answer changed since its finding, how its finding compares with the answer, or not reviewed (outside the scope when it is). */
export function rowState(finding: Finding | undefined, answered: Outcome, withinScope: boolean, today: CalendarDay): RowState {
  if (!finding) return withinScope ? 'not-reviewed' : 'outside';
  if (finding.answerChanged) return 'changed';
  const found = outcomeOn({ outcome: finding.outcome, evidence: '', ...(finding.reviewBy ? { reviewBy: finding.reviewBy } : {}) }, today);
  if (found === 'not-assessed') return 'not-assessed';
  return found === answered ? 'agrees' : 'differs';
}

/** The register's rows, one per requirement of the model in catalogue order, from the answers, the findings and the scope's targets. */
export function registerRows(catalogue: readonly Requirement[], answers: RequirementAnswers, findings: readonly Finding[], targets: ScopeTargets, today: CalendarDay): RegisterRow[] {
  const byEntry = findingsByEntry(findings);
  return modelRequirements(catalogue).map(({ requirement, entries }) => {
    const answer = answers[requirement.id];
    const answered = outcomeOn(answer, today);
    const finding = byEntry.get(requirement.id);
    const withinScope = isWithinScope(requirement, targets, catalogue);
    return { id: requirement.id, requirement, entries, answer, answered, finding, withinScope, state: rowState(finding, answered, withinScope, today) };
  });
}

/** The entry a row is listed under: its first of `strategy` when one strategy is shown, else its first. */
export function entryShown(row: RegisterRow, strategy: ControlId | undefined): Requirement {
  return (strategy && row.entries.find((entry) => entry.strategy === strategy)) || row.requirement;
}

/** The rows of one strategy first listed at one level, under the heading of both. */
export interface RegisterGroup {
  strategy: ControlId;
  level: RequirementLevel;
  rows: RegisterRow[];
}

/** Rows grouped by the strategy they are listed under (wizard order, as the catalogue is) then the level they first apply at; empty groups left out. */
export function groupRows(rows: readonly RegisterRow[], strategy: ControlId | undefined): RegisterGroup[] {
  const groups = new Map<string, RegisterGroup>();
  for (const row of rows) {
    const entry = entryShown(row, strategy);
    const level = firstLevel(entry);
    const key = `${entry.strategy}@${level}`;
    const group = groups.get(key) ?? { strategy: entry.strategy, level, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const order = (group: RegisterGroup) => CONTROL_IDS.indexOf(group.strategy);
  return [...groups.values()].sort((one, other) => order(one) - order(other) || one.level - other.level);
}

/**
 * The rows "Agree on all" of a strategy's level agrees on, whatever the filters show: every row within the target
 * whose entries list it under that strategy first applying at that level, so a shared requirement counts under each
 * of its strategies and not only the first it is grouped under.
 */
export function rowsOfLevel(rows: readonly RegisterRow[], strategy: ControlId, level: RequirementLevel): RegisterRow[] {
  return rows.filter((row) => row.withinScope && row.entries.some((entry) => entry.strategy === strategy && firstLevel(entry) === level));
}
