import { useNavigate } from '../router';
import { deleteAssessment } from '../api/support';
import { ConfirmedButton, useConfirmDialog } from '../forms/ConfirmDeleteDialog';
import { useAction } from '../forms/useAction';
import { failureText } from './failure-text';
import type { DeletedNotice } from './list-return';

/**
 * Delete Assessment and its confirmation: an in-page dialog that names the organisation. Escape or
 * Cancel closes it and focus returns to the button; after the delete the list it came from says so.
 */
export function DeleteAssessment({ id, organisation, listAddress }: { id: string; organisation: string; listAddress: string }) {
  const navigate = useNavigate();
  const dialog = useConfirmDialog();
  const remove = useAction(failureText('Failed to delete assessment'));
  const name = organisation || 'the unnamed organisation';
  const confirm = () =>
    void remove.run(async () => {
      await deleteAssessment(id);
      dialog.close();
      const notice: DeletedNotice = { deleted: name };
      navigate(listAddress, { state: notice });
    });

  return (
    <ConfirmedButton
      dialog={dialog}
      action={remove}
      label="Delete Assessment"
      className="delete-dialog"
      title={`Delete ${name}'s assessment?`}
      description="This removes the assessment, its notes and follow-up status for good. It cannot be undone."
      onConfirm={confirm}
    />
  );
}
