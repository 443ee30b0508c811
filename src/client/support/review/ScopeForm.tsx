import { useRef, useState, type FormEvent } from 'react';
import { dayInWords } from '../../../domain/calendar-day';
import type { ReviewScopeFields } from '../../../domain/review/review-scope';
import { ApiError } from '../../api/http';
import { saveScope, type SavedScope } from '../../api/review';
import { TextAreaField } from '../../forms/TextAreaField';
import { TextField } from '../../forms/TextField';
import type { DraftStore } from './review-drafts';
import { saveFailure, type SaveFailure } from './save-failure';
import { NotSavedNotice } from './NotSavedNotice';
import { SaveFailureBox } from './SaveFailureBox';
import { checkScope, SCOPE_FIELD_NAMES, SCOPE_FIELDS, sameScope, scopeInWords, type ScopeDraft } from './scope-draft';

const HINTS: Record<keyof ReviewScopeFields, string> = {
  systems: 'The system and its boundary as agreed with its owner, and anything left out with why.',
  sampling: 'How many workstations, servers and network devices were sampled, how they were chosen, and why that many.',
  approach: 'The techniques and tools used, such as scripts, configuration reviews, documents and interviews.',
  limitations: 'Anything that limited the assessment, such as a small sample or testing that was not allowed.',
  firstDay: '',
  lastDay: '',
  assessors: 'Who assessed, with their qualifications.',
};

const TEXT_AREAS = ['systems', 'sampling', 'approach', 'limitations'] as const;

interface ScopeFormProps {
  assessmentId: string;
  saved: SavedScope;
  finished: boolean;
  drafts: DraftStore<ScopeDraft>;
  onSaved: (saved: SavedScope) => void;
}

/** The scope as saved, read-only: each field written, in words. */
function SavedScopeText({ fields }: { fields: ReviewScopeFields }) {
  const written = SCOPE_FIELDS.filter((name) => fields[name].trim() !== '');
  if (written.length === 0) return <p>No scope was written.</p>;
  return (
    <dl className="details review-scope__saved">
      {written.map((name) => (
        <div key={name} className="review-scope__row">
          <dt>{SCOPE_FIELD_NAMES[name]}</dt>
          <dd>{name === 'firstDay' || name === 'lastDay' ? dayInWords(fields[name]) : fields[name]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Scope and approach": the systems in scope and exclusions, the sampling, the approach, the limitations,
 * the first and last day and the assessors, saved with the version read. When someone else saved first,
 * their scope fills the form and what was written here is shown beside it, to put back and save over theirs.
 */
export function ScopeForm({ assessmentId, saved, finished, drafts, onSaved }: ScopeFormProps) {
  const [draft, setDraftState] = useState<ScopeDraft>(() => drafts.get('scope') ?? { fields: saved.scope, version: saved.version });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<SaveFailure>();
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const setDraft = (next: ScopeDraft) => {
    setDraftState(next);
    if (next.notSaved === undefined && next.version === saved.version && sameScope(next.fields, saved.scope)) drafts.remove('scope');
    else drafts.set('scope', next);
  };
  const change = (name: keyof ReviewScopeFields) => (value: string) => {
    setConfirmation('');
    setErrors(({ [name]: _fixed, ...rest }) => rest);
    setDraft({ ...draft, fields: { ...draft.fields, [name]: value } });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkScope(draft.fields, draft.version);
    setFailure(undefined);
    setConfirmation('');
    if ('errors' in checked) {
      setErrors(checked.errors);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await saveScope(assessmentId, checked.input);
      if ('saved' in answer) {
        setErrors({});
        setDraftState({ fields: answer.saved.scope, version: answer.saved.version });
        drafts.remove('scope');
        setConfirmation('Scope and approach saved.');
      } else {
        setDraft({ fields: answer.newer.scope, version: answer.newer.version, notSaved: draft.fields });
      }
      onSaved('saved' in answer ? answer.saved : answer.newer);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      setFailure(saveFailure(error, 'the scope'));
    } finally {
      setBusy(false);
    }
  };

  if (finished) return <SavedScopeText fields={saved.scope} />;
  const field = (name: keyof ReviewScopeFields) => ({ name, id: `scope-${name}`, label: SCOPE_FIELD_NAMES[name], value: draft.fields[name], error: errors[name], onChange: change(name) });
  return (
    <form ref={form} className="review-scope" onSubmit={(event) => void submit(event)} noValidate>
      {draft.notSaved && (
        <NotSavedNotice
          lines={scopeInWords(draft.notSaved)}
          putBackLabel="Put back what I wrote"
          form={form}
          onPutBack={() => draft.notSaved && setDraft({ fields: draft.notSaved, version: draft.version })}
        >
          <strong>Someone else changed the scope and approach after you opened it, so yours was not saved.</strong> The form now shows theirs. What you
          wrote:
        </NotSavedNotice>
      )}
      <div className="review-scope__texts">
        {TEXT_AREAS.map((name) => (
          <TextAreaField key={name} {...field(name)} hint={HINTS[name]} rows={3} />
        ))}
      </div>
      <div className="review-scope__days">
        <TextField {...field('firstDay')} type="date" />
        <TextField {...field('lastDay')} type="date" />
      </div>
      <TextField {...field('assessors')} hint={HINTS.assessors} autoComplete="off" />
      <div className="button-row">
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? 'Saving...' : 'Save the scope'}
        </button>
        <p role="status" className="hint">
          {confirmation}
        </p>
      </div>
      <SaveFailureBox failure={failure} />
    </form>
  );
}
