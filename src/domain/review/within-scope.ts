import { firstLevel, type Requirement } from '../framework/requirement';
import { sameRequirementIds } from '../framework/shared-requirements';
import type { ScopeTargets } from './review-target';

// Apart from review-target.ts, whose schema the respondent's results parse: these rules need the catalogue (which
// requirements the model lists under several strategies), which those pages do not load.

/**
 * Whether a requirement is within the scope: it first applies at or below its strategy's target. A requirement
 * the model lists under several strategies is within the scope when any of its entries is, as its one finding
 * counts in each.
 */
export function isWithinScope(requirement: Requirement, targets: ScopeTargets, catalogue: readonly Requirement[]): boolean {
  const same = sameRequirementIds(requirement.id);
  return catalogue.some((entry) => same.includes(entry.id) && firstLevel(entry) <= targets[entry.strategy]);
}

/** One requirement of the model: its first entry in catalogue order, and every entry (strategy) that lists it. */
export interface ModelRequirement {
  requirement: Requirement;
  entries: readonly Requirement[];
}

/**
 * The requirements of the model, each once: a requirement the model lists under several strategies (the same
 * ISM controls at the same levels) is one requirement with several entries, kept at its first entry's place in
 * catalogue order.
 */
export function modelRequirements(catalogue: readonly Requirement[]): ModelRequirement[] {
  const seen = new Set<string>();
  return catalogue.flatMap((requirement) => {
    if (seen.has(requirement.id)) return [];
    const same = sameRequirementIds(requirement.id);
    const entries = catalogue.filter((entry) => same.includes(entry.id));
    for (const entry of entries) seen.add(entry.id);
    return [{ requirement, entries }];
  });
}
