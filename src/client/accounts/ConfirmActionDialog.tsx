import { useEffect, useId } from 'react';
import { useConfirmDialog } from '../forms/ConfirmDeleteDialog';
import { ownMessage, useAction } from '../forms/useAction';
import { ErrorBox } from '../ErrorBox';

/** An action on an account or an invitation that is confirmed first: its button, its question, and what it does. */
export interface ConfirmableAction {
  /** The words of the button that asks. */
  label: string;
  title: string;
  description: string;
  /** The words of the button that does it. */
  confirm: string;
  run: () => Promise<void>;
  /** What is said, as a status, once it is done. */
  done: string;
  /** Whether the button that asked goes away once it is done (so focus moves to what was done). */
  removesButton?: boolean;
}

/**
 * The dialog that asks before an account action: it opens when given an action (give each action a new
 * `key`, so no earlier refusal is shown with it), with Cancel
 * focused (the safe choice). Confirmed, it runs the action; a refusal (the last administrator) stays in
 * the dialog in words with role="alert"; success closes it (focus goes back to the button that asked)
 * and hands `onDone` the words of what was done.
 */
export function ConfirmActionDialog({
  action,
  onDone,
}: {
  action: ConfirmableAction | undefined;
  onDone: (message: string, removesButton: boolean) => void;
}) {
  const { dialogRef, cancelRef, close } = useConfirmDialog();
  const { busy, error, run } = useAction(ownMessage('That did not work. Please try again.'));
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!action) return;
    dialogRef.current?.showModal();
    cancelRef.current?.focus();
  }, [action, dialogRef, cancelRef]);

  const confirm = () => {
    if (!action || busy) return;
    void run(async () => {
      await action.run();
      close();
      onDone(action.done, action.removesButton ?? false);
    });
  };

  return (
    <dialog ref={dialogRef} className="accounts-dialog" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <h2 id={titleId}>{action?.title}</h2>
      <p id={descriptionId}>{action?.description}</p>
      <ErrorBox>{error}</ErrorBox>
      <div className="button-row">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={close}>
          Cancel
        </button>
        <button type="button" className="button button--primary" aria-disabled={busy} onClick={confirm}>
          {busy ? 'Working...' : action?.confirm}
        </button>
      </div>
    </dialog>
  );
}
