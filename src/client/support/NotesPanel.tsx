import { useState, type FormEvent } from 'react';
import { MAX_NOTE_LENGTH } from '../../domain/constants';
import { noteInputSchema, type ConsultantNote } from '../../domain/follow-up';
import { australianDateTime } from '../../domain/support-views';
import { addNote } from '../api/support';
import { ErrorBox } from '../ErrorBox';
import { errorProps, FieldError } from '../forms/FieldError';
import { useAction } from '../forms/useAction';
import { failureText } from './failure-text';

/** The consultant's private notes, newest first with author, date and time, and the form that adds one. */
export function NotesPanel({ assessmentId, notes, onAdded }: { assessmentId: string; notes: readonly ConsultantNote[]; onAdded: () => void }) {
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
      <h3 id="notes-title">Notes</h3>
      {notes.length === 0 ? (
        <p className="hint">No notes yet.</p>
      ) : (
        <ol className="notes" aria-labelledby="notes-title">
          {notes.map((note) => (
            <li key={note.id} className="note">
              <p className="note__meta">
                {note.author}, <time dateTime={new Date(note.createdAt).toISOString()}>{australianDateTime(note.createdAt)}</time>
              </p>
              <p className="note__text">{note.text}</p>
            </li>
          ))}
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
