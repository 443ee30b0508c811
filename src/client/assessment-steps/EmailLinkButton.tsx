import { useState } from 'react';
import { ErrorBox } from '../ErrorBox';
import { ownMessage, useAction } from '../forms/useAction';
import { emailResumeLink } from '../progress/server-drafts';

/** "Email me this link": the server mails the resume link to the address saved in the draft. */
export function EmailLinkButton({ draftId }: { draftId: string }) {
  const [sentTo, setSentTo] = useState<string>();
  const { busy, error, run } = useAction(ownMessage('The email could not be sent. Copy the link instead.'));
  const send = () =>
    run(async () => {
      setSentTo(await emailResumeLink(draftId));
    });
  return (
    <div className="saved-panel__email">
      <button type="button" className="button button--secondary" onClick={() => void send()} aria-disabled={busy ? 'true' : undefined}>
        {busy ? 'Sending…' : 'Email me this link'}
      </button>
      <p role="status">{sentTo && `We sent the link to ${sentTo}.`}</p>
      <ErrorBox>{error}</ErrorBox>
    </div>
  );
}
