import { useEffect, useState } from 'react';

/** Runs `task` when the browser is idle (soon after the page is shown), or after a short wait where it cannot say. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * An assessment's steps, loaded behind the page's own light welcome
 * (docs/decisions/076-zod-loads-with-the-code-that-parses.md). On a first visit `load` runs when the
 * browser is idle, and the steps (`Steps`) are given only once the respondent has pressed on (`start`),
 * so the welcome is painted once; otherwise (a saved progress, a step in the address) they are loaded and
 * given at once. `failed` says the steps could not be loaded when the page needed them; a failed fetch
 * ahead of the press is said only if the press comes. `load` must be the same function on every render.
 */
export function useStepsAfterWelcome<Steps>(load: () => Promise<Steps>, firstVisit: boolean) {
  const [Steps, setSteps] = useState<Steps>();
  const [startPressed, setStartPressed] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const show = () =>
      void load().then(
        (steps) => {
          if (current) setSteps(() => steps);
        },
        () => {
          if (current) setFailed(true);
        },
      );
    const cancel = firstVisit && !startPressed ? whenIdle(() => void load().catch(() => undefined)) : (show(), () => undefined);
    return () => {
      current = false;
      cancel();
    };
  }, [load, firstVisit, startPressed]);

  return { Steps, startPressed, start: () => setStartPressed(true), failed };
}
