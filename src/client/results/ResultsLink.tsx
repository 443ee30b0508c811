import { useRef, useState } from 'react';
import type { Assessment } from '../../domain/assessment';
import { REPLACING_A_LINK_WARNING } from '../../domain/results-link';
import { accessKeyFor } from '../api/assessments';
import { emailResultsLink, fetchMailSettings, replaceResultsLink, resultsLinkHere } from '../api/results-link';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { ConfirmQuestion, useReturnFocus } from '../forms/ConfirmQuestion';
import { ownMessage, useAction } from '../forms/useAction';
import { LinkField, useCopyLink } from '../CopyLink';

/**
 * "A link to these results", for a completed assessment whose key this browser holds: copy the link (built here
 * from the key, never sent to the server), email it to the address saved in the assessment when the server sends
 * mail, and replace it after saying that the old link then stops working everywhere; this browser keeps the new key.
 */
export function ResultsLink({ assessment }: { assessment: Assessment }) {
  const { id } = assessment;
  const [accessKey, setAccessKey] = useState(() => accessKeyFor(id));
  const settings = useApiQuery('draft-settings', fetchMailSettings);
  const [confirming, setConfirming] = useState(false);
  const replaceButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(replaceButton);
  const [status, setStatus] = useState<string>();
  const copying = useCopyLink();
  const action = useAction(ownMessage('That did not work. Please try again.'));

  if (assessment.status !== 'completed' || accessKey === undefined) return null;
  const link = resultsLinkHere(id, accessKey);
  const emailable = settings.data?.emailAvailable === true && assessment.respondentEmail !== '';

  const copy = async () => setStatus(await copying.copy(link));
  const email = () =>
    action.run(async () => {
      setStatus(undefined);
      setStatus(`We sent the link to ${await emailResultsLink(id)}. Keep it private: whoever has it can open these results.`);
    });
  const replace = () =>
    action.run(async () => {
      setStatus(undefined);
      const replaced = await replaceResultsLink(id);
      setConfirming(false);
      setAccessKey(replaced);
      copying.show();
      setStatus('The link is replaced: the old one no longer opens these results. The new link is below, for you to copy and keep private.');
    });

  return (
    <section className="card results-link" aria-labelledby="results-link-title">
      <h2 id="results-link-title">A link to these results</h2>
      <p>
        Open these results on any device with their link: the results, their reports and any review shared with you, and they join Your assessments in that
        browser. <strong>Whoever has the link can open the results</strong>, so share it only with people who should see them.
      </p>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy the link to these results
        </button>
        {emailable && (
          <button type="button" className="button button--secondary" onClick={() => void email()} aria-disabled={action.busy ? 'true' : undefined}>
            Email me this link
          </button>
        )}
        {!confirming && (
          <button ref={replaceButton} type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            Replace the link
          </button>
        )}
      </div>
      {copying.shown && <LinkField id="results-link-field" label="Link to these results" link={link} selections={copying.selections} />}
      {confirming && (
        <ConfirmQuestion id="replace-link-title" confirm="Replace the link now" cancel="Keep the current link" busy={action.busy} onConfirm={() => void replace()}
          onCancel={() => {
            setConfirming(false);
            returnFocus();
          }}
        >
          <strong>Replace the link to these results?</strong> {REPLACING_A_LINK_WARNING} This browser keeps access and shows you the new link.
        </ConfirmQuestion>
      )}
      <p role="status">{status}</p>
      <ErrorBox>{action.error}</ErrorBox>
    </section>
  );
}
