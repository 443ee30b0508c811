import { useState, type RefObject } from 'react';
import { currentPasswordSchema } from '../../domain/auth-schemas';
import { fieldMessages } from '../../domain/assessment';
import { ApiError } from '../api/http';
import { useConfirmDialog } from '../forms/ConfirmDeleteDialog';
import { ownMessage, useAction } from '../forms/useAction';

/**
 * The "Current password" a signed-in browser gives again before it adds or removes a passkey, sets up or removes an
 * authenticator app or makes recovery codes: its value, and the message under the field, whether the
 * form found it empty (the shared schema) or the server refused it (fields.currentPassword).
 */
export function useCurrentPassword() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  return {
    value,
    error,
    /** Takes what was typed, and clears the message under the field. */
    change: (typed: string) => {
      setValue(typed);
      setError(undefined);
    },
    /** The password to send, or undefined (with the message set) when none was typed. */
    check: (): string | undefined => {
      const result = currentPasswordSchema.safeParse({ currentPassword: value });
      if (result.success) return result.data.currentPassword;
      setError(fieldMessages(result.error).currentPassword);
      return undefined;
    },
    /** After a refusal: true, with the message under the field and the field emptied, when the server refused the password. */
    refused: (failure: unknown): boolean => {
      const message = failure instanceof ApiError ? failure.fields.currentPassword : undefined;
      if (!message) return false;
      setError(message);
      setValue('');
      return true;
    },
    /** Empties the field after the change is done. */
    reset: () => {
      setValue('');
      setError(undefined);
    },
  };
}

/**
 * A confirmation dialog's action that needs the current password (new recovery codes, removing a passkey
 * or the app): `confirm` checks the field, sends the request with the password, and on a refusal of the
 * password says so under the field and puts focus there; once the request succeeds the field is emptied
 * and `done` gets its answer. `action` is the dialog's `useAction`, which shows any other failure.
 */
export function usePasswordConfirmedAction<Answer>(
  dialogRef: RefObject<HTMLDialogElement | null>,
  action: { busy: boolean; run: (work: () => Promise<void>) => Promise<void> },
  request: (currentPassword: string) => Promise<Answer>,
  done: (answer: Answer) => void,
) {
  const password = useCurrentPassword();
  const focusPassword = () => dialogRef.current?.querySelector<HTMLElement>('[name="currentPassword"]')?.focus();
  const confirm = () => {
    if (action.busy) return;
    const currentPassword = password.check();
    if (currentPassword === undefined) {
      focusPassword();
      return;
    }
    void action.run(async () => {
      let answer: Answer;
      try {
        answer = await request(currentPassword);
      } catch (failure) {
        if (!password.refused(failure)) throw failure;
        focusPassword();
        return;
      }
      password.reset();
      done(answer);
    });
  };
  return { password, confirm };
}

/**
 * All a `PasswordConfirmedButton` needs: its dialog, its request (a failure other than the password's said in
 * `failure`'s words), the current password field, and `onConfirm`, which sends `request` with the password (as
 * `usePasswordConfirmedAction`). Once the request succeeds the dialog closes without taking focus back to the button,
 * which may be gone: `done` gets the answer and moves focus.
 */
export function usePasswordConfirmedButton<Answer>(failure: string, request: (currentPassword: string) => Promise<Answer>, done: (answer: Answer) => void) {
  const dialog = useConfirmDialog();
  const action = useAction(ownMessage(failure));
  const { password, confirm } = usePasswordConfirmedAction(dialog.dialogRef, action, request, (answer) => {
    dialog.finish();
    done(answer);
  });
  return { dialog, action, password, onConfirm: confirm };
}
