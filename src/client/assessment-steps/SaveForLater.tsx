import { useState } from 'react';
import type { Assessment } from '../../domain/assessment';
import { ApiError } from '../api/http';
import { ErrorBox } from '../ErrorBox';
import { ownMessage, useAction } from '../forms/useAction';
import { paths } from '../paths';
import { fetchDraftSettings, saveDraft } from '../progress/server-drafts';
import type { DraftBody } from './valid-draft';
import { NewerCopyLink } from './NewerCopyLink';
import { SavedPanel, type SavedPanelProps } from './SavedPanel';
import './save-for-later.css';

interface SaveForLaterProps {
  /** The draft these answers were saved to before, if any. */
  draftId: string | undefined;
  /** When that draft was last saved or opened in this browser (its `updatedAt`), so a newer copy is never overwritten. */
  lastSavedAt: number | undefined;
  /** The answers so far as a draft body, at the step on screen. */
  draftBody: () => DraftBody;
  /** Remembers the saved draft with the progress in this browser. */
  onSaved: (draft: Assessment) => void;
}

/** What the last save showed; its `count` keys the panel, so each save opens it afresh, moves focus to it and is read again. */
type Saved = SavedPanelProps;

/**
 * "Save and finish later": saves the answers so far as a server draft (the same one on every later
 * save) and shows its resume link; the respondent can go on answering meanwhile. A save refused
 * because the draft was saved or submitted elsewhere since says so and offers the newer copy.
 */
export function SaveForLater({ draftId, lastSavedAt, draftBody, onSaved }: SaveForLaterProps) {
  const [saved, setSaved] = useState<Saved>();
  const [conflict, setConflict] = useState<string>();
  const { busy, error, run } = useAction(ownMessage('Your answers could not be saved. Please try again.'));

  const save = () =>
    run(async () => {
      setConflict(undefined);
      try {
        const { body, leftOut } = draftBody();
        const [{ draft, accessKey }, settings] = await Promise.all([saveDraft(draftId, body, lastSavedAt), fetchDraftSettings()]);
        onSaved(draft);
        const link = new URL(paths.resume(draft.id, accessKey), window.location.origin).href;
        setSaved((previous) => ({ id: draft.id, link, settings, leftOut, emailSaved: draft.respondentEmail !== '', count: (previous?.count ?? 0) + 1, savedAt: draft.updatedAt }));
      } catch (failure) {
        // The panel of an earlier save would say "Your answers are saved" beside the failure: it closes.
        setSaved(undefined);
        if (failure instanceof ApiError && failure.status === 409 && draftId !== undefined) setConflict(draftId);
        throw failure;
      }
    });

  return (
    <div className="save-for-later">
      <button type="button" className="button button--secondary" onClick={() => void save()} aria-disabled={busy ? 'true' : undefined}>
        {busy ? 'Saving…' : 'Save and finish later'}
      </button>
      <ErrorBox>{error}</ErrorBox>
      {conflict && error && <NewerCopyLink draftId={conflict} />}
      {saved && <SavedPanel key={saved.count} {...saved} />}
    </div>
  );
}
