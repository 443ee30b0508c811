import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../router';
import {
  ASSESSMENT_STEP_COUNT,
  assessmentStepPosition,
  controlAt,
  nextStep,
  previousStep,
  reachableStep,
  AFTER_SAME_TARGET,
  withSameTarget,
  withTargetLevel,
  wizardStepFromParam,
  wizardStepParam,
  type WizardStep,
} from '../../domain/wizard';
import { BACK_TO_REVIEW, ClosingStep, FlowFooter } from '../assessment-steps/FlowParts';
import { useAssessmentFlow } from '../assessment-steps/useAssessmentFlow';
import { clearProgress, EMPTY_PROGRESS, saveProgress, type WizardProgress } from '../progress/progress';
import { QuestionStep } from './QuestionStep';
import { loadProgress } from '../progress/restore-progress';
import { quickDraftBody } from './quick-draft-body';
import { ReviewStep } from './ReviewStep';
import { WelcomeStep } from './WelcomeStep';
import { restoredWords } from '../assessment-steps/restored-words';

const STEP_NAMES = { first: { phase: 'welcome' } as WizardStep, toParam: wizardStepParam, fromParam: wizardStepFromParam };

/**
 * The assessment wizard's steps (/assessment, inside AssessmentPage's heading): each step a history
 * entry (`?step=`), autosaved to this browser, submitted to the API from the review step. `startNow`
 * says "Let's Get Started" was pressed on the page's welcome before these steps had loaded: the
 * wizard then moves on from the welcome as that press would have.
 */
export function QuickCheckWizard({ startNow = false }: { startNow?: boolean }) {
  const [kept] = useState(() => loadProgress());
  const flow = useAssessmentFlow<WizardProgress, WizardStep>({
    journey: 'quick',
    names: STEP_NAMES,
    review: { phase: 'review' },
    initial: kept ?? EMPTY_PROGRESS,
    resumeAt: kept && kept.step.phase !== 'welcome' ? kept.step : undefined,
    fresh: EMPTY_PROGRESS,
    reachable: reachableStep,
    next: nextStep,
    previous: previousStep,
    key: (step) => wizardStepParam(step) ?? 'welcome',
    position: (step) => ({ index: assessmentStepPosition(step), total: ASSESSMENT_STEP_COUNT, journey: 'quick' }),
    keep: saveProgress,
    forget: clearProgress,
    submission: (progress, answers) => ({
      body: {
        status: 'completed',
        targetAssessments: progress.targetAssessments,
        assessments: progress.assessments,
        ...answers.implementation,
        ...answers.organisation,
      },
    }),
  });
  const { progress, setProgress, step, stepKey, fromReview, goTo } = flow;
  const navigate = useNavigate();
  // The answers and the address change together: `goTo` would check the step against the answers
  // before this change, and send the respondent to the second target question.
  const sameTargetForAll = (level: number) => {
    setProgress((current) => ({ ...current, ...withSameTarget(current, level) }));
    void navigate(flow.hrefFor(fromReview ? { phase: 'review' } : AFTER_SAME_TARGET));
  };

  // Once only, also when StrictMode runs the effect twice: each move is a history entry.
  const startHandled = useRef(false);
  useEffect(() => {
    if (!startNow || startHandled.current) return;
    startHandled.current = true;
    goTo(nextStep({ phase: 'welcome' }));
  }, [startNow, goTo]);

  return (
    <>
      {(flow.restored || progress.reassessmentOf !== undefined) && step.phase !== 'welcome' && (
        <div className="notice notice--info">
          <p>{restoredWords(progress)}</p>
          <button type="button" className="button button--link" onClick={flow.startOver}>
            Start over
          </button>
        </div>
      )}
      {step.phase === 'welcome' && <WelcomeStep onStart={() => goTo(nextStep(step))} />}
      {(step.phase === 'target' || step.phase === 'current') && (
        <QuestionStep
          key={stepKey}
          pass={step.phase}
          questionIndex={step.questionIndex}
          controlId={controlAt(step.questionIndex)}
          answer={(step.phase === 'target' ? progress.targetAssessments : progress.assessments)[controlAt(step.questionIndex)]}
          targetLevel={progress.targetAssessments[controlAt(step.questionIndex)]}
          onAnswer={(level) =>
            setProgress((current) => {
              const id = controlAt(step.questionIndex);
              if (step.phase === 'target') return { ...current, ...withTargetLevel(current, id, level) };
              return { ...current, assessments: { ...current.assessments, [id]: level } };
            })
          }
          nextLabel={fromReview ? BACK_TO_REVIEW : undefined}
          onSameForAll={step.phase === 'target' && step.questionIndex === 0 ? sameTargetForAll : undefined}
          onRaiseTarget={
            step.phase === 'current'
              ? (level) => setProgress((current) => ({ ...current, ...withTargetLevel(current, controlAt(step.questionIndex), level) }))
              : undefined
          }
          onNext={() => flow.onward(step)}
          onPrevious={() => flow.back(step)}
        />
      )}
      <ClosingStep flow={flow} />
      {step.phase === 'review' && (
        <ReviewStep
          progress={progress}
          changeTo={(target) => flow.hrefFor(target, { fromReview: true })}
          submitting={flow.submitting}
          saveError={flow.saveError}
          onBack={() => goTo(previousStep(step), { fromReview: false })}
          onSubmit={flow.submit}
        />
      )}
      <FlowFooter flow={flow} draftBody={() => quickDraftBody(progress, stepKey)} />
    </>
  );
}
