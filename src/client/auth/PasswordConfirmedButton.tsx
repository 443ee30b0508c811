import type { ReactNode } from 'react';
import { ConfirmedButton, type ConfirmDialog } from '../forms/ConfirmDeleteDialog';
import type { useCurrentPassword } from './current-password';
import { CurrentPasswordField } from './CurrentPasswordField';

interface PasswordConfirmedButtonProps {
  /** The dialog's refs and moves, from `usePasswordConfirmedButton` (as are the next three). */
  dialog: ConfirmDialog;
  /** The current password field's state. */
  password: ReturnType<typeof useCurrentPassword>;
  /** The request's state: its failure shows in the dialog. */
  action: { busy: boolean; error: string | undefined };
  /** Sends the request once the password is given. */
  onConfirm: () => void;
  /** The button's words and look (`button--danger`, `button--secondary`). */
  label: ReactNode;
  buttonClassName: string;
  /** Puts the button in a button row of its own (as a section's action; not as a list item's). */
  inRow?: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
}

/**
 * A button on the account page for a change that asks for the current password first: it opens a
 * confirmation dialog with the password field; closing the dialog empties the field and puts focus back.
 */
export function PasswordConfirmedButton({ password, onConfirm, inRow = true, ...props }: PasswordConfirmedButtonProps) {
  return (
    <ConfirmedButton
      {...props}
      inRow={inRow}
      className="confirm-dialog"
      onConfirm={onConfirm}
      onClose={() => {
        password.reset();
        props.dialog.returnFocus();
      }}
    >
      <CurrentPasswordField password={password} onEnter={onConfirm} />
    </ConfirmedButton>
  );
}
