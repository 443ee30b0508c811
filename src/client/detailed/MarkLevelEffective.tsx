import { useEffect, useRef, useState } from 'react';
import { markableAsEffective, markUnansweredEffective, undoMarkEffective } from '../../domain/framework/mark-effective';
import type { RequirementAnswer, RequirementAnswers } from '../../domain/framework/outcomes';
import type { Requirement, RequirementLevel } from '../../domain/framework/requirement';
import { maturityLevelName } from '../../domain/maturity-levels';
import { markedEffectiveText } from './level-folding';

interface MarkLevelEffectiveProps {
  level: RequirementLevel;
  /** The strategy's name, as its step's heading gives it. */
  strategyTitle: string;
  requirements: readonly Requirement[];
  answers: RequirementAnswers;
  onAnswer: (requirementId: string, answer: RequirementAnswer) => void;
}

/** A marking that can still be undone: the answers before it and those it gave. */
interface Marking {
  before: RequirementAnswers;
  marked: RequirementAnswers;
}

/**
 * "Mark all unanswered Effective" for one level of a strategy: fills every requirement of the level still
 * unanswered with Effective, never one already answered, then says in a polite live region how many it
 * marked, with Undo beside it. Undo puts back those still Effective. Focus stays where the button was:
 * on Undo after marking, on the button again after undoing.
 */
export function MarkLevelEffective({ level, strategyTitle, requirements, answers, onAnswer }: MarkLevelEffectiveProps) {
  const [marking, setMarking] = useState<Marking>();
  const [said, setSaid] = useState('');
  const [focusOn, setFocusOn] = useState<'undo' | 'mark'>();
  const undoButton = useRef<HTMLButtonElement>(null);
  const markButton = useRef<HTMLButtonElement>(null);
  const markable = markableAsEffective(requirements, answers).length;
  const where = `${maturityLevelName(level)} of ${strategyTitle}`;

  useEffect(() => {
    if (focusOn) (focusOn === 'undo' ? undoButton : markButton).current?.focus();
  }, [focusOn]);

  const mark = () => {
    const marked = markUnansweredEffective(requirements, answers);
    for (const [id, answer] of Object.entries(marked)) if (answer) onAnswer(id, answer);
    setMarking({ before: answers, marked });
    setSaid(markedEffectiveText(Object.keys(marked).length, level));
    setFocusOn('undo');
  };

  const undo = () => {
    if (!marking) return;
    const undone = undoMarkEffective(marking.before, marking.marked, answers);
    for (const [id, answer] of Object.entries(undone)) if (answer) onAnswer(id, answer);
    setMarking(undefined);
    setSaid(`Undone: ${Object.keys(undone).length} of ${maturityLevelName(level)} back to Not assessed.`);
    setFocusOn('mark');
  };

  return (
    <div className="mark-level">
      {markable > 0 && (
        // The name starts with the words shown, then says how many, which level and which strategy.
        <button
          ref={markButton}
          type="button"
          className="button button--secondary"
          aria-label={`Mark all unanswered Effective: ${markable} ${markable === 1 ? 'requirement' : 'requirements'} of ${where}`}
          onClick={mark}
        >
          Mark all unanswered Effective
        </button>
      )}
      <p className="mark-level__said" role="status">
        {said}
      </p>
      {marking && (
        <button ref={undoButton} type="button" className="button button--secondary" aria-label={`Undo marking Effective for ${where}`} onClick={undo}>
          Undo
        </button>
      )}
    </div>
  );
}
