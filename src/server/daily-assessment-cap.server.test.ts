import { describe, expect, it } from 'vitest';
import { memoryCounter } from './daily-assessment-cap.server';

const DAY = 24 * 60 * 60 * 1000;

describe('the daily cap counted in memory (SQLite)', () => {
  it('counts a key over its window, on the clock it is given, and starts again after it', async () => {
    const count = memoryCounter();
    expect(await count('a', 1000, DAY)).toEqual({ count: 1, resetAt: 1000 + DAY });
    expect(await count('a', 5000, DAY)).toEqual({ count: 2, resetAt: 1000 + DAY });
    expect(await count('a', 1000 + DAY, DAY)).toEqual({ count: 1, resetAt: 1000 + 2 * DAY });
  });

  it('keeps at most its number of keys, forgetting the least recently counted first', async () => {
    const count = memoryCounter(3);
    for (const key of ['a', 'b', 'c']) await count(key, 0, DAY);
    await count('a', 1, DAY);
    await count('d', 2, DAY);
    // b was the least recently counted: it starts again; a, c and d kept their counts.
    expect((await count('b', 3, DAY)).count).toBe(1);
    expect((await count('a', 4, DAY)).count).toBe(3);
    expect((await count('d', 5, DAY)).count).toBe(2);
  });
});
