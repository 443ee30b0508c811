import { startTransition, useEffect, useState } from 'react';

/** How many entries are drawn at first, and added at each step after. */
export const DRAWN_AT_ONCE = 12;

/**
 * How many of a long list to draw now: the first `DRAWN_AT_ONCE` at once, then as many more at each
 * step, each a transition of its own, so the page answers the keyboard while the rest of the list is
 * drawn. A new `key` (the filters changed) starts again from the first entries.
 */
export function useDrawnCount(total: number, key: string): number {
  const [drawn, setDrawn] = useState({ key, count: DRAWN_AT_ONCE });
  const count = drawn.key === key ? drawn.count : DRAWN_AT_ONCE;
  useEffect(() => {
    if (count >= total) return;
    const step = window.setTimeout(() => startTransition(() => setDrawn({ key, count: count + DRAWN_AT_ONCE })), 0);
    return () => window.clearTimeout(step);
  }, [count, total, key]);
  return Math.min(count, total);
}
