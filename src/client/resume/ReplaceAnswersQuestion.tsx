import { useEffect, useRef } from 'react';
import { Link } from '../router';

export interface ReplaceAnswersQuestionProps {
  /**
   * Whose answers this browser holds: another assessment's, saved to a draft of their own (then its
   * link still opens them) or not; or this same draft's, while the server holds a copy saved since.
   */
  held: 'other saved' | 'other unsaved' | 'this draft';
  keepHref: string;
  onReplace: () => void;
}

const HEADINGS = {
  other: 'This browser holds answers to another assessment',
  'this draft': 'This browser holds other answers to this assessment',
};

/**
 * Asks before the saved draft's answers replace answers kept in this browser. Focus moves to its
 * heading when it appears, so a screen reader reads the question at once.
 */
export function ReplaceAnswersQuestion({ held, keepHref, onReplace }: ReplaceAnswersQuestionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const thisDraft = held === 'this draft';
  return (
    <section className="notice" aria-labelledby="replace-heading">
      <h2 id="replace-heading" tabIndex={-1} ref={heading}>
        {thisDraft ? HEADINGS['this draft'] : HEADINGS.other}
      </h2>
      {thisDraft ? (
        <p>
          The answers in this browser may differ from the copy saved on the server, which may have been saved from another browser or tab since this one last saved it. Opening the saved copy
          replaces the answers in this browser.
        </p>
      ) : (
        <p>
          You started another assessment in this browser and have not submitted it. Opening the saved assessment replaces those answers here.
          {held === 'other saved' ? ' What you saved of them with Save and finish later stays at their own resume link.' : ' They have not been saved anywhere else, so they will be lost.'}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onReplace}>
          {thisDraft ? 'Open the saved copy instead' : 'Open the saved assessment instead'}
        </button>
        <Link className="button button--secondary" to={keepHref}>
          {thisDraft ? 'Keep the answers in this browser' : 'Keep my other answers'}
        </Link>
      </div>
    </section>
  );
}
