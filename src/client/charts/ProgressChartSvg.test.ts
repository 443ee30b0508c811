import { describe, expect, it } from 'vitest';
import { diamondPoints } from './ProgressChartSvg';

describe('diamondPoints', () => {
  it('gives the four corners of a diamond around the point, top, right, bottom then left', () => {
    expect(diamondPoints(10, 20, 5)).toBe('10,15 15,20 10,25 5,20');
  });

  it('is the size the legend and the chart share unless told otherwise', () => {
    expect(diamondPoints(0, 0)).toBe('0,-6.5 6.5,0 0,6.5 -6.5,0');
  });
});
