import { useNavigate } from 'react-router';
import { deleteAssessment } from '../api/support';
import { ConfirmDeleteDialog, useConfirmDialog } from '../forms/ConfirmDeleteDialog';
import { useAction } from '../forms/useAction';
import { failureText } from './failure-text';
import type { DeletedNotice } from './list-return';

/**
 * Delete Assessment and its confirmation: an in-page dialog that names the organisation. Escape or
 * Cancel closes it and focus returns to the button; after the delete the list it came from says so.
 */
export function DeleteAssessment({ id, organisation, listAddress }: { id: string; organisation: string; listAddress: string }) {
  const navigate = useNavigate();
  const { dialogRef, openerRef, cancelRef, open, close } = useConfirmDialog();
  const remove = useAction(failureText('Failed to delete assessment'));
  const name = organisation || 'the unnamed organisation';
  const confirm = () =>
    void remove.run(async () => {
      await deleteAssessment(id);
      close();
      const notice: DeletedNotice = { deleted: name };
      navigate(listAddress, { state: notice });
    });

  return (
    <>
      <button ref={openerRef} type="button" className="button button--danger" onClick={open}>
        Delete Assessment
      </button>
      <ConfirmDeleteDialog
        dialogRef={dialogRef}
        cancelRef={cancelRef}
        onCancel={close}
        className="delete-dialog"
        title={`Delete ${name}'s assessment?`}
        description="This removes the assessment, its notes and follow-up status for good. It cannot be undone."
        error={remove.error}
        busy={remove.busy}
        onConfirm={confirm}
        onClose={() => openerRef.current?.focus()}
      />
    </>
  );
}
