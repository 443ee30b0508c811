import { describe, expect, it } from 'vitest';
import { turns } from './evidence-turns.server';

describe('turns', () => {
  it('runs at most the given number of tasks at once, the others in order, and goes on after a failure', async () => {
    const inTurn = turns(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (index: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      order.push(index);
      if (index === 1) throw new Error('failed');
      return index;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((index) => inTurn(task(index))));
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });
});
