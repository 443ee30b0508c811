import { useState } from 'react';

/**
 * A form's submission: ignores a second press while busy and keeps the failure in words. After a
 * success it stays busy, because the form is then left or replaced.
 */
export function useSubmission(fallbackError: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (send: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await send();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : fallbackError);
      setBusy(false);
    }
  };

  return { busy, error, submit };
}
