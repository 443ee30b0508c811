import { describe, expect, it } from 'vitest';
import { gapToTarget } from './gap-to-target';

describe('gapToTarget', () => {
  it.each([
    [{ targetLevel: 0, currentLevel: 0 }, { kind: 'no-target' }],
    [{ targetLevel: 0, currentLevel: 2 }, { kind: 'no-target' }],
    [{ targetLevel: 2, currentLevel: 2 }, { kind: 'met' }],
    [{ targetLevel: 1, currentLevel: 3 }, { kind: 'met' }],
    [{ targetLevel: 3, currentLevel: 1 }, { kind: 'levels', levels: 2 }],
  ])('reads %o as %o', (control, expected) => {
    expect(gapToTarget(control)).toEqual(expected);
  });
});
