import { useRef, useState, type FormEvent } from 'react';
import type { RequirementAnswer } from '../../../domain/framework/outcomes';
import type { Finding } from '../../../domain/review/finding';
import { ApiError } from '../../api/http';
import { saveFinding } from '../../api/review';
import { checkDraft, draftInWords, draftOf, sameDraft, savedLine, type EntryDraft, type FindingDraft } from './finding-draft';
import { FindingFields } from './FindingFields';
import { NotSavedNotice } from './NotSavedNotice';
import type { ReviewEntryContext } from './review-entry-context';
import { saveFailure, type SaveFailure } from './save-failure';
import { SaveFailureBox } from './SaveFailureBox';

interface FindingFormProps {
  context: ReviewEntryContext;
  requirementId: string;
  answer: RequirementAnswer | undefined;
  finding: Finding | undefined;
}

const DRAFT_FIELDS = ['outcome', 'testMethod', 'evidenceQuality', 'note', 'reviewBy', 'acceptedBy'] as const;

/** The messages of the fields a change touched are dropped; the others stay until the next save. */
function stillWrong(errors: Record<string, string>, before: FindingDraft, after: FindingDraft): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) => {
      const field = DRAFT_FIELDS.find((known) => known === name);
      return field === undefined || before[field] === after[field];
    }),
  );
}

/**
 * One requirement's finding form. Its draft lives here, so typing renders this form alone, and in the
 * review's draft store, so a filter that hides it, a reload or signing in again loses nothing. After a
 * save focus stays where it was and "Saved" is announced; when someone else saved first, their finding
 * fills the form and what was typed here is shown beside it, to put back and save over theirs.
 */
export function FindingForm({ context, requirementId, answer, finding }: FindingFormProps) {
  const { assessmentId, today, drafts, onSaved, onReviewFinished } = context;
  const [entry, setEntryState] = useState<EntryDraft>(() => drafts.get(requirementId) ?? { draft: draftOf(finding) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<SaveFailure>();
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const stem = `finding-${requirementId}`;
  const saved = draftOf(finding);
  const unsaved = !sameDraft(entry.draft, saved);

  const setEntry = (next: EntryDraft) => {
    setEntryState(next);
    if (next.notSaved === undefined && next.draft.version === saved.version && sameDraft(next.draft, saved)) drafts.remove(requirementId);
    else drafts.set(requirementId, next);
  };
  const change = (draft: FindingDraft) => {
    setAnnouncement('');
    setErrors((current) => stillWrong(current, entry.draft, draft));
    setEntry({ ...entry, draft });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    setAnnouncement('');
    const checked = checkDraft(entry.draft, today);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // Rendered with the messages, then focused: the first field in error, so its message is read with it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const answered = await saveFinding(assessmentId, requirementId, checked.input);
      if ('saved' in answered) {
        setErrors({});
        setEntryState({ draft: draftOf(answered.saved) });
        drafts.remove(requirementId);
        setAnnouncement('Saved');
        onSaved(answered.saved);
      } else {
        setEntry({ draft: draftOf(answered.newer), notSaved: entry.draft });
        onSaved(answered.newer);
      }
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      setFailure(saveFailure(error, 'the finding'));
      if (error instanceof ApiError && error.code === 'review_finished') onReviewFinished();
    } finally {
      setBusy(false);
    }
  };

  const { notSaved } = entry;
  return (
    <form ref={form} className="review-finding" onSubmit={(event) => void submit(event)} noValidate>
      {notSaved && finding && (
        <NotSavedNotice
          lines={draftInWords(notSaved)}
          putBackLabel="Put back what I had"
          form={form}
          onPutBack={() => setEntry({ draft: { ...notSaved, version: entry.draft.version } })}
        >
          <strong>Someone else saved a finding for this requirement first, so yours was not saved.</strong> The form now shows theirs ({savedLine(finding)}).
          What you had:
        </NotSavedNotice>
      )}
      <FindingFields stem={stem} draft={entry.draft} errors={errors} answer={answer} today={today} lastMethod={context.lastTestMethod()} onChange={change} />
      <div className="review-finding__foot">
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? 'Saving...' : 'Save finding'}
        </button>
        <p className="hint review-finding__saved">
          {unsaved ? 'Changes not saved yet. ' : ''}
          {finding ? savedLine(finding) : 'Not reviewed yet.'}
        </p>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <SaveFailureBox failure={failure} />
    </form>
  );
}
