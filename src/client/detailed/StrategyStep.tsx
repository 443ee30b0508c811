import { today } from '../today';
import { useMemo, type FormEvent } from 'react';
import { controlContent } from '../../domain/control-content';
import type { TargetLevel } from '../../domain/controls';
import { achievedLevels } from '../../domain/detailed-assessment';
import type { RequirementAnswer } from '../../domain/framework/outcomes';
import { levelLabel, maturityLevelName, targetLabel } from '../../domain/maturity-levels';
import { StepActions } from '../assessment-steps/StepActions';
import { MoreDetailOnPhones } from '../layout/MoreDetailOnPhones';
import { ProgressBar } from '../progress/ProgressBar';
import type { DetailedProgress } from '../progress/detailed-progress';
import { STRATEGY_COUNT, strategyAt } from '../progress/detailed-steps';
import { ConfirmLevelSuggestions } from './ConfirmLevelSuggestions';
import type { ExceptionField } from './ExceptionFields';
import { RequirementField } from './RequirementField';
import { requirementsByFirstLevel } from './requirement-groups';

const TARGET_CHOICES: readonly TargetLevel[] = [1, 2, 3];

interface StrategyStepProps {
  strategyIndex: number;
  targetLevel: TargetLevel | undefined;
  answers: DetailedProgress['requirementOutcomes'];
  /** Messages for a requirement's justification, review date or approver, refused on Submit. */
  errorsFor?: (requirementId: string) => Partial<Record<ExceptionField, string>>;
  onTarget: (level: TargetLevel) => void;
  onAnswer: (requirementId: string, answer: RequirementAnswer) => void;
  onNext: () => void;
  onPrevious: () => void;
  /** Next's words when they differ from the step's own ("Back to review" on a step opened from the review). */
  nextLabel?: string;
}

/** One strategy: its target level, then each of its requirements once, under the first level it applies at. */
export function StrategyStep({ strategyIndex, targetLevel, answers, errorsFor, onTarget, onAnswer, onNext, onPrevious, nextLabel }: StrategyStepProps) {
  const strategy = strategyAt(strategyIndex);
  const content = controlContent(strategy);
  const groups = useMemo(() => requirementsByFirstLevel(strategy), [strategy]);
  const achieved = achievedLevels(answers, today())[strategy];
  const last = strategyIndex === STRATEGY_COUNT - 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (targetLevel !== undefined) onNext();
  };

  return (
    <form className="card wizard-step" onSubmit={submit} aria-labelledby="step-heading">
      <p className="wizard-step__pass">Detailed assessment</p>
      <ProgressBar position={strategyIndex} total={STRATEGY_COUNT} label="Detailed assessment progress" noun="Strategy" />
      <h2 id="step-heading" tabIndex={-1}>
        {content.title}
      </h2>
      <MoreDetailOnPhones>
        <p className="control-description">{content.description}</p>
      </MoreDetailOnPhones>
      <fieldset className="choice-group">
        <legend>Target level for {content.title} *</legend>
        <div className="choice-group__options choice-group__options--inline">
          {TARGET_CHOICES.map((level) => (
            <label key={level} className="choice">
              <input type="radio" name={`target-${strategy}`} value={level} checked={targetLevel === level} onChange={() => onTarget(level)} />
              {targetLabel(level)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="achieved-so-far" role="status">
        Achieved so far: <strong>{levelLabel(achieved)}</strong>
      </p>
      {groups.map((group) => (
        <section key={group.level} className="requirement-level" aria-labelledby={`level-${group.level}-heading`}>
          <h3 id={`level-${group.level}-heading`}>{maturityLevelName(group.level)}</h3>
          <ConfirmLevelSuggestions key={strategy} strategy={strategy} strategyTitle={content.title} level={group.level} answers={answers} onAnswer={onAnswer} />
          <ol className="requirements">
            {group.requirements.map((requirement) => (
              <RequirementField
                key={requirement.id}
                requirement={requirement}
                answer={answers[requirement.id]}
                errors={errorsFor?.(requirement.id)}
                onChange={(answer) => onAnswer(requirement.id, answer)}
              />
            ))}
          </ol>
        </section>
      ))}
      {/* Said again at the foot, for those who answered down a long list; only the one above is announced. */}
      <p className="achieved-so-far">
        Achieved so far: <strong>{levelLabel(achieved)}</strong>
      </p>
      <StepActions
        hint={targetLevel === undefined ? `Choose a target level for ${content.title} to continue.` : undefined}
        nextLabel={nextLabel ?? (last ? 'Next: Implementation Details' : 'Next')}
        onPrevious={onPrevious}
      />
    </form>
  );
}
