import { today } from '../today';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { controlContent } from '../../domain/control-content';
import type { TargetLevel } from '../../domain/controls';
import { achievedLevels } from '../../domain/detailed-assessment';
import type { RequirementAnswer } from '../../domain/framework/outcomes';
import type { RequirementLevel } from '../../domain/framework/requirement';
import { levelLabel, targetLabel } from '../../domain/maturity-levels';
import { StepActions } from '../assessment-steps/StepActions';
import { MoreDetailOnPhones } from '../layout/MoreDetailOnPhones';
import { ProgressBar } from '../progress/ProgressBar';
import type { DetailedProgress } from '../progress/detailed-progress';
import { DETAILED_STEP_COUNT, detailedStepPosition, STRATEGY_COUNT, strategyAt } from '../progress/detailed-steps';
import type { ExceptionField } from './ExceptionFields';
import { levelsOpenAtFirst, nextUnanswered } from './level-folding';
import { LevelSection } from './LevelSection';
import { requirementsByFirstLevel } from './requirement-groups';
import { StrategyShortcuts } from './StrategyShortcuts';
import { ImportLink } from './ImportLink';

const TARGET_CHOICES: readonly TargetLevel[] = [1, 2, 3];
const TARGET_CHOICES_ID = 'target-choices';

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

/** The id of the requirement an element on the page belongs to, read from its outcome's id (`requirement-{id}-outcome`). */
function requirementIdOf(element: EventTarget): string | undefined {
  const outcome = element instanceof Element ? element.closest('.requirement')?.querySelector('select[id$="-outcome"]') : undefined;
  return outcome?.id.replace(/^requirement-/, '').replace(/-outcome$/, '');
}

/**
 * One strategy: its target level, then each of its requirements once, under the first level it applies at.
 * Each level folds, fully answered ones and those above the target folded at first; the footer offers the
 * target and the next requirement without an outcome.
 */
export function StrategyStep({ strategyIndex, targetLevel, answers, errorsFor, onTarget, onAnswer, onNext, onPrevious, nextLabel }: StrategyStepProps) {
  const strategy = strategyAt(strategyIndex);
  const content = controlContent(strategy);
  const groups = useMemo(() => requirementsByFirstLevel(strategy), [strategy]);
  const achieved = achievedLevels(answers, today())[strategy];
  const last = strategyIndex === STRATEGY_COUNT - 1;
  const hasErrors = (id: string) => Object.keys(errorsFor?.(id) ?? {}).length > 0;
  const [openLevels, setOpenLevels] = useState(() => levelsOpenAtFirst(groups, answers, targetLevel, hasErrors));
  // The requirement last in focus, from which "Go to next unanswered" goes on.
  const lastRequirement = useRef<string>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (targetLevel !== undefined) onNext();
  };

  const chooseTarget = (level: TargetLevel) => {
    onTarget(level);
    setOpenLevels(levelsOpenAtFirst(groups, answers, level, hasErrors));
  };

  const toggle = (level: RequirementLevel, open: boolean) => setOpenLevels((current) => (current[level] === open ? current : { ...current, [level]: open }));

  /** Opens the level of the next requirement without an outcome and puts focus on its outcome; false when there is none. */
  const goToNextUnanswered = (): boolean => {
    const next = nextUnanswered(groups, answers, lastRequirement.current);
    if (!next) return false;
    const level = groups.find((group) => group.requirements.includes(next))?.level;
    if (level !== undefined) flushSync(() => toggle(level, true));
    const outcome = document.getElementById(`requirement-${next.id}-outcome`);
    outcome?.closest('.requirement')?.scrollIntoView({ block: 'center' });
    outcome?.focus({ preventScroll: true });
    return true;
  };

  return (
    <form
      className="card wizard-step"
      onSubmit={submit}
      onFocus={(event) => (lastRequirement.current = requirementIdOf(event.target) ?? lastRequirement.current)}
      aria-labelledby="step-heading"
    >
      <p className="wizard-step__pass">Detailed assessment</p>
      <ProgressBar position={detailedStepPosition({ phase: 'strategy', strategyIndex })} total={DETAILED_STEP_COUNT} journey="detailed" />
      <h2 id="step-heading" tabIndex={-1}>
        {content.title}
      </h2>
      <MoreDetailOnPhones>
        <p className="control-description">{content.description}</p>
      </MoreDetailOnPhones>
      <ImportLink />
      <fieldset className="choice-group" id={TARGET_CHOICES_ID}>
        <legend>Target level for {content.title} *</legend>
        <div className="choice-group__options choice-group__options--inline">
          {TARGET_CHOICES.map((level) => (
            <label key={level} className="choice">
              <input type="radio" name={`target-${strategy}`} value={level} checked={targetLevel === level} onChange={() => chooseTarget(level)} />
              {targetLabel(level)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="achieved-so-far" role="status">
        Achieved so far: <strong>{levelLabel(achieved)}</strong>
      </p>
      {groups.map((group) => (
        <LevelSection
          key={group.level}
          group={group}
          strategy={strategy}
          strategyTitle={content.title}
          targetLevel={targetLevel}
          answers={answers}
          open={openLevels[group.level] ?? true}
          onToggle={(open) => toggle(group.level, open)}
          errorsFor={errorsFor}
          onAnswer={onAnswer}
        />
      ))}
      {/* Said again at the foot, for those who answered down a long list; only the one above is announced. */}
      <p className="achieved-so-far">
        Achieved so far: <strong>{levelLabel(achieved)}</strong>
      </p>
      <StepActions
        hint={targetLevel === undefined ? `Choose a target level for ${content.title} to continue.` : undefined}
        nextLabel={nextLabel ?? (last ? 'Next: Implementation Details' : 'Next')}
        onPrevious={onPrevious}
      >
        <StrategyShortcuts targetLevel={targetLevel} targetChoicesId={TARGET_CHOICES_ID} onNextUnanswered={goToNextUnanswered} />
      </StepActions>
    </form>
  );
}
