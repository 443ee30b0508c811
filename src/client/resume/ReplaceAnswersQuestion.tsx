import { Link } from 'react-router';

interface ReplaceAnswersQuestionProps {
  /** Whether the answers in this browser were saved to a draft of their own (then its link still opens them). */
  otherWasSaved: boolean;
  keepHref: string;
  onReplace: () => void;
}

/** Asks before the saved draft's answers replace another assessment's answers kept in this browser. */
export function ReplaceAnswersQuestion({ otherWasSaved, keepHref, onReplace }: ReplaceAnswersQuestionProps) {
  return (
    <section className="notice" aria-labelledby="replace-heading">
      <h2 id="replace-heading">This browser holds answers to another assessment</h2>
      <p>
        You started another assessment in this browser and have not submitted it. Opening the saved assessment replaces those answers here.
        {otherWasSaved ? ' What you saved of them with Save and finish later stays at their own resume link.' : ' They have not been saved anywhere else, so they will be lost.'}
      </p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onReplace}>
          Open the saved assessment instead
        </button>
        <Link className="button button--secondary" to={keepHref}>
          Keep my other answers
        </Link>
      </div>
    </section>
  );
}
