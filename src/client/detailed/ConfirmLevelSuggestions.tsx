import { useState } from 'react';
import type { ControlId } from '../../domain/controls';
import type { RequirementAnswer, RequirementAnswers } from '../../domain/framework/outcomes';
import type { RequirementLevel } from '../../domain/framework/requirement';
import { confirmAllAtLevel, unconfirmedAtLevel } from '../../domain/framework/suggestions';
import { maturityLevelName } from '../../domain/maturity-levels';
import { suggestionsInWords } from './suggestion-words';
import './suggestions.css';

interface ConfirmLevelSuggestionsProps {
  strategy: ControlId;
  /** The strategy's name, as its step's heading gives it. */
  strategyTitle: string;
  level: RequirementLevel;
  answers: RequirementAnswers;
  onAnswer: (requirementId: string, answer: RequirementAnswer) => void;
}

/**
 * "Confirm all for this level": confirms every unconfirmed suggestion of the requirements first listed
 * at one level of a strategy, and says in a polite live region what it confirmed. Its name says how
 * many, which level and which strategy. Once they are confirmed focus moves to the first of them.
 */
export function ConfirmLevelSuggestions({ strategy, strategyTitle, level, answers, onAnswer }: ConfirmLevelSuggestionsProps) {
  const [announcement, setAnnouncement] = useState('');
  const pending = unconfirmedAtLevel(answers, strategy, level);
  const where = `${maturityLevelName(level)} of ${strategyTitle}`;

  const confirmAll = () => {
    const confirmed = confirmAllAtLevel(answers, strategy, level);
    for (const requirement of pending) {
      const answer = confirmed[requirement.id];
      if (answer) onAnswer(requirement.id, answer);
    }
    setAnnouncement(`Confirmed ${suggestionsInWords(pending.length)} for ${where}.`);
    if (pending[0]) document.getElementById(`requirement-${pending[0].id}-outcome`)?.focus();
  };

  return (
    <>
      {pending.length > 0 && (
        <div className="level-suggestions">
          <p className="level-suggestions__count">{suggestionsInWords(pending.length)} from your quick check to confirm at this level.</p>
          {/* The name starts with the words shown, then says how many, which level and which strategy. */}
          <button type="button" className="button button--secondary" aria-label={`Confirm all for this level: ${suggestionsInWords(pending.length)} for ${where}`} onClick={confirmAll}>
            Confirm all for this level
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
