import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../controls';
import { REQUIREMENTS } from '../framework/catalogue';
import { asdResultFromOutcomes } from '../framework/level-rule';
import { firstLevel } from '../framework/requirement';
import { NO_TARGET_AGREED, proposedTargets, reviewTargetInputSchema, scopeTargets, targetInWords, withinScopeResult } from './review-target';

const everywhere = (level: number) => Object.fromEntries(CONTROL_IDS.map((id) => [id, level]));

describe('scopeTargets', () => {
  it("takes the respondent's targets until the assessor agrees a level, then the package's level but where a strategy keeps its own", () => {
    const respondent = { ...everywhere(2), 'regular-backups': 3 };
    expect(scopeTargets(NO_TARGET_AGREED, respondent)['regular-backups']).toBe(3);
    expect(scopeTargets(NO_TARGET_AGREED, respondent)['application-control']).toBe(2);
    const agreed = scopeTargets({ targetLevel: 1, strategyTargets: { 'user-application-hardening': 3 } }, respondent);
    expect(agreed['regular-backups']).toBe(1);
    expect(agreed['user-application-hardening']).toBe(3);
  });

  it('counts a strategy with no target at Maturity Level Three', () => {
    expect(scopeTargets(NO_TARGET_AGREED, {})['patch-applications']).toBe(3);
  });
});

describe('proposedTargets', () => {
  it('proposes the level most strategies target, keeping the others as their own', () => {
    expect(proposedTargets({ ...everywhere(2), 'regular-backups': 3 })).toEqual({ targetLevel: 2, strategyTargets: { 'regular-backups': 3 } });
    expect(proposedTargets(everywhere(1))).toEqual({ targetLevel: 1, strategyTargets: {} });
  });
});

describe('withinScopeResult', () => {
  it('never puts a strategy above its target, and names no gap beyond it', () => {
    const everythingEffective = Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, 'effective' as const]));
    const result = withinScopeResult(asdResultFromOutcomes(REQUIREMENTS, everythingEffective), scopeTargets({ targetLevel: 2, strategyTargets: { 'regular-backups': 1 } }, {}));
    expect(result.overallLevel).toBe(1);
    expect(result.limitingStrategies).toEqual(['regular-backups']);
    expect(result.strategies.find((strategy) => strategy.strategy === 'application-control')?.achievedLevel).toBe(2);
    expect(result.strategies.every((strategy) => strategy.nextLevelGaps.length === 0)).toBe(true);
  });

  it('keeps a strategy below its target as the rule found it', () => {
    const levelOneOnly = Object.fromEntries(REQUIREMENTS.filter((requirement) => firstLevel(requirement) === 1).map((requirement) => [requirement.id, 'effective' as const]));
    const byRule = asdResultFromOutcomes(REQUIREMENTS, levelOneOnly);
    const result = withinScopeResult(byRule, scopeTargets({ targetLevel: 3, strategyTargets: {} }, {}));
    expect(byRule.overallLevel).toBe(1);
    expect(result).toEqual(byRule);
  });
});

describe('the target as the assessor agrees it', () => {
  it('takes a level for the package and the strategies kept at their own, and refuses a missing or unknown level by field', () => {
    expect(reviewTargetInputSchema.parse({ targetLevel: 2, version: 0 })).toEqual({ targetLevel: 2, strategyTargets: {}, version: 0 });
    const fields = (body: unknown) => {
      const result = reviewTargetInputSchema.safeParse(body);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(fields({ targetLevel: null, version: 0 })).toEqual(['targetLevel']);
    expect(fields({ targetLevel: 4, strategyTargets: { 'regular-backups': 0 }, version: 0 })).toEqual(['targetLevel', 'strategyTargets.regular-backups']);
    expect(fields({ targetLevel: 2, strategyTargets: { 'coffee-machines': 3 }, version: 0 })).not.toEqual([]);
  });

  it('reads in words, the package first and each strategy kept at its own level in the model’s order', () => {
    expect(targetInWords({ targetLevel: 2, strategyTargets: {} })).toBe('Maturity Level Two');
    expect(targetInWords({ targetLevel: 2, strategyTargets: { 'regular-backups': 3, 'application-control': 1 } })).toBe(
      'Maturity Level Two; Application control at Maturity Level One; Regular backups at Maturity Level Three',
    );
    expect(targetInWords(NO_TARGET_AGREED)).toBe('No target agreed');
  });
});
