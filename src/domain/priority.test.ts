import { describe, expect, it } from 'vitest';
import { priorityBand } from './priority';

describe('priorityBand', () => {
  it.each([
    [0, 'High', 'red'],
    [1, 'Medium', 'amber'],
    [2, 'Low', 'green'],
    [3, 'Managed', 'blue'],
    [4, 'Unknown', 'grey'],
    [undefined, 'Unknown', 'grey'],
  ] as const)('level %s is %s priority (%s)', (level, band, colour) => {
    expect(priorityBand(level)).toMatchObject({ band, colour });
  });
});
