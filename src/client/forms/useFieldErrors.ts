import { useState } from 'react';
import type { z } from 'zod';
import { fieldMessages } from '../../domain/field-messages';

/** A form's per-field messages, and the check that keeps them: `check` parses with the schema it is given. */
export function useFieldCheck() {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const check = <Output>(schema: z.ZodType<Output>, values: unknown, form: HTMLFormElement | null): Output | undefined => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const messages = fieldMessages(result.error);
    setErrors(messages);
    const first = Object.keys(messages)[0];
    const field = first ? form?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    field?.focus();
    return undefined;
  };

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _fixed, ...remaining } = current;
      return remaining;
    });

  return { errors, check, clearError };
}

/**
 * Checks a form's values with its shared zod schema. On failure it keeps the per-field messages
 * and moves focus to the first field in error, so keyboard and screen-reader users land on it.
 */
export function useFieldErrors<Output>(schema: z.ZodType<Output>) {
  const { errors, check, clearError } = useFieldCheck();
  const validate = (values: unknown, form: HTMLFormElement | null) => check(schema, values, form);
  return { errors, validate, clearError };
}
