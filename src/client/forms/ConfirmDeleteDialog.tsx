import { useId, useRef, type ReactNode } from 'react';
import { ErrorBox } from '../ErrorBox';

/**
 * The refs and actions of a delete button and its confirmation dialog: `open` shows the dialog with
 * Cancel focused (the safe choice, so a stray Enter keeps what would be deleted), `close` closes it.
 * `finish` closes it once the change is made, and `returnFocus` (the dialog's `onClose`) then leaves
 * focus where the caller put it (the button that asked may be gone); after Cancel or Escape it
 * returns focus to the button that asked.
 */
export function useConfirmDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const finished = useRef(false);
  const open = () => {
    dialogRef.current?.showModal();
    cancelRef.current?.focus();
  };
  const close = () => dialogRef.current?.close();
  const finish = () => {
    finished.current = true;
    close();
  };
  const returnFocus = () => {
    if (finished.current) finished.current = false;
    else openerRef.current?.focus();
  };
  return { dialogRef, openerRef, cancelRef, open, close, finish, returnFocus };
}

/** A confirmation dialog's refs and moves, from `useConfirmDialog`. */
export type ConfirmDialog = ReturnType<typeof useConfirmDialog>;

interface ConfirmDeleteDialogProps {
  /** The dialog's refs and moves (`useConfirmDialog`): Cancel closes it. */
  dialog: Pick<ConfirmDialog, 'dialogRef' | 'cancelRef' | 'close'>;
  /** The change's request, from `useAction`: busy while it runs, its failure in words. */
  action: { busy: boolean; error: ReactNode };
  className: string;
  title: ReactNode;
  description: ReactNode;
  onConfirm: () => void;
  onClose?: () => void;
  confirmLabel?: string;
  busyLabel?: string;
  tone?: 'danger' | 'primary';
  children?: ReactNode;
}

/**
 * An in-page dialog that asks before deleting, or before another change that is confirmed first: its
 * title and what the change means, any `children` (a field the change needs, such as the current
 * password), any failure in words, then Cancel and "Yes, delete it" (or `confirmLabel`, with `busyLabel`
 * while it runs; `tone` 'primary' for a change that removes nothing). `onClose` runs however it closes
 * (Escape, Cancel or after the change).
 */
export function ConfirmDeleteDialog({
  dialog,
  action,
  className,
  title,
  description,
  onConfirm,
  onClose,
  confirmLabel = 'Yes, delete it',
  busyLabel = 'Deleting...',
  tone = 'danger',
  children,
}: ConfirmDeleteDialogProps) {
  const { dialogRef, cancelRef, close } = dialog;
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog ref={dialogRef} className={className} aria-labelledby={titleId} aria-describedby={descriptionId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      <p id={descriptionId}>{description}</p>
      {children}
      <ErrorBox>{action.error}</ErrorBox>
      <div className="button-row">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={close}>
          Cancel
        </button>
        <button type="button" className={`button button--${tone}`} aria-disabled={action.busy} onClick={onConfirm}>
          {action.busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

interface ConfirmedButtonProps extends Omit<ConfirmDeleteDialogProps, 'dialog'> {
  dialog: ConfirmDialog;
  /** The button's words (any words only a screen reader needs in a visually hidden span). */
  label: ReactNode;
  /** The button's look: `button--danger` unless given (`button--secondary`). */
  buttonClassName?: string;
  /** Puts the button in a button row of its own. */
  inRow?: boolean;
}

/**
 * A button that asks first: it opens its confirmation dialog (`ConfirmDeleteDialog`, given the rest of the props)
 * with Cancel focused. Unless `onClose` says otherwise, focus returns to the button once the dialog closes, except
 * after `dialog.finish` (the button may be gone).
 */
export function ConfirmedButton({ dialog, label, buttonClassName = 'button--danger', inRow = false, onClose, ...dialogProps }: ConfirmedButtonProps) {
  const { openerRef, open, returnFocus } = dialog;
  const button = (
    <button ref={openerRef} type="button" className={`button ${buttonClassName}`} onClick={open}>
      {label}
    </button>
  );
  return (
    <>
      {inRow ? <div className="button-row">{button}</div> : button}
      <ConfirmDeleteDialog dialog={dialog} onClose={onClose ?? returnFocus} {...dialogProps} />
    </>
  );
}
