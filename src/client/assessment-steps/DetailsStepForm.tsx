import { useRef, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { useFieldErrors } from '../forms/useFieldErrors';
import { ProgressBar } from '../progress/ProgressBar';
import type { StepPosition } from './step-position';

/** What a step's fields are given: each field's message, and the way to clear it once the field is changed. */
export interface StepFieldErrors {
  errors: Record<string, string>;
  clearError: (name: string) => void;
}

interface DetailsStepFormProps<Output> {
  /** The step's schema, the one the server checks with: the values must pass it to go on. */
  schema: z.ZodType<Output>;
  values: unknown;
  onSubmit: (details: Output) => void;
  onBack: () => void;
  title: string;
  /** Where this step sits in the whole assessment. */
  position: StepPosition;
  /** The buttons' words: where each goes. */
  backLabel: string;
  submitLabel: string;
  children: (fields: StepFieldErrors) => ReactNode;
}

/**
 * A step of either assessment that asks for details: the progress bar, the heading, the step's fields, then Back and
 * the button that goes on. On submit the values are checked with the step's schema: only valid details go on, and
 * otherwise each field shows its message and the first field in error takes focus.
 */
export function DetailsStepForm<Output>({ schema, values, onSubmit, onBack, title, position, backLabel, submitLabel, children }: DetailsStepFormProps<Output>) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, validate, clearError } = useFieldErrors(schema);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details = validate(values, form.current);
    if (details) onSubmit(details);
  };

  return (
    <form ref={form} className="card wizard-step" onSubmit={submit} noValidate aria-labelledby="step-heading">
      <ProgressBar position={position.index} total={position.total} journey={position.journey} />
      <h2 id="step-heading" tabIndex={-1}>
        {title}
      </h2>
      {children({ errors, clearError })}
      <div className="button-row button-row--split">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {backLabel}
        </button>
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
