import { useState } from 'react';

/** A button's action: busy while it runs, and the failure in words if it fails. */
export function useAction(failureText: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      console.warn(failureText, failure);
      const detail = failure instanceof Error && failure.message ? failure.message : '';
      setError(detail && detail !== failureText ? `${failureText}: ${detail}` : failureText);
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, run };
}
