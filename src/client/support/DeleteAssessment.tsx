import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { deleteAssessment } from '../api/support';
import { ErrorBox } from '../ErrorBox';
import { useAction } from '../forms/useAction';
import { failureText } from './failure-text';
import type { DeletedNotice } from './list-return';

/**
 * Delete Assessment and its confirmation: an in-page dialog that names the organisation. Escape or
 * Cancel closes it and focus returns to the button; after the delete the list it came from says so.
 */
export function DeleteAssessment({ id, organisation, listAddress }: { id: string; organisation: string; listAddress: string }) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const remove = useAction(failureText('Failed to delete assessment'));
  const name = organisation || 'the unnamed organisation';

  const open = () => {
    dialog.current?.showModal();
    // The safe choice has focus first, so a stray Enter keeps the assessment.
    cancel.current?.focus();
  };
  const close = () => dialog.current?.close();
  const confirm = () =>
    void remove.run(async () => {
      await deleteAssessment(id);
      close();
      const notice: DeletedNotice = { deleted: name };
      navigate(listAddress, { state: notice });
    });

  return (
    <>
      <button ref={opener} type="button" className="button button--danger" onClick={open}>
        Delete Assessment
      </button>
      <dialog ref={dialog} className="delete-dialog" aria-labelledby="delete-title" aria-describedby="delete-description" onClose={() => opener.current?.focus()}>
        <h2 id="delete-title">Delete {name}&apos;s assessment?</h2>
        <p id="delete-description">This removes the assessment, its notes and follow-up status for good. It cannot be undone.</p>
        <ErrorBox>{remove.error}</ErrorBox>
        <div className="button-row">
          <button ref={cancel} type="button" className="button button--secondary" onClick={close}>
            Cancel
          </button>
          <button type="button" className="button button--danger" aria-disabled={remove.busy} onClick={confirm}>
            {remove.busy ? 'Deleting...' : 'Yes, delete it'}
          </button>
        </div>
      </dialog>
    </>
  );
}
