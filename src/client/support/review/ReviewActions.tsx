import { useEffect, useRef, useState } from 'react';
import { reviewIncompleteMessage } from '../../../domain/review/assessed-level';
import type { Review } from '../../../domain/review/review';
import { changeReview, type ReviewStep } from '../../api/review';
import { ErrorBox } from '../../ErrorBox';
import { ConfirmDeleteDialog, useConfirmDialog } from '../../forms/ConfirmDeleteDialog';
import { useAction } from '../../forms/useAction';
import { failureText } from '../failure-text';

/** What each change says once made, in the status line. */
const DONE: Record<ReviewStep, string> = {
  finish: 'The review is finished. Its findings are read-only until it is reopened.',
  reopen: 'The review is open again. It is no longer shared with the respondent.',
  share: 'The review is shared with the respondent.',
  'stop-sharing': 'The review is no longer shared with the respondent.',
};

interface ReviewActionsProps {
  assessmentId: string;
  review: Review;
  /** How many requirements within the target have no finding yet: the server refuses to finish until none. */
  unreviewed: number;
  onChanged: (review: Review) => void;
  /** Shows the requirements within the target not yet reviewed in the register, and moves focus there. */
  onShowUnreviewed: () => void;
}

/**
 * Finish the review (asked first, in a dialog), reopen it, share it with the respondent or stop sharing.
 * Each answer is the review as it then stands; the status line says what changed. While requirements within the
 * target have no finding, the dialog says how many and offers to show them instead of finishing.
 */
export function ReviewActions({ assessmentId, review, unreviewed, onChanged, onShowUnreviewed }: ReviewActionsProps) {
  const [done, setDone] = useState<ReviewStep>();
  const action = useAction(failureText('The review could not be changed'));
  const finishing = useAction(failureText('The review could not be finished'));
  const dialog = useConfirmDialog();
  const buttons = useRef<HTMLDivElement>(null);
  const { status } = review;
  // The button pressed gives way to the next step's, so focus moves to the first of those.
  useEffect(() => {
    if (done) buttons.current?.querySelector('button')?.focus();
  }, [done, status]);
  const run = (step: ReviewStep) =>
    void action.run(async () => {
      setDone(undefined);
      onChanged(await changeReview(assessmentId, step));
      setDone(step);
    });
  const finish = () =>
    void finishing.run(async () => {
      setDone(undefined);
      onChanged(await changeReview(assessmentId, 'finish'));
      dialog.finish();
      setDone('finish');
    });
  const showUnreviewed = () => {
    // Closed first: the dialog puts focus back where it was as it closes, and the register's heading takes it after.
    dialog.finish();
    onShowUnreviewed();
  };
  const button = (step: ReviewStep, label: string, tone = 'secondary') => (
    <button type="button" className={`button button--${tone}`} aria-disabled={action.busy} onClick={() => run(step)}>
      {label}
    </button>
  );
  return (
    <div className="review-actions">
      <div className="button-row" ref={buttons}>
        {status === 'in-review' && (
          <button ref={dialog.openerRef} type="button" className="button button--primary" onClick={dialog.open}>
            Finish the review
          </button>
        )}
        {status === 'finished' && button('share', 'Share with the respondent', 'primary')}
        {status === 'shared' && button('stop-sharing', 'Stop sharing')}
        {(status === 'finished' || status === 'shared') && button('reopen', 'Reopen the review')}
      </div>
      {status === 'not-started' && <p className="hint">Save a finding or the scope to start the review; it can be finished once started.</p>}
      {status === 'finished' && <p className="hint">Sharing shows the respondent the scope, the findings and the assessed levels, not who saved each.</p>}
      <p role="status" className="hint">
        {done ? DONE[done] : ''}
      </p>
      <ErrorBox>{action.error}</ErrorBox>
      <ConfirmDeleteDialog
        dialog={dialog}
        action={finishing}
        className="delete-dialog"
        title={unreviewed > 0 ? 'The review cannot be finished yet' : 'Finish the review?'}
        description={unreviewed > 0 ? `${reviewIncompleteMessage(unreviewed)}.` : 'The findings and the scope become read-only until the review is reopened.'}
        confirmLabel={unreviewed > 0 ? `Show the ${unreviewed.toLocaleString('en-AU')} not yet reviewed` : 'Yes, finish it'}
        busyLabel="Finishing..."
        tone="primary"
        onConfirm={unreviewed > 0 ? showUnreviewed : finish}
        onClose={dialog.returnFocus}
      />
    </div>
  );
}
