import { describe, expect, it } from 'vitest';
import { allControls } from '../../../tests/support/assessments';
import { asdResultFromQuickCheck, asdSummary, higherLevelsNotAsked, QUICK_CHECK_METHOD_NOTE } from './asd-headline';

const quick = { kind: 'quick' } as const;

describe('result of a quick check', () => {
  it('holds an organisation with seven strategies at level three and backups at 0 at Maturity Level Zero, and calls it indicative', () => {
    const levels = allControls((id) => (id === 'regular-backups' ? 0 : 3));
    const summary = asdSummary(asdResultFromQuickCheck(levels), quick);
    expect(summary.overallName).toBe('Maturity Level Zero');
    expect(summary.limitingText).toBe('Regular backups');
    expect(summary.headline).toBe(
      'From your ratings, the indicative level is Maturity Level Zero: a level counts only when all eight strategies reach it, and Regular backups holds it there.',
    );
    expect(summary.basis).toBe('Indicative level from your ratings');
    expect(summary.strategies.find((entry) => entry.id === 'application-control')?.levelName).toBe('Maturity Level Three');
  });

  it("never claims ASD's method, and says the detailed assessment is what applies it", () => {
    for (const level of [0, 1, 2, 3]) {
      const summary = asdSummary(asdResultFromQuickCheck(allControls(level)), quick);
      expect(`${summary.headline} ${summary.basis}`).not.toMatch(/ASD's method/);
      expect(summary.methodNote).toBe(QUICK_CHECK_METHOD_NOTE);
    }
    expect(QUICK_CHECK_METHOD_NOTE).toMatch(/^ASD's method needs the detailed assessment/);
    expect(QUICK_CHECK_METHOD_NOTE).toContain('"Check each requirement"');
  });

  it('names every strategy at the lowest level, and counts a missing rating as 0', () => {
    const summary = asdSummary(asdResultFromQuickCheck({ ...allControls(2), 'patch-applications': 1, 'regular-backups': 1 }), quick);
    expect(summary.overallName).toBe('Maturity Level One');
    expect(summary.limitingText).toBe('Patch applications and Regular backups');
    expect(summary.headline).toContain('Patch applications and Regular backups hold it there.');
    expect(asdSummary(asdResultFromQuickCheck({}), quick).overallName).toBe('Maturity Level Zero');
  });

  it('says plainly when all eight were rated at level three, and when all eight share a lower level', () => {
    expect(asdSummary(asdResultFromQuickCheck(allControls(3)), quick).headline).toBe(
      'From your ratings, the indicative level is Maturity Level Three: all eight strategies were rated at it.',
    );
    expect(asdSummary(asdResultFromQuickCheck(allControls(1)), quick).headline).toBe(
      'From your ratings, the indicative level is Maturity Level One: all eight strategies were rated at it, and a level counts only when all eight reach it.',
    );
  });

  it('says which levels were not asked about when a strategy sits at a target below level three', () => {
    const summary = asdSummary(asdResultFromQuickCheck({ ...allControls(2), 'regular-backups': 1 }), {
      kind: 'quick',
      targetLevels: { ...allControls(3), 'application-control': 2, 'regular-backups': 1, 'patch-applications': 3 },
    });
    const notAsked = Object.fromEntries(summary.strategies.map((strategy) => [strategy.id, strategy.notAsked]));
    expect(notAsked['application-control']).toBe('Maturity Level Three was not asked about because your target is Maturity Level Two.');
    expect(notAsked['regular-backups']).toBe('Maturity Levels Two and Three were not asked about because your target is Maturity Level One.');
    // Below its target a strategy was offered the levels up to it; a target of three leaves nothing unasked.
    expect(notAsked['patch-applications']).toBe('');
    expect(higherLevelsNotAsked(1, 2)).toBe('');
    expect(higherLevelsNotAsked(3, 3)).toBe('');
    expect(higherLevelsNotAsked(0, 0)).toBe('');
  });
});

describe('result of a detailed assessment', () => {
  it("keeps ASD's method, since its levels come from every requirement", () => {
    const summary = asdSummary(asdResultFromQuickCheck(allControls((id) => (id === 'regular-backups' ? 0 : 3))), { kind: 'detailed', targetLevels: allControls(1) });
    expect(summary.headline).toBe(
      "By ASD's method, the organisation is at Maturity Level Zero: a level counts only when all eight strategies reach it, and Regular backups holds it there.",
    );
    expect(summary.basis).toBe("Maturity level by ASD's method");
    expect(summary.methodNote).toBe('');
    expect(summary.strategies.every((strategy) => strategy.notAsked === '')).toBe(true);
    expect(asdSummary(asdResultFromQuickCheck(allControls(3))).headline).toBe("By ASD's method, the organisation is at Maturity Level Three: all eight strategies reach it.");
    expect(asdSummary(asdResultFromQuickCheck(allControls(1))).headline).toBe(
      "By ASD's method, the organisation is at Maturity Level One: all eight strategies are at it, and a level counts only when all eight reach it.",
    );
  });
});
