/**
 * Work a route starts and does not wait for, so its answer takes the same time whatever the work
 * finds (a password reset request for a known username must not answer slower than for an
 * unknown one). Failures are handed to `onError` (the log), never dropped; `idle()` waits for
 * everything started so far, which shutdown and tests use.
 */
export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>();
  #gate: Promise<void> = Promise.resolve();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Starts a task after the current turn; the caller goes on at once. */
  run(task: () => Promise<void>): void {
    const gate = this.#gate;
    const running = (async () => {
      // Never before the caller's answer is on its way: the task starts on a later turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      await gate;
      await task();
    })().catch((error: unknown) => this.onError(error));
    this.#pending.add(running);
    void running.finally(() => this.#pending.delete(running));
  }

  /** Resolves when every task started so far has finished (and any started meanwhile). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  /** Holds new tasks back until the returned function is called: lets a test see the answer come first. */
  hold(): () => void {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#gate;
    this.#gate = previous.then(() => held);
    return release;
  }
}
