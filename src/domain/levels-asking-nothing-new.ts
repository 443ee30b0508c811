import type { ControlId, MaturityLevel } from './controls';

/**
 * The levels at which ASD's Essential Eight Maturity Model (November 2023) asks nothing new of a
 * strategy. Its Appendices A and B give patching operating systems the same eight requirements at
 * Maturity Level One and Maturity Level Two (asset discovery, the scanner and its database, daily and
 * fortnightly scans, the 48-hour, two-week and one-month patch time frames, replacing unsupported
 * operating systems), so an organisation that meets One for that strategy meets Two. Every other
 * level of every strategy adds at least one requirement.
 */
export const LEVELS_ASKING_NOTHING_NEW: Partial<Record<ControlId, readonly MaturityLevel[]>> = {
  'patch-operating-systems': [2],
};

/** Whether reaching `level` asks nothing of a strategy beyond the level below it (Maturity Level Two of patching operating systems). */
export function asksNothingNew(strategy: ControlId, level: number): boolean {
  return LEVELS_ASKING_NOTHING_NEW[strategy]?.some((same) => same === level) ?? false;
}
