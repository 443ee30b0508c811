/**
 * Runs a task when the browser next has nothing to do (after the page has drawn and settled), so work
 * done ahead of a press never competes with the page's own. Returns a function that cancels the task
 * if it has not started (the page was left first).
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a moment after the page has drawn stands in for idle time.
  const handle = window.setTimeout(task, 500);
  return () => window.clearTimeout(handle);
}
