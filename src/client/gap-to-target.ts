import type { ReportControl } from '../domain/summary-report';

/** Where a control stands against its target: no target chosen, target met, or the levels still to go. */
export type GapToTarget = { kind: 'no-target' } | { kind: 'met' } | { kind: 'levels'; levels: number };

/**
 * A control's gap as a person should read it: a draft may have no target (level 0), and a target
 * that is not set is never "met", whatever the current level.
 */
export function gapToTarget(control: Pick<ReportControl, 'targetLevel' | 'currentLevel'>): GapToTarget {
  if (control.targetLevel <= 0) return { kind: 'no-target' };
  const levels = control.targetLevel - control.currentLevel;
  return levels > 0 ? { kind: 'levels', levels } : { kind: 'met' };
}
