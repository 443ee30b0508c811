import { useState, type FormEvent } from 'react';
import { followUpStatusSchema, followUpUpdateSchema, MAX_NEXT_ACTION_TEXT_LENGTH, type FollowUpState, type FollowUpStatus } from '../../domain/follow-up';
import { saveFollowUp } from '../api/support';
import { ApiError } from '../api/http';
import { ErrorBox } from '../ErrorBox';
import { today } from '../today';
import { errorProps, FieldError } from '../forms/FieldError';
import { useAction } from '../forms/useAction';
import { failureText } from './failure-text';
import { FollowUpOptions } from './FollowUpOptions';

type FieldErrors = Partial<Record<'owner' | 'nextActionOn' | 'nextActionText', string>>;

/**
 * The follow-up's status, owner (an enabled account, or nobody), next action (what, in words) and its date, and their
 * Save button; says when the follow-up is saved, or why not beside the field, and when a next-action date chosen has
 * already passed. The follow-up is the organisation's series': it carries to its re-assessments. The last save wins,
 * as the status alone always has.
 */
export function FollowUpForm({ assessmentId, saved, owners, onSaved }: { assessmentId: string; saved: FollowUpState; owners: readonly string[]; onSaved: () => void }) {
  const [status, setStatus] = useState<FollowUpStatus>(saved.status);
  const [owner, setOwner] = useState(saved.owner ?? '');
  const [nextAction, setNextAction] = useState(saved.nextActionOn ?? '');
  const [nextActionText, setNextActionText] = useState(saved.nextActionText ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmed, setConfirmed] = useState(false);
  const save = useAction(failureText('Failed to save the follow-up'));
  const edited = () => setConfirmed(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirmed(false);
    // The same schema as the server's: a date that is not a day is refused before it is sent.
    const parsed = followUpUpdateSchema.safeParse({ status, owner: owner || null, nextActionOn: nextAction || null, nextActionText: nextActionText.trim() || null });
    setErrors(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    if (!parsed.success) return;
    void save.run(async () => {
      try {
        await saveFollowUp(assessmentId, parsed.data);
      } catch (failure) {
        if (failure instanceof ApiError) setErrors({ owner: failure.fields.owner, nextActionOn: failure.fields.nextActionOn, nextActionText: failure.fields.nextActionText });
        throw failure;
      }
      setConfirmed(true);
      onSaved();
    });
  };
  // A day already gone is allowed (a next action missed is worth recording), but said, as it saves an overdue item.
  const passed = nextAction !== '' && nextAction !== (saved.nextActionOn ?? '') && nextAction < today();
  // An owner whose account has been disabled since stays shown, so saving the status does not quietly drop them.
  const ownerChoices = saved.owner && !owners.includes(saved.owner) ? [...owners, saved.owner] : owners;
  return (
    <form className="follow-up__status" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="follow-up-status">Follow-up status</label>
        <select
          id="follow-up-status"
          value={status}
          aria-describedby={saved.status === 're-assessed' ? 'follow-up-status-hint' : undefined}
          onChange={(event) => {
            edited();
            setStatus(followUpStatusSchema.safeParse(event.target.value).data ?? 'new');
          }}
        >
          <FollowUpOptions />
        </select>
        {saved.status === 're-assessed' && (
          <p className="hint" id="follow-up-status-hint">
            The organisation has submitted a re-assessment since: look at it, then set the status again.
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="follow-up-owner">Owner</label>
        <select id="follow-up-owner" value={owner} onChange={(event) => {
            edited();
            setOwner(event.target.value);
          }} {...errorProps('follow-up-owner', errors.owner)}>
          <option value="">Nobody</option>
          {ownerChoices.map((username) => (
            <option key={username} value={username}>
              {owners.includes(username) ? username : `${username} (account disabled)`}
            </option>
          ))}
        </select>
        <FieldError name="follow-up-owner" message={errors.owner} />
      </div>
      <div className="field follow-up__action">
        <label htmlFor="follow-up-next-action-text">Next action</label>
        <p className="hint" id="follow-up-next-action-text-hint">
          Optional. What to do next, up to {MAX_NEXT_ACTION_TEXT_LENGTH} characters.
        </p>
        <input
          id="follow-up-next-action-text"
          type="text"
          value={nextActionText}
          onChange={(event) => {
            edited();
            setNextActionText(event.target.value);
          }}
          {...errorProps('follow-up-next-action-text', errors.nextActionText, 'follow-up-next-action-text-hint')}
        />
        <FieldError name="follow-up-next-action-text" message={errors.nextActionText} />
      </div>
      <div className="field">
        <label htmlFor="follow-up-next-action">Next action date</label>
        <p className="hint" id="follow-up-next-action-hint">
          Optional. Overdue from the day after.
        </p>
        <input
          id="follow-up-next-action"
          type="date"
          value={nextAction}
          onChange={(event) => {
            edited();
            setNextAction(event.target.value);
          }}
          {...errorProps('follow-up-next-action', errors.nextActionOn, 'follow-up-next-action-hint')}
        />
        <FieldError name="follow-up-next-action" message={errors.nextActionOn} />
        <p role="status" className="hint">
          {passed ? 'This day has passed: saved, the next action shows as overdue.' : ''}
        </p>
      </div>
      <button type="submit" className="button button--secondary" aria-disabled={save.busy}>
        {save.busy ? 'Saving...' : 'Save follow-up'}
      </button>
      <p role="status" className="hint">
        {confirmed ? 'Follow-up saved' : ''}
      </p>
      <ErrorBox>{save.error}</ErrorBox>
    </form>
  );
}
