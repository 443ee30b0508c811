import { describe, expect, it } from 'vitest';
import { averageMaturity, formatAverage, gap, levelOrZero, levelPercent, questionProgressPercent } from './scoring';
import { allControls } from '../../tests/support/assessments';

describe('scoring', () => {
  it('counts a missing level as 0', () => {
    expect(levelOrZero(undefined)).toBe(0);
    expect(levelOrZero(null)).toBe(0);
    expect(levelOrZero(Number.NaN)).toBe(0);
    expect(levelOrZero(2)).toBe(2);
  });

  it('computes the gap as target minus current', () => {
    expect(gap(3, 1)).toBe(2);
    expect(gap(2, 2)).toBe(0);
    expect(gap(3, undefined)).toBe(3);
    expect(gap(undefined, undefined)).toBe(0);
  });

  it('averages current maturity over all eight controls, missing ones as 0', () => {
    expect(averageMaturity(allControls(2))).toBe(2);
    expect(averageMaturity({ 'application-control': 3, 'regular-backups': 1 })).toBe(0.5);
    expect(averageMaturity(allControls((_id, index) => index % 4))).toBe(1.5);
    expect(formatAverage(1.25)).toBe('1.3');
    expect(formatAverage(0)).toBe('0.0');
  });

  it('clamps progress bars to 0–100 percent of the 3-level scale', () => {
    expect(levelPercent(0)).toBe(0);
    expect(levelPercent(3)).toBe(100);
    expect(levelPercent(1.5)).toBe(50);
    expect(levelPercent(5)).toBe(100);
    expect(levelPercent(-2)).toBe(0);
    expect(levelPercent(undefined)).toBe(0);
  });

  it('makes wizard progress (index + 1) / total', () => {
    expect(questionProgressPercent(0, 8)).toBe(12.5);
    expect(questionProgressPercent(7, 8)).toBe(100);
    expect(questionProgressPercent(9, 8)).toBe(100);
    expect(questionProgressPercent(0, 0)).toBe(0);
  });
});
