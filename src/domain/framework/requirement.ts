import type { ControlId } from '../controls';

/** A level of the maturity model at which requirements apply (Maturity Level One to Three). */
export type RequirementLevel = 1 | 2 | 3;

/** The levels at which requirements apply, lowest first. */
export const REQUIREMENT_LEVELS: readonly RequirementLevel[] = [1, 2, 3];

/**
 * One requirement of the Essential Eight Maturity Model (November 2023), in our own words with every
 * fact of the model kept: which systems or users it covers, how often, within what time, and any
 * exception. A requirement that a higher level replaces with a stricter form (patches within two
 * weeks at levels one and two, within 48 hours at level three) is its own requirement with its own
 * levels, as the model has them.
 */
export interface Requirement {
  /** Stable id, never reused: `{strategy}-{short-name}`, e.g. `patch-applications-online-services-critical-48h`. */
  id: string;
  strategy: ControlId;
  /** The levels at which the model lists it, e.g. [1, 2, 3], [2, 3] or [1, 2]. */
  levels: readonly RequirementLevel[];
  /** The requirement, one sentence in our own words. */
  text: string;
  /** ISM control numbers ASD maps it to ("ISM-1876"); empty where the mapping gives none. */
  ism: readonly string[];
}

/** The level at which a requirement first applies: where a checklist lists it, and the lowest level it holds back. */
export function firstLevel(requirement: Pick<Requirement, 'levels'>): RequirementLevel {
  return REQUIREMENT_LEVELS.find((level) => requirement.levels.includes(level)) ?? 3;
}
