import { DAY_MS } from '../domain/constants';

/**
 * Runs a clean-up now and then once a day until the returned function is called. The timer never
 * keeps the process alive on its own; a run that fails is left to report itself and try again tomorrow.
 */
export function runNowAndDaily(run: () => Promise<void>): () => void {
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
