import { useEffect, useRef, useState } from 'react';

interface StartOverNoticeProps {
  /** The kind of assessment handed over to start from, when saved progress was restored instead of it. */
  setAside: 'quick' | 'detailed' | undefined;
  /** What happened to the answers: a re-assessment's start, a saved draft reopened, or answers restored (see restoredWords). */
  restored: string;
  onStartOver: () => void;
}

/**
 * Says where the answers come from (a re-assessment's earlier answers, a saved draft, this browser) and offers to start over; starting over asks first,
 * in the same notice, as it discards every outcome and evidence note given so far.
 */
export function StartOverNotice({ setAside, restored, onStartOver }: StartOverNoticeProps) {
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const startOver = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // Focus follows the question when it appears, and returns to "Start over" when it is answered "keep".
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (asked.current) startOver.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  return (
    <div className="notice notice--info">
      <p>{restored}</p>
      {setAside && (
        <p>
          You have a detailed assessment in progress, so {setAside === 'quick' ? 'your quick check’s' : 'the earlier assessment’s'}{' '}
          answers were not used. Start over to begin from them instead.
        </p>
      )}
      {confirming ? (
        <div role="group" aria-labelledby="start-over-question">
          <p id="start-over-question" ref={question} tabIndex={-1}>
            Discard every answer you have given in this detailed assessment?
          </p>
          <div className="button-row">
            <button type="button" className="button button--danger" onClick={onStartOver}>
              Discard my answers
            </button>
            <button type="button" className="button button--primary" onClick={() => setConfirming(false)}>
              Keep my answers
            </button>
          </div>
        </div>
      ) : (
        <button type="button" ref={startOver} className="button button--link" onClick={() => setConfirming(true)}>
          Start over
        </button>
      )}
    </div>
  );
}
