import { useId, type ReactNode, type RefObject } from 'react';
import { ErrorBox } from '../ErrorBox';

/**
 * An in-page dialog that asks before a change that cannot be undone (removing the authenticator app,
 * replacing the recovery codes): its title and what the change means, any failure in words, then Cancel
 * (focused when it opens, see useConfirmDialog) and the change's own words on the other button.
 * `children` go between the description and the buttons (a field the change needs, such as the current password).
 */
export function ConfirmChoiceDialog({
  dialogRef,
  cancelRef,
  title,
  description,
  confirmLabel,
  busyLabel,
  error,
  busy,
  onConfirm,
  onCancel,
  onClose,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  cancelRef: RefObject<HTMLButtonElement | null>;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  error: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog ref={dialogRef} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={descriptionId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      <p id={descriptionId}>{description}</p>
      {children}
      <ErrorBox>{error}</ErrorBox>
      <div className="button-row">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--danger" aria-disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
