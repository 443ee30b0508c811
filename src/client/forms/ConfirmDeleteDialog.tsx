import { useId, useRef, type ReactNode, type RefObject } from 'react';
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

/**
 * An in-page dialog that asks before deleting, or before another change that is confirmed first: its
 * title and what the change means, any `children` (a field the change needs, such as the current
 * password), any failure in words, then Cancel and "Yes, delete it" (or `confirmLabel`, with `busyLabel`
 * while it runs; `tone` 'primary' for a change that removes nothing). `onClose` runs however it closes
 * (Escape, Cancel or after the change).
 */
export function ConfirmDeleteDialog({
  dialogRef,
  cancelRef,
  onCancel,
  className,
  title,
  description,
  error,
  busy,
  onConfirm,
  onClose,
  confirmLabel = 'Yes, delete it',
  busyLabel = 'Deleting...',
  tone = 'danger',
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  cancelRef: RefObject<HTMLButtonElement | null>;
  onCancel: () => void;
  className: string;
  title: ReactNode;
  description: ReactNode;
  error: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onClose?: () => void;
  confirmLabel?: string;
  busyLabel?: string;
  tone?: 'danger' | 'primary';
  children?: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog ref={dialogRef} className={className} aria-labelledby={titleId} aria-describedby={descriptionId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      <p id={descriptionId}>{description}</p>
      {children}
      <ErrorBox>{error}</ErrorBox>
      <div className="button-row">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={`button button--${tone}`} aria-disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
