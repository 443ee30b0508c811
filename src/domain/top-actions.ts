import { recommendationsToTarget } from './control-content';
import { maturityLevelName } from './maturity-levels';
import type { ReportControl } from './summary-report';

/** How many actions the one-page summary and the executive summaries lead with. */
export const TOP_ACTION_COUNT = 3;

/** One of the first things to do: the most urgent open control and the first step to its next level. */
export interface TopAction {
  title: string;
  /** The control's badge: "High priority", "Medium priority" or "Low priority". */
  standing: string;
  /** "Level 0 to Maturity Level One": the next level, not the target, since that is what the step reaches. */
  step: string;
  /** The next level's first recommendation, as the detailed report lists it. */
  action: string;
}

/**
 * The first actions: the open controls in priority order (see `controlsByPriority`), each with the
 * first recommendation of the level it reaches next. Met controls never appear.
 */
export function topActions(openControls: readonly ReportControl[], count = TOP_ACTION_COUNT): TopAction[] {
  return openControls.slice(0, count).flatMap((control) => {
    const next = recommendationsToTarget(control.id, control.currentLevel, control.targetLevel)[0];
    const action = next?.items[0];
    if (!next || action === undefined) return [];
    return [
      {
        title: control.title,
        standing: control.standing.label,
        step: `Level ${control.currentLevel} to ${maturityLevelName(control.currentLevel + 1)}`,
        action,
      },
    ];
  });
}
