import { useState, type RefObject } from 'react';
import { currentPasswordSchema } from '../../domain/auth-schemas';
import { fieldMessages } from '../../domain/field-messages';
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

/** What `useCurrentPassword` gives: the field's value and message, and its checks. */
export type CurrentPassword = ReturnType<typeof useCurrentPassword>;

/**
 * One "Current password" field a page shows for several set-ups (the page that asks for a second step, where either a
 * passkey or an authenticator app may be set up): the set-up forms use it, show no field of their own, and `focus`
 * moves to the page's field when it is empty or refused.
 */
export interface SharedCurrentPassword {
  readonly password: CurrentPassword;
  readonly focus: () => void;
}

/**
 * A set-up form's current password: the page's shared one when given, else the form's own (shown by the form when
 * `askPassword`). `needed` says whether the form sends one; `focus` moves to the field that holds it.
 */
export function useSetUpPassword(askPassword: boolean, shared: SharedCurrentPassword | undefined, form: RefObject<HTMLFormElement | null>) {
  const own = useCurrentPassword();
  return {
    password: shared?.password ?? own,
    needed: askPassword || shared !== undefined,
    ownField: askPassword && shared === undefined,
    focus: shared?.focus ?? (() => form.current?.querySelector<HTMLElement>('[name="currentPassword"]')?.focus()),
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
