import { useRef, useState } from 'react';
import type { Assessment } from '../../domain/assessment';
import type { FreshLinkSend } from '../../domain/results-link';
import { fetchMailSettings, sendFreshResultsLink } from '../api/results-link';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { ConfirmQuestion, useReturnFocus } from '../forms/ConfirmQuestion';
import { ownMessage, useAction } from '../forms/useAction';
import { LinkField, useCopyLink } from '../CopyLink';

/** What each way of sending asks before it is done, and its button. */
const ASKED: Record<FreshLinkSend, { question: (email: string) => string; button: string }> = {
  copy: { question: () => "Replace the respondent's link and show the new one here to copy?", button: 'Replace and copy the link' },
  email: { question: (email) => `Replace the respondent's link and email the new one to ${email}?`, button: 'Replace and email the link' },
};

/**
 * A completed assessment's results link for its respondent: a fresh one copied here or emailed to the address the
 * respondent gave (only when the server sends mail). Either replaces the respondent's key, which is said first: the
 * link they hold and every browser that opened the results with it stop working. Each is written to the audit log
 * (`onAudited` reloads the history), never with the link.
 */
export function FreshResultsLink({ assessment, onAudited }: { assessment: Assessment; onAudited: () => void }) {
  const settings = useApiQuery('draft-settings', fetchMailSettings);
  const [asking, setAsking] = useState<FreshLinkSend>();
  const [link, setLink] = useState<string>();
  const [status, setStatus] = useState<string>();
  const copying = useCopyLink();
  const action = useAction(ownMessage('A fresh link could not be made. Please try again.'));
  // The button that asked last, which takes focus again when its question is cancelled.
  const [asked, setAsked] = useState<FreshLinkSend>('copy');
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(opener);
  const ask = (how: FreshLinkSend) => {
    setAsked(how);
    setAsking(how);
  };

  if (assessment.status !== 'completed') return null;
  const email = assessment.respondentEmail;
  const emailable = settings.data?.emailAvailable === true && email !== '';

  const send = (how: FreshLinkSend) =>
    action.run(async () => {
      setStatus(undefined);
      const answer = await sendFreshResultsLink(assessment.id, how);
      setAsking(undefined);
      onAudited();
      if ('sentTo' in answer) {
        setStatus(`A fresh link was emailed to ${answer.sentTo}. Their old link no longer works.`);
        return;
      }
      setLink(answer.link);
      copying.show();
      const copied = await copying.copy(answer.link);
      setStatus(`${copied} Send it to the respondent yourself; their old link no longer works.`);
    });

  return (
    <section className="card" aria-labelledby="fresh-link-title">
      <h2 id="fresh-link-title">Link to the results for the respondent</h2>
      <p>
        A fresh link opens the results, the reports and any shared review on any device. Giving one replaces the respondent’s link:{' '}
        <strong>the link they have now, and every browser that opened the results with it, stop working at once.</strong>
      </p>
      {!asking && (
        <div className="button-row">
          <button ref={asked === 'copy' ? opener : undefined} type="button" className="button button--secondary" onClick={() => ask('copy')}>
            Copy a fresh link for the respondent
          </button>
          {emailable && (
            <button ref={asked === 'email' ? opener : undefined} type="button" className="button button--secondary" onClick={() => ask('email')}>
              Email the respondent a fresh link
            </button>
          )}
        </div>
      )}
      {asking && (
        <ConfirmQuestion id="fresh-link-question" confirm={ASKED[asking].button} cancel="Cancel" busy={action.busy} onConfirm={() => void send(asking)}
          onCancel={() => {
            setAsking(undefined);
            returnFocus();
          }}
        >
          <strong>{ASKED[asking].question(email)}</strong> Their current link stops working at once.
        </ConfirmQuestion>
      )}
      {link && copying.shown && <LinkField id="fresh-link-field" label="Fresh link for the respondent" link={link} selections={copying.selections} />}
      <p role="status">{status}</p>
      <ErrorBox>{action.error}</ErrorBox>
    </section>
  );
}
