import type { ReactNode } from 'react';
import { ConfirmDeleteDialog, type useConfirmDialog } from '../forms/ConfirmDeleteDialog';
import type { useCurrentPassword } from './current-password';
import { CurrentPasswordField } from './CurrentPasswordField';

type Dialog = ReturnType<typeof useConfirmDialog>;

interface PasswordConfirmedButtonProps {
  /** The dialog's refs and moves, from `useConfirmDialog`. */
  dialogRef: Dialog['dialogRef'];
  openerRef: Dialog['openerRef'];
  cancelRef: Dialog['cancelRef'];
  open: Dialog['open'];
  close: Dialog['close'];
  returnFocus: Dialog['returnFocus'];
  /** The current password field's state, from `usePasswordConfirmedAction`. */
  password: ReturnType<typeof useCurrentPassword>;
  /** The request's state, from `useAction`: its failure shows in the dialog. */
  action: { busy: boolean; error: string | undefined };
  /** Sends the request once the password is given (`usePasswordConfirmedAction`'s `confirm`). */
  onConfirm: () => void;
  /** The button's words and look (`button--danger`, `button--secondary`). */
  label: ReactNode;
  buttonClassName: string;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
}

/**
 * A button on the account page for a change that asks for the current password first: it opens a
 * confirmation dialog with the password field; closing the dialog empties the field and puts focus back.
 */
export function PasswordConfirmedButton(props: PasswordConfirmedButtonProps) {
  const { dialogRef, openerRef, cancelRef, open, close, returnFocus, password, action, onConfirm, label, buttonClassName } = props;
  return (
    <>
      <div className="button-row">
        <button ref={openerRef} type="button" className={`button ${buttonClassName}`} onClick={open}>
          {label}
        </button>
      </div>
      <ConfirmDeleteDialog
        className="confirm-dialog"
        dialogRef={dialogRef}
        cancelRef={cancelRef}
        title={props.title}
        description={props.description}
        confirmLabel={props.confirmLabel}
        busyLabel={props.busyLabel}
        error={action.error}
        busy={action.busy}
        onConfirm={onConfirm}
        onCancel={close}
        onClose={() => {
          password.reset();
          returnFocus();
        }}
      >
        <CurrentPasswordField password={password} onEnter={onConfirm} />
      </ConfirmDeleteDialog>
    </>
  );
}
