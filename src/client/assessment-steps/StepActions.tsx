import type { ReactNode } from 'react';

interface StepActionsProps {
  /** What the step still needs before Next goes on ("Choose a level to continue."), or undefined once answered. */
  hint: string | undefined;
  nextLabel: string;
  onPrevious: () => void;
  previousDisabled?: boolean;
  /** Shortcuts shown above Previous and Next, kept in view with them on a phone. */
  children?: ReactNode;
}

/**
 * Previous and Next at the foot of a question, with the hint Next waits on. Next is aria-disabled rather
 * than disabled so it stays in the tab order and its hint is announced; the form's submit ignores it meanwhile.
 */
export function StepActions({ hint, nextLabel, onPrevious, previousDisabled = false, children }: StepActionsProps) {
  const waiting = hint !== undefined;
  return (
    <div className="action-bar">
      {children}
      {waiting && (
        <p className="hint action-bar__hint" id="next-hint">
          {hint}
        </p>
      )}
      <div className="button-row button-row--split">
        <button type="button" className="button button--secondary" onClick={onPrevious} disabled={previousDisabled}>
          Previous
        </button>
        <button type="submit" className="button button--primary" aria-disabled={waiting ? 'true' : undefined} aria-describedby={waiting ? 'next-hint' : undefined}>
          {nextLabel}
        </button>
      </div>
    </div>
  );
}
