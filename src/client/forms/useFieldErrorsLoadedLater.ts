import type { z } from 'zod';
import { useFieldCheck } from './useFieldErrors';

/**
 * As `useFieldErrors`, for a form whose schema (and zod with it) loads when it is first needed rather
 * than with the page: `validate` waits for `loadSchema` (a dynamic import), then checks and words the
 * messages the same way.
 */
export function useFieldErrorsLoadedLater<Output>(loadSchema: () => Promise<z.ZodType<Output>>) {
  const { errors, check, clearError } = useFieldCheck();
  const validate = async (values: unknown, form: HTMLFormElement | null) => check(await loadSchema(), values, form);
  return { errors, validate, clearError };
}
