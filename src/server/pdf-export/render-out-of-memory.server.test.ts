import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../../tests/support/render-out-of-memory.ts');

/** Node's words when a worker past its heap limit aborts the whole process instead of stopping alone. */
const PROCESS_ABORTED = /Reached heap limit|JavaScript heap out of memory/;

/**
 * The outcomes of a small report, the largest assessment's and the small one again, rendered in workers held to a
 * 96 MB heap, in a process of its own (see the script). A run whose process Node aborted is run again, up to three
 * times in all: the abort is Node's (a worker's heap limit is its best effort), and what is tested is the renderer's
 * answer whenever Node stops the worker as it should.
 */
function outcomesInOwnProcess(): unknown[] {
  const aborted: string[] = [];
  for (let run = 0; run < 3; run += 1) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT], { encoding: 'utf8', timeout: 150_000 });
    if (child.status === 0) return child.stdout.trim().split('\n').map((line) => JSON.parse(line) as unknown);
    if (!PROCESS_ABORTED.test(child.stderr)) throw new Error(`The render process failed (status ${child.status}, ${child.signal ?? 'no signal'}):\n${child.stderr}`);
    aborted.push(child.stderr.split('\n').find((line) => PROCESS_ABORTED.test(line)) ?? '');
  }
  throw new Error(`Node aborted the render process three times out of three:\n${aborted.join('\n')}`);
}

describe('a render that runs out of memory', () => {
  it('is answered with a 503 in words, and the next report renders in a fresh worker', { timeout: 480_000 }, () => {
    // A small report renders in a 96 MB heap; the largest needs more than 200 MB.
    const [first, largest, next] = outcomesInOwnProcess();
    expect(first).toBe('%PDF-');
    expect(largest).toEqual({ code: 'report_too_large', status: 503, message: expect.stringContaining('needed more memory than the server gives one report') });
    expect(next).toBe('%PDF-');
  });
});
