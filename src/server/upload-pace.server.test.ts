import { describe, expect, it } from 'vitest';
import { watchPace } from './upload-pace.server';

const PACE = { minBytesPerSecond: 10_000, graceMs: 200, stallMs: 400 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Feeds the watch `bytes` every 50 ms for `ms`, as a client keeping up would. */
async function feed(add: (bytes: number) => void, bytes: number, ms: number): Promise<void> {
  for (let waited = 0; waited < ms; waited += 50) {
    add(bytes);
    await sleep(50);
  }
}

describe('watchPace', () => {
  it('lets a body that keeps the pace go on, and stops one that falls behind it or stalls', async () => {
    let slow = 0;
    const keeping = watchPace(PACE, () => (slow += 1));
    await feed(keeping.add, 5000, 1000);
    keeping.stop();
    expect(slow).toBe(0);
    const behind = watchPace(PACE, () => (slow += 1));
    await feed(behind.add, 100, 1000);
    expect(slow).toBe(1);
    const stalled = watchPace(PACE, () => (slow += 1));
    await feed(stalled.add, 5000, 200);
    await sleep(1000);
    expect(slow).toBe(2);
  });

  it('does not count the time paused, nor a time the server itself was too busy to read', async () => {
    let slow = 0;
    const watch = watchPace(PACE, () => (slow += 1));
    watch.add(5000);
    watch.pause();
    await sleep(1000);
    watch.resume();
    await feed(watch.add, 5000, 300);
    // The event loop held for a second: no byte could be read, whatever the client sent.
    const busyUntil = performance.now() + 1000;
    while (performance.now() < busyUntil);
    await feed(watch.add, 5000, 500);
    watch.stop();
    expect(slow).toBe(0);
  });
});
