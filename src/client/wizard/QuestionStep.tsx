import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { controlContent } from '../../domain/control-content';
import type { ControlId } from '../../domain/controls';
import { raiseTargetLabel, targetRaisedWords } from '../../domain/raise-target';
import { MATURITY_LEVELS, ONE_LEVEL_AT_A_TIME, TARGET_LEVELS, describedBy, levelLabel, maturityTitle, targetLabel, targetLevelGuide, targetTitle } from '../../domain/maturity-levels';
import {
  ASSESSMENT_STEP_COUNT,
  assessmentStepPosition,
  isCurrentLevelAllowed,
  isNextDisabled,
  isPreviousDisabled,
  nextButtonLabel,
} from '../../domain/wizard';
import { StepActions } from '../assessment-steps/StepActions';
import { MoreDetailOnPhones } from '../layout/MoreDetailOnPhones';
import { ProgressBar } from '../progress/ProgressBar';

interface Option {
  level: number;
  title: string;
  description: string;
  disabled: boolean;
}

function optionsFor(pass: 'target' | 'current', controlId: ControlId, targetLevel: number | undefined): Option[] {
  const content = controlContent(controlId);
  if (pass === 'target') {
    return TARGET_LEVELS.map(({ level }) => ({
      level,
      title: targetLabel(level),
      description: describedBy(targetTitle(level), content.targetDescriptions[level]),
      disabled: false,
    }));
  }
  return MATURITY_LEVELS.map(({ level }) => ({
    level,
    title: levelLabel(level),
    description: describedBy(maturityTitle(level), content.currentLevelMeanings[level]),
    disabled: !isCurrentLevelAllowed(level, targetLevel),
  }));
}

interface QuestionStepProps {
  pass: 'target' | 'current';
  questionIndex: number;
  controlId: ControlId;
  answer: number | undefined;
  targetLevel: number | undefined;
  onAnswer: (level: number) => void;
  onNext: () => void;
  onPrevious: () => void;
  /** Next's words when they differ from the wizard's own ("Back to review" on a step opened from the review). */
  nextLabel?: string;
  /**
   * Offered on the first target question: gives the chosen level to all eight strategies and moves on
   * past the other target questions.
   */
  onSameForAll?: (level: number) => void;
  /**
   * Offered on a current-state question: raises this strategy's target to a level above it, in place,
   * so that level can be chosen. The level stays disabled until the respondent does so.
   */
  onRaiseTarget?: (level: number) => void;
}

/** One target-state or current-state question. */
export function QuestionStep(props: QuestionStepProps) {
  const { pass, questionIndex, controlId, answer, targetLevel } = props;
  const content = controlContent(controlId);
  const step = { phase: pass, questionIndex } as const;
  const passTitle = pass === 'target' ? 'Target State Assessment' : 'Current State Assessment';
  const name = `${pass}-${controlId}`;
  const waiting = isNextDisabled(answer);
  const [sameForAll, setSameForAll] = useState(false);
  const givesAll = sameForAll && props.onSameForAll !== undefined;
  // The level a target was just raised to: its option, now enabled, takes focus where the button was.
  const [raisedTo, setRaisedTo] = useState<number>();
  useEffect(() => {
    if (raisedTo !== undefined) document.getElementById(`${name}-${raisedTo}`)?.focus();
  }, [raisedTo, name]);
  const raise = (level: number) => {
    props.onRaiseTarget?.(level);
    setRaisedTo(level);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (waiting || answer === undefined) return;
    if (givesAll) props.onSameForAll?.(answer);
    else props.onNext();
  };

  return (
    <form className="card wizard-step" onSubmit={submit} aria-labelledby="step-heading">
      <p className="wizard-step__pass">{passTitle}</p>
      <ProgressBar position={assessmentStepPosition(step)} total={ASSESSMENT_STEP_COUNT} journey="quick" />
      <h2 id="step-heading" tabIndex={-1}>
        {content.title}
      </h2>
      <fieldset className="options" aria-describedby={pass === 'target' ? 'target-guide' : undefined}>
        <legend>{pass === 'target' ? content.targetQuestion : content.currentQuestion}</legend>
        <MoreDetailOnPhones>
          <p className="control-description">{content.description}</p>
          {pass === 'target' && (
            <p className="hint" id="target-guide">
              ASD&apos;s guide: {targetLevelGuide()}; {ONE_LEVEL_AT_A_TIME}.
            </p>
          )}
        </MoreDetailOnPhones>
        {optionsFor(pass, controlId, targetLevel).map((option) => {
          const id = `${name}-${option.level}`;
          const noteId = `${id}-note`;
          return (
            <Fragment key={option.level}>
              <label htmlFor={id} className={option.disabled ? 'option option--disabled' : 'option'}>
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={option.level}
                  checked={answer === option.level}
                  disabled={option.disabled}
                  aria-labelledby={`${id}-title`}
                  aria-describedby={option.disabled ? `${id}-description ${noteId}` : `${id}-description`}
                  onChange={() => props.onAnswer(option.level)}
                />
                <span className="option__text">
                  <span className="option__title" id={`${id}-title`}>
                    {option.title}
                  </span>
                  <span className="option__description" id={`${id}-description`}>
                    {option.description}
                  </span>
                  {option.disabled && (
                    <span className="option__note" id={noteId}>
                      This level exceeds your target state selection
                    </span>
                  )}
                </span>
              </label>
              {option.disabled && props.onRaiseTarget && (
                <button type="button" className="button button--link option__raise" onClick={() => raise(option.level)}>
                  {raiseTargetLabel(controlId, option.level)}
                </button>
              )}
            </Fragment>
          );
        })}
        {props.onRaiseTarget && (
          <p className="visually-hidden" role="status">
            {raisedTo === undefined ? '' : targetRaisedWords(controlId, raisedTo)}
          </p>
        )}
      </fieldset>
      {props.onSameForAll && (
        <div className="same-target">
          <label className="choice">
            <input type="checkbox" checked={sameForAll} onChange={(event) => setSameForAll(event.target.checked)} aria-describedby="same-target-hint" />
            Same target for all eight
          </label>
          <p className="hint" id="same-target-hint">
            Gives the level you choose to all eight strategies and goes on to the current state. You can change any one of them from the review.
          </p>
        </div>
      )}
      <StepActions
        hint={waiting ? 'Choose a level to continue.' : undefined}
        nextLabel={props.nextLabel ?? (givesAll ? 'Next: Current State Assessment' : nextButtonLabel(step))}
        onPrevious={props.onPrevious}
        previousDisabled={isPreviousDisabled(step)}
      />
    </form>
  );
}
