import type { ReactNode } from 'react';
import { ErrorBox } from '../ErrorBox';
import { SubmitButton } from './SubmitButton';

interface FormActionsProps {
  /** What sits on the left: a way back or a link. */
  aside: ReactNode;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  /** Why the last submission failed, in words. */
  error: string | undefined;
}

/** The foot of a form: another way out on the left, the submit button on the right, and the failure below. */
export function FormActions({ aside, busy, busyLabel, submitLabel, error }: FormActionsProps) {
  return (
    <>
      <div className="button-row button-row--split">
        {aside}
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
      <ErrorBox>{error}</ErrorBox>
    </>
  );
}
