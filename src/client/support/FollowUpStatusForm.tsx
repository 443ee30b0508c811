import { useState, type FormEvent } from 'react';
import { FOLLOW_UP_NAMES, followUpStatusSchema, type FollowUpStatus } from '../../domain/follow-up';
import { saveFollowUpStatus } from '../api/support';
import { ErrorBox } from '../ErrorBox';
import { useAction } from '../forms/useAction';
import { failureText } from './failure-text';
import { FollowUpOptions } from './FollowUpOptions';

/** The follow-up status select and its Save button; says when the status is saved, or why it was not. */
export function FollowUpStatusForm({ assessmentId, saved, onSaved }: { assessmentId: string; saved: FollowUpStatus; onSaved: () => void }) {
  const [chosen, setChosen] = useState<FollowUpStatus>(saved);
  const [confirmed, setConfirmed] = useState<FollowUpStatus>();
  const save = useAction(failureText('Failed to save the follow-up status'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirmed(undefined);
    void save.run(async () => {
      setConfirmed(await saveFollowUpStatus(assessmentId, chosen));
      onSaved();
    });
  };
  return (
    <form className="follow-up__status" onSubmit={submit}>
      <div className="field">
        <label htmlFor="follow-up-status">Follow-up status</label>
        <select
          id="follow-up-status"
          value={chosen}
          onChange={(event) => {
            setConfirmed(undefined);
            setChosen(followUpStatusSchema.safeParse(event.target.value).data ?? 'new');
          }}
        >
          <FollowUpOptions />
        </select>
      </div>
      <button type="submit" className="button button--secondary" aria-disabled={save.busy}>
        {save.busy ? 'Saving...' : 'Save status'}
      </button>
      <p role="status" className="hint">
        {confirmed ? `Follow-up status saved: ${FOLLOW_UP_NAMES[confirmed]}` : ''}
      </p>
      <ErrorBox>{save.error}</ErrorBox>
    </form>
  );
}
