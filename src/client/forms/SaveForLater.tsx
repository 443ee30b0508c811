import { useState } from 'react';
import { ErrorBox } from '../ErrorBox';
import { ownMessage, useAction } from './useAction';
import { paths } from '../paths';
import { fetchDraftSettings, saveDraft, type DraftSettings } from '../progress/server-drafts';
import type { DraftBody } from './valid-draft';
import { SavedPanel } from './SavedPanel';
import './save-for-later.css';

interface SaveForLaterProps {
  /** The draft these answers were saved to before, if any. */
  draftId: string | undefined;
  /** The answers so far as a draft body, at the step on screen. */
  draftBody: () => DraftBody;
  /** Remembers the draft's id with the progress in this browser. */
  onSaved: (draftId: string) => void;
}

interface Saved {
  id: string;
  link: string;
  settings: DraftSettings;
  leftOut: DraftBody['leftOut'];
  emailSaved: boolean;
}

/**
 * "Save and finish later": saves the answers so far as a server draft (the same one on every later
 * save) and shows its resume link; the respondent can go on answering meanwhile.
 */
export function SaveForLater({ draftId, draftBody, onSaved }: SaveForLaterProps) {
  const [saved, setSaved] = useState<Saved>();
  const { busy, error, run } = useAction(ownMessage('Your answers could not be saved. Please try again.'));

  const save = () =>
    run(async () => {
      const { body, leftOut } = draftBody();
      const [{ draft, accessKey }, settings] = await Promise.all([saveDraft(draftId, body), fetchDraftSettings()]);
      onSaved(draft.id);
      const link = new URL(paths.resume(draft.id, accessKey), window.location.origin).href;
      setSaved({ id: draft.id, link, settings, leftOut, emailSaved: draft.respondentEmail !== '' });
    });

  return (
    <div className="save-for-later">
      <button type="button" className="button button--secondary" onClick={() => void save()} aria-disabled={busy ? 'true' : undefined}>
        {busy ? 'Saving…' : 'Save and finish later'}
      </button>
      <ErrorBox>{error}</ErrorBox>
      {saved && <SavedPanel key={saved.link + String(saved.leftOut.length)} {...saved} />}
    </div>
  );
}
