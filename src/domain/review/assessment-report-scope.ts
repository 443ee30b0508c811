import { controlTitle } from '../control-titles';
import type { ControlId } from '../controls';
import { listInWords } from '../format';
import { firstLevel, type Requirement } from '../framework/requirement';
import { maturityLevelName } from '../maturity-levels';
import { TEMPLATE_STRATEGY_ORDER } from './assessment-report-words';
import { type RespondentTargets, type ScopeTargets } from './review-target';
import { isWithinScope, modelRequirements } from './within-scope';

/** Where the report gives each requirement within the scope: the entry it is printed under, and the strategies it counts in. */
export interface ReportPlacement {
  /** The catalogue entries within the scope (an entry is within it when it first applies at or below its strategy's target). */
  withinScope: readonly Requirement[];
  /** The entries printed: each requirement of the model once, under the first of its entries within the scope in the template's order of strategies. */
  printed: readonly Requirement[];
  /** The ids of `printed`. */
  printedIds: ReadonlySet<string>;
  /** For each printed entry of a shared requirement, the other strategies it counts in (within the scope). */
  alsoCountsIn: ReadonlyMap<string, readonly ControlId[]>;
  /** For each entry within the scope printed under another strategy, that strategy. */
  printedUnder: ReadonlyMap<string, ControlId>;
  /** How many requirements of the model are within the scope. */
  modelCount: number;
}

const templateOrder = (strategy: ControlId) => TEMPLATE_STRATEGY_ORDER.indexOf(strategy);

/** Whether an entry is within the scope: it first applies at or below its own strategy's target. */
export const entryWithinScope = (entry: Requirement, targets: ScopeTargets) => firstLevel(entry) <= targets[entry.strategy];

/**
 * Where the report gives each requirement: only requirements within the scope, each requirement of the model
 * once (a shared requirement under the first strategy, in the template's order, whose entry is within the scope),
 * naming the other strategies it counts in.
 */
export function reportPlacement(catalogue: readonly Requirement[], targets: ScopeTargets): ReportPlacement {
  const printed: Requirement[] = [];
  const alsoCountsIn = new Map<string, ControlId[]>();
  const printedUnder = new Map<string, ControlId>();
  let modelCount = 0;
  for (const model of modelRequirements(catalogue)) {
    if (!isWithinScope(model.requirement, targets, catalogue)) continue;
    modelCount += 1;
    const within = model.entries.filter((entry) => entryWithinScope(entry, targets)).toSorted((a, b) => templateOrder(a.strategy) - templateOrder(b.strategy));
    const [first, ...others] = within;
    if (!first) continue;
    printed.push(first);
    if (others.length > 0) alsoCountsIn.set(first.id, others.map((entry) => entry.strategy));
    for (const other of others) printedUnder.set(other.id, first.strategy);
  }
  return {
    withinScope: catalogue.filter((entry) => entryWithinScope(entry, targets)),
    printed,
    printedIds: new Set(printed.map((entry) => entry.id)),
    alsoCountsIn,
    printedUnder,
    modelCount,
  };
}

/** "Also counts in Patch operating systems and Regular backups": a shared requirement's other strategies, in words. */
export function alsoCountsInWords(strategies: readonly ControlId[]): string {
  return strategies.length === 0 ? '' : `Also counts in ${listInWords(strategies.map(controlTitle))}`;
}

/**
 * What the report says when the assessor widened the scope above the organisation's own target for some strategy
 * ("The assessor widened the scope above the organisation's own target: Regular backups at Maturity Level Three,
 * where the organisation targets Maturity Level Two."); null when the scope is no wider.
 */
export function widenedScopeText(targets: ScopeTargets, respondent: RespondentTargets): string | null {
  const widened = TEMPLATE_STRATEGY_ORDER.filter((strategy) => {
    const own = respondent[strategy];
    return own !== undefined && targets[strategy] > own;
  });
  if (widened.length === 0) return null;
  const each = widened.map((strategy) => `${controlTitle(strategy)} at ${maturityLevelName(targets[strategy])}, where the organisation targets ${maturityLevelName(respondent[strategy] ?? 0)}`);
  return `The assessor widened the scope above the organisation's own target: ${listInWords(each)}.`;
}

/** The scope's targets in words: one level for all eight, or each strategy's. */
export function scopeTargetsInWords(targets: ScopeTargets): string {
  const levels = TEMPLATE_STRATEGY_ORDER.map((strategy) => targets[strategy]);
  const first = levels[0];
  if (first !== undefined && levels.every((level) => level === first)) return `${maturityLevelName(first)} for all eight strategies`;
  return TEMPLATE_STRATEGY_ORDER.map((strategy) => `${controlTitle(strategy)}: ${maturityLevelName(targets[strategy])}`).join('; ');
}
