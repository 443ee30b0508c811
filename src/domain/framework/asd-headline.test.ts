import { describe, expect, it } from 'vitest';
import { allControls } from '../../../tests/support/assessments';
import { asdResultFromQuickCheck, asdSummary, QUICK_CHECK_METHOD_NOTE, strategyLevelsLine } from './asd-headline';

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

  it('never says a level was not asked about, since every level is shown and the target can be raised to choose it', () => {
    const summary = asdSummary(asdResultFromQuickCheck({ ...allControls(2), 'regular-backups': 1 }), quick);
    expect(strategyLevelsLine(summary)).toBe(
      "Each strategy's indicative level from your ratings: " +
        summary.strategies.map((strategy) => `${strategy.title}: ${strategy.levelName}`).join('; ') +
        '.',
    );
    expect(strategyLevelsLine(summary)).not.toContain('not asked');
  });
});

describe('result of a detailed assessment', () => {
  it("keeps ASD's method, since its levels come from every requirement", () => {
    const summary = asdSummary(asdResultFromQuickCheck(allControls((id) => (id === 'regular-backups' ? 0 : 3))), { kind: 'detailed' });
    expect(summary.headline).toBe(
      "By ASD's method, the organisation is at Maturity Level Zero: a level counts only when all eight strategies reach it, and Regular backups holds it there.",
    );
    expect(summary.basis).toBe("Maturity level by ASD's method");
    expect(summary.methodNote).toBe('');
    expect(asdSummary(asdResultFromQuickCheck(allControls(3))).headline).toBe("By ASD's method, the organisation is at Maturity Level Three: all eight strategies reach it.");
    expect(asdSummary(asdResultFromQuickCheck(allControls(1))).headline).toBe(
      "By ASD's method, the organisation is at Maturity Level One: all eight strategies are at it, and a level counts only when all eight reach it.",
    );
  });
});
