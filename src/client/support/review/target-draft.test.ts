import { describe, expect, it } from 'vitest';
import { ownLevelCount, sameTarget, targetDraftOf, withPackageLevel, withStrategyLevel } from './target-draft';

describe('the target form', () => {
  it('starts from the target agreed, or before one is, from the respondent’s targets (one level for the package, the others kept)', () => {
    expect(targetDraftOf({ targetLevel: 1, strategyTargets: { 'regular-backups': 3 } }, {})).toEqual({ targetLevel: 1, strategyTargets: { 'regular-backups': 3 } });
    const respondent = { 'application-control': 2, 'patch-applications': 2, 'regular-backups': 3 } as const;
    const proposed = targetDraftOf({ targetLevel: null, strategyTargets: {} }, respondent);
    expect(proposed).toEqual({ targetLevel: 3, strategyTargets: { 'application-control': 2, 'patch-applications': 2 } });
    expect(ownLevelCount(proposed)).toBe(Object.keys(proposed.strategyTargets).length);
  });

  it('keeps a strategy’s own level only where it differs from the package’s', () => {
    const draft = { targetLevel: 2 as const, strategyTargets: {} };
    expect(withStrategyLevel(draft, 'regular-backups', 3).strategyTargets).toEqual({ 'regular-backups': 3 });
    expect(withStrategyLevel(draft, 'regular-backups', 2).strategyTargets).toEqual({});
    expect(withStrategyLevel({ targetLevel: 2, strategyTargets: { 'regular-backups': 3 } }, 'regular-backups', undefined).strategyTargets).toEqual({});
    expect(withPackageLevel({ targetLevel: 2, strategyTargets: { 'regular-backups': 3, 'patch-applications': 1 } }, 3).strategyTargets).toEqual({ 'patch-applications': 1 });
    expect(sameTarget({ targetLevel: 2, strategyTargets: {} }, { targetLevel: 2, strategyTargets: {} })).toBe(true);
    expect(sameTarget({ targetLevel: 2, strategyTargets: {} }, { targetLevel: null, strategyTargets: {} })).toBe(false);
  });
});
