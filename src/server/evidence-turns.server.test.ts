import { describe, expect, it } from 'vitest';
import { addressTurns, type Turn } from './evidence-turns.server';

/** Whether a promise has settled by the time the callbacks queued now have run. */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

function turnOf(taken: Turn | 'busy'): Turn {
  if (taken === 'busy') throw new Error('expected a turn');
  return taken;
}

describe('addressTurns', () => {
  it('holds at most the given number at once, the others in order of arrival', async () => {
    const take = addressTurns({ size: 2, perAddress: 2, waitMs: 60_000 });
    const first = turnOf(await take('a'));
    turnOf(await take('b'));
    const third = take('c');
    const fourth = take('d');
    expect(await settledNow(third)).toBe(false);
    first.release();
    // Released twice, it frees one turn only.
    first.release();
    expect(await settledNow(third)).toBe(true);
    expect(await settledNow(fourth)).toBe(false);
  });

  it('gives one address at most its share, passing over its waiting requests for other addresses', async () => {
    const take = addressTurns({ size: 4, perAddress: 2, waitMs: 60_000 });
    const held = [turnOf(await take('slow')), turnOf(await take('slow'))];
    const thirdOfSlow = take('slow');
    expect(await settledNow(thirdOfSlow)).toBe(false);
    // Another address is not kept behind the waiting one: turns are free, and it may take one.
    expect(await settledNow(take('other'))).toBe(true);
    held[0]?.release();
    expect(await settledNow(thirdOfSlow)).toBe(true);
  });

  it('answers busy when no turn comes within the wait, and forgets the waiter', async () => {
    const take = addressTurns({ size: 1, perAddress: 1, waitMs: 20 });
    const only = turnOf(await take('a'));
    expect(await take('b')).toBe('busy');
    only.release();
    expect(await take('b')).not.toBe('busy');
  });
});
