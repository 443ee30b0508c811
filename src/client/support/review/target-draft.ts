import { CONTROL_IDS, type ControlId, type TargetLevel } from '../../../domain/controls';
import { proposedTargets, type RespondentTargets, type ReviewTarget } from '../../../domain/review/review-target';

/** The target as its form holds it: the package's level, and the strategies kept at a level of their own. */
export interface TargetDraft {
  targetLevel: TargetLevel;
  strategyTargets: Partial<Record<ControlId, TargetLevel>>;
}

/** A level as a target, if it is one. */
export function asTargetLevel(level: number | null | undefined): TargetLevel | undefined {
  return level === 1 || level === 2 || level === 3 ? level : undefined;
}

/** The form's start: the target agreed, or before one is, the target proposed from the respondent's targets. */
export function targetDraftOf(target: ReviewTarget, respondent: RespondentTargets): TargetDraft {
  const start = target.targetLevel === null ? proposedTargets(respondent) : target;
  const strategyTargets = Object.fromEntries(CONTROL_IDS.flatMap((id) => {
    const level = asTargetLevel(start.strategyTargets[id]);
    return level === undefined ? [] : [[id, level]];
  }));
  return { targetLevel: asTargetLevel(start.targetLevel) ?? 3, strategyTargets };
}

/** The draft with one strategy's level: the package's level (undefined) drops its own. */
export function withStrategyLevel(draft: TargetDraft, strategy: ControlId, level: TargetLevel | undefined): TargetDraft {
  const { [strategy]: _previous, ...others } = draft.strategyTargets;
  return { ...draft, strategyTargets: level === undefined || level === draft.targetLevel ? others : { ...others, [strategy]: level } };
}

/** The draft with the package's level: a strategy whose own level is now the package's no longer keeps one. */
export function withPackageLevel(draft: TargetDraft, targetLevel: TargetLevel): TargetDraft {
  const strategyTargets = Object.fromEntries(CONTROL_IDS.flatMap((id) => (draft.strategyTargets[id] === undefined || draft.strategyTargets[id] === targetLevel ? [] : [[id, draft.strategyTargets[id]]])));
  return { targetLevel, strategyTargets };
}

/** Whether two targets say the same. */
export function sameTarget(one: TargetDraft, other: Pick<ReviewTarget, 'targetLevel' | 'strategyTargets'>): boolean {
  return one.targetLevel === other.targetLevel && CONTROL_IDS.every((id) => one.strategyTargets[id] === other.strategyTargets[id]);
}

/** How many strategies keep a level of their own. */
export function ownLevelCount(draft: TargetDraft): number {
  return CONTROL_IDS.filter((id) => draft.strategyTargets[id] !== undefined).length;
}
