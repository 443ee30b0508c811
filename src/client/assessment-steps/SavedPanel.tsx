import { useEffect, useRef, useState } from 'react';
import { daysInWords } from '../../domain/format';
import type { DraftSettings } from '../progress/server-drafts';
import type { DraftBody } from './valid-draft';
import { EmailLinkButton } from './EmailLinkButton';

/** What one save showed: the panel's contents. */
export interface SavedPanelProps {
  id: string;
  link: string;
  settings: DraftSettings;
  leftOut: DraftBody['leftOut'];
  emailSaved: boolean;
  /** Which save this is: from the second on, the panel says when it was saved again. */
  count: number;
  /** When the server saved it (milliseconds since the epoch). */
  savedAt: number;
}

/**
 * "Your answers are saved": the resume link with Copy link, how long the draft is kept, who can open it,
 * and Email me this link when the server can send mail and the draft holds an address. Focus moves here
 * when it opens, so a screen reader reads it.
 */
export function SavedPanel({ id, link, settings, leftOut, emailSaved, count, savedAt }: SavedPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string>();

  useEffect(() => panel.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Copied. Keep the link somewhere safe.');
    } catch {
      linkField.current?.select();
      setCopied('This browser did not let us copy. The link is selected: copy it with Ctrl+C (⌘C on a Mac).');
    }
  };

  return (
    <section className="card saved-panel" tabIndex={-1} ref={panel} aria-labelledby="saved-heading">
      <h2 id="saved-heading">Your answers are saved</h2>
      {count > 1 && <p>{`Saved again at ${new Date(savedAt).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' })}.`}</p>}
      {leftOut.length > 0 && (
        <div className="notice">
          <p>These answers are not valid yet, so they were kept as you last saved them (or left empty if never saved). Correct them and save again:</p>
          <ul>
            {leftOut.map((entry) => (
              <li key={entry.field}>
                {entry.field}: {entry.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>Open this link in any browser to carry on where you left off:</p>
      <div className="saved-panel__link">
        <label htmlFor="resume-link">Resume link</label>
        <input id="resume-link" ref={linkField} type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p role="status" className="saved-panel__status">
        {copied}
      </p>
      <p>{`Drafts are kept for ${daysInWords(settings.draftDays)} after their last save, then deleted.`}</p>
      <p>
        <strong>Whoever has this link can open and change your answers.</strong> Share it only with people you trust to see them.
      </p>
      {settings.emailAvailable &&
        (emailSaved ? (
          <EmailLinkButton draftId={id} />
        ) : (
          <p className="hint">To have the link emailed to you, enter your email address under Organisation details and save again.</p>
        ))}
      <p className="hint">You can also carry on answering now.</p>
    </section>
  );
}
