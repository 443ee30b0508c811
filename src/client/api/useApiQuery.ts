import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';

/** What a page knows about data it loads from the API. */
export interface ApiQuery<T> {
  /** The answer for the current key (or, with `keepPreviousData`, the last answer while the next loads). */
  data: T | undefined;
  /** Why the current key failed to load, once it has. */
  error: Error | undefined;
  /** True while the current key has no answer yet. */
  loading: boolean;
  /** Loads the current key again; the data stays on screen meanwhile. */
  reload: () => void;
}

interface Answer<T> {
  key: string;
  version: number;
  data?: T;
  error?: Error;
}

/**
 * Loads data for a key (null: load nothing) and keeps the answer with the key and load it answers,
 * so an answer that arrives after the page moved on to another key is never shown for it.
 */
export function useApiQuery<T>(key: string | null, load: () => Promise<T>, options: { keepPreviousData?: boolean } = {}): ApiQuery<T> {
  const [answer, setAnswer] = useState<Answer<T>>();
  const [version, setVersion] = useState(0);
  const loadLatest = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    // Answers render as a transition: a long page is then built in slices and a phone stays responsive.
    const settle = (next: (previous: Answer<T> | undefined) => Answer<T>) => {
      if (current) startTransition(() => setAnswer(next));
    };
    loadLatest().then(
      (data) => settle(() => ({ key, version, data })),
      (failure: unknown) => settle((previous) => ({ key, version, data: previous?.key === key ? previous.data : undefined, error: asError(failure) })),
    );
    return () => {
      current = false;
    };
  }, [key, version]);

  // The same function from render to render, so a component given it as a prop is not drawn again for it.
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  const answered = answer !== undefined && answer.key === key && answer.version === version;
  const sameKey = answer?.key === key;
  return {
    data: sameKey || options.keepPreviousData ? answer?.data : undefined,
    error: answered ? answer.error : undefined,
    loading: key !== null && !answered,
    reload,
  };
}

function asError(failure: unknown): Error {
  return failure instanceof Error ? failure : new Error(String(failure));
}
