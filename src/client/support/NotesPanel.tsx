import { useState, type FormEvent } from 'react';
import { MAX_NOTE_LENGTH } from '../../domain/constants';
import { noteInputSchema, type ConsultantNote, type FollowUpChange } from '../../domain/follow-up';
import { followUpChangeInWords, followUpTimeline } from '../../domain/follow-up-timeline';
import { australianDateTime } from '../../domain/support-views';
import { addNote } from '../api/support';
import { ErrorBox } from '../ErrorBox';
import { errorProps, FieldError } from '../forms/FieldError';
import { useAction } from '../forms/useAction';
import { failureText } from './failure-text';

/**
 * The timeline of the consultant's private notes and the follow-up's changes (status, owner, next action: from what to
 * what), newest first, each with who and when; and the form that adds a note.
 */
export function NotesPanel({
  assessmentId,
  notes,
  changes,
  onAdded,
}: {
  assessmentId: string;
  notes: readonly ConsultantNote[];
  changes: readonly FollowUpChange[];
  onAdded: () => void;
}) {
  const timeline = followUpTimeline(notes, changes);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const add = useAction(failureText('Failed to add the note'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same schema as the server's: an empty or too long note is refused before it is sent.
    const parsed = noteInputSchema.safeParse({ text });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    void add.run(async () => {
      await addNote(assessmentId, parsed.data.text);
      setText('');
      onAdded();
    });
  };
  return (
    <>
      <h3 id="notes-title">Notes and changes</h3>
      {timeline.length === 0 ? (
        <p className="hint">No notes or changes yet.</p>
      ) : (
        <ol className="notes" aria-labelledby="notes-title">
          {timeline.map((entry) => {
            const [by, text] = entry.kind === 'note' ? [entry.note.author, entry.note.text] : [entry.change.changedBy || 'The re-assessment, on submission', followUpChangeInWords(entry.change)];
            return (
              <li key={`${entry.kind}:${entry.kind === 'note' ? entry.note.id : entry.change.id}`} className={entry.kind === 'note' ? 'note' : 'note note--change'}>
                <p className="note__meta">
                  {by}, <time dateTime={new Date(entry.at).toISOString()}>{australianDateTime(entry.at)}</time>
                </p>
                <p className="note__text">{text}</p>
              </li>
            );
          })}
        </ol>
      )}
      <form className="note-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="note">New note</label>
          <p className="hint" id="note-hint">
            Private to the support team: never shown to the respondent nor in a report. The respondent&apos;s data download says only how many notes
            there are. Up to {MAX_NOTE_LENGTH.toLocaleString('en-AU')} characters.
          </p>
          <textarea id="note" name="note" rows={4} value={text} onChange={(event) => setText(event.target.value)} {...errorProps('note', fieldError, 'note-hint')} />
          <FieldError name="note" message={fieldError} />
        </div>
        <button type="submit" className="button button--secondary" aria-disabled={add.busy}>
          {add.busy ? 'Adding...' : 'Add note'}
        </button>
        <ErrorBox>{add.error}</ErrorBox>
      </form>
    </>
  );
}
