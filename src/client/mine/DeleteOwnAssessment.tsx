import { deleteOwnAssessment } from '../api/own-assessments';
import { ConfirmedButton, useConfirmDialog } from '../forms/ConfirmDeleteDialog';
import { ownMessage, useAction } from '../forms/useAction';

/**
 * Delete and its confirmation, for the respondent: an in-page dialog that names the organisation and
 * says it cannot be undone. Cancel has focus first; Escape or Cancel closes it and focus returns to the
 * button. Once deleted, this browser forgets the key and the page says so.
 */
export function DeleteOwnAssessment({ id, organisation, onDeleted }: { id: string; organisation: string; onDeleted: (id: string, words: string) => void }) {
  const dialog = useConfirmDialog();
  const remove = useAction(ownMessage('The assessment could not be deleted. Please try again.'));
  const confirm = () =>
    void remove.run(async () => {
      const outcome = await deleteOwnAssessment(id);
      // Once deleted, the page moves focus itself: the button is about to go.
      dialog.finish();
      onDeleted(
        id,
        outcome === 'deleted'
          ? `The assessment of ${organisation} was deleted.`
          : `The assessment of ${organisation} was already gone from our servers; this browser has forgotten it.`,
      );
    });

  return (
    <ConfirmedButton
      dialog={dialog}
      action={remove}
      label={
        <>
          Delete<span className="visually-hidden"> the assessment of {organisation}</span>
        </>
      }
      className="own-delete-dialog"
      title={`Delete the assessment of ${organisation}?`}
      description="This removes the assessment and all its answers from our servers for good. It cannot be undone. The audit log keeps a record that you deleted it, with the organisation's name."
      onConfirm={confirm}
    />
  );
}
