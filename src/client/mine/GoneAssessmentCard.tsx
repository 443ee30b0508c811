import { useId } from 'react';
import { forgetAccessKey, type HeldAssessment } from '../api/own-assessments';

/**
 * An assessment this browser holds a key to that did not load: one the server no longer has (deleted,
 * or an expired draft) with the server's message and "Forget it", or one that failed to load, with "Try again".
 */
export function GoneAssessmentCard({
  entry,
  onForgotten,
  onRetry,
}: {
  entry: Exclude<HeldAssessment, { state: 'loaded' }>;
  onForgotten: (id: string, words: string) => void;
  onRetry: () => void;
}) {
  const titleId = useId();
  const forget = () => {
    forgetAccessKey(entry.id);
    onForgotten(entry.id, 'This browser has forgotten the assessment that is no longer available.');
  };
  return (
    <li className="card own-assessment own-assessment--gone" aria-labelledby={titleId}>
      <h2 id={titleId}>{entry.state === 'gone' ? 'No longer available' : 'Could not be loaded'}</h2>
      <p>{entry.message}</p>
      <div className="button-row">
        {entry.state === 'gone' ? (
          <button type="button" className="button button--secondary" onClick={forget}>
            Forget it
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    </li>
  );
}
