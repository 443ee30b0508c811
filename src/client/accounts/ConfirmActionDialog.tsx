import { useEffect } from 'react';
import { ConfirmDeleteDialog, useConfirmDialog } from '../forms/ConfirmDeleteDialog';
import { ownMessage, useAction } from '../forms/useAction';

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
  const dialog = useConfirmDialog();
  const { dialogRef, cancelRef, close } = dialog;
  const request = useAction(ownMessage('That did not work. Please try again.'));

  useEffect(() => {
    if (!action) return;
    dialogRef.current?.showModal();
    cancelRef.current?.focus();
  }, [action, dialogRef, cancelRef]);

  const confirm = () => {
    if (!action || request.busy) return;
    void request.run(async () => {
      await action.run();
      close();
      onDone(action.done, action.removesButton ?? false);
    });
  };

  return (
    <ConfirmDeleteDialog
      dialog={dialog}
      action={request}
      className="accounts-dialog"
      title={action?.title}
      description={action?.description}
      onConfirm={confirm}
      confirmLabel={action?.confirm ?? ''}
      busyLabel="Working..."
      tone="primary"
    />
  );
}
