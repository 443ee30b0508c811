import { describe, expect, it } from 'vitest';
import { allControls } from '../../../tests/support/assessments';
import { asdResultFromQuickCheck, asdSummary } from './asd-headline';

describe('ASD result of a quick check', () => {
  it('holds an organisation with seven strategies at level three and backups at 0 at Maturity Level Zero, and says why', () => {
    const levels = allControls((id) => (id === 'regular-backups' ? 0 : 3));
    const summary = asdSummary(asdResultFromQuickCheck(levels));
    expect(summary.overallName).toBe('Maturity Level Zero');
    expect(summary.limitingText).toBe('Regular backups');
    expect(summary.headline).toBe(
      "By ASD's method, the organisation is at Maturity Level Zero: a level counts only when all eight strategies reach it, and Regular backups holds it there.",
    );
    expect(summary.strategies.find((entry) => entry.id === 'application-control')?.levelName).toBe('Maturity Level Three');
  });

  it('names every strategy at the lowest level, and counts a missing rating as 0', () => {
    const summary = asdSummary(asdResultFromQuickCheck({ ...allControls(2), 'patch-applications': 1, 'regular-backups': 1 }));
    expect(summary.overallName).toBe('Maturity Level One');
    expect(summary.limitingText).toBe('Patch applications and Regular backups');
    expect(summary.headline).toContain('Patch applications and Regular backups hold it there.');
    expect(asdSummary(asdResultFromQuickCheck({})).overallName).toBe('Maturity Level Zero');
  });

  it('says plainly when all eight reach level three', () => {
    expect(asdSummary(asdResultFromQuickCheck(allControls(3))).headline).toBe("By ASD's method, the organisation is at Maturity Level Three: all eight strategies reach it.");
  });

  it('does not list all eight by name when every strategy is at the overall level', () => {
    expect(asdSummary(asdResultFromQuickCheck(allControls(1))).headline).toBe(
      "By ASD's method, the organisation is at Maturity Level One: all eight strategies are at it, and a level counts only when all eight reach it.",
    );
  });
});
