import { useId, useRef } from 'react';
import { deleteOwnAssessment } from '../api/own-assessments';
import { ErrorBox } from '../ErrorBox';
import { ownMessage, useAction } from '../forms/useAction';

/**
 * Delete and its confirmation, for the respondent: an in-page dialog that names the organisation and
 * says it cannot be undone. Cancel has focus first; Escape or Cancel closes it and focus returns to the
 * button. Once deleted, this browser forgets the key and the page says so.
 */
export function DeleteOwnAssessment({ id, organisation, onDeleted }: { id: string; organisation: string; onDeleted: (id: string, words: string) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // Once deleted, the page moves focus itself: the button is about to go.
  const deleted = useRef(false);
  const remove = useAction(ownMessage('The assessment could not be deleted. Please try again.'));
  const titleId = useId();
  const descriptionId = useId();

  const open = () => {
    dialog.current?.showModal();
    // The safe choice has focus first, so a stray Enter keeps the assessment.
    cancel.current?.focus();
  };
  const close = () => dialog.current?.close();
  const confirm = () =>
    void remove.run(async () => {
      const outcome = await deleteOwnAssessment(id);
      deleted.current = true;
      close();
      onDeleted(
        id,
        outcome === 'deleted'
          ? `The assessment of ${organisation} was deleted.`
          : `The assessment of ${organisation} was already gone from our servers; this browser has forgotten it.`,
      );
    });

  return (
    <>
      <button ref={opener} type="button" className="button button--danger" onClick={open}>
        Delete<span className="visually-hidden"> the assessment of {organisation}</span>
      </button>
      <dialog ref={dialog} className="own-delete-dialog" aria-labelledby={titleId} aria-describedby={descriptionId} onClose={() => deleted.current || opener.current?.focus()}>
        <h2 id={titleId}>Delete the assessment of {organisation}?</h2>
        <p id={descriptionId}>
          This removes the assessment and all its answers from our servers for good. It cannot be undone. The audit log keeps a record that you
          deleted it, with the organisation&apos;s name.
        </p>
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
