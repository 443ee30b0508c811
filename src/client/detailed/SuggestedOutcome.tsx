import { OUTCOMES, type RequirementAnswer } from '../../domain/framework/outcomes';
import { confirmSuggestion, hasUnconfirmedSuggestion } from '../../domain/framework/suggestions';
import './suggestions.css';

interface SuggestedOutcomeProps {
  /** The requirement field's id prefix: `${id}-text` names the requirement, `${id}-outcome` is its outcome. */
  id: string;
  answer: RequirementAnswer | undefined;
  onChange: (answer: RequirementAnswer) => void;
}

/**
 * A suggestion from the quick check that the respondent has not confirmed: what was suggested, and
 * Confirm, which makes it the outcome. Nothing when there is none. Confirm's name includes the
 * requirement; once confirmed, focus moves to the outcome, which now shows what was suggested.
 */
export function SuggestedOutcome({ id, answer, onChange }: SuggestedOutcomeProps) {
  if (!hasUnconfirmedSuggestion(answer)) return null;
  return (
    <div className="suggestion">
      <p className="suggestion__text" id={`${id}-suggestion`}>
        Suggested from your quick check: <strong>{OUTCOMES[answer.suggestedOutcome].label}</strong>
      </p>
      <button
        type="button"
        id={`${id}-confirm`}
        className="button button--secondary suggestion__confirm"
        aria-labelledby={`${id}-confirm ${id}-text`}
        aria-describedby={`${id}-suggestion`}
        onClick={() => {
          onChange(confirmSuggestion(answer));
          document.getElementById(`${id}-outcome`)?.focus();
        }}
      >
        Confirm
      </button>
    </div>
  );
}
