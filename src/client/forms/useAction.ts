import { useState } from 'react';

/** A button's or a form's action: busy while it runs (a second press is ignored meanwhile), and its failure in words. */
export function useAction(describeFailure: (failure: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, run };
}

/** Words a failure by its own message (the server's, in words), or `fallback` when it has none. */
export function ownMessage(fallback: string): (failure: unknown) => string {
  return (failure) => (failure instanceof Error ? failure.message : fallback);
}
