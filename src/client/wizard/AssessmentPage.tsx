import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ASSESSMENT_STEP_COUNT,
  assessmentStepPosition,
  controlAt,
  nextStep,
  previousStep,
  reachableStep,
  withTargetLevel,
  wizardStepFromParam,
  wizardStepParam,
  type WizardStep,
} from '../../domain/wizard';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { ImplementationStep } from '../forms/ImplementationStep';
import { OrganisationStep } from '../forms/OrganisationStep';
import { clearProgress, EMPTY_PROGRESS, savedCopyOf, saveProgress, type WizardProgress } from '../progress/progress';
import { ApiError } from '../api/http';
import { NewerCopyLink } from '../forms/NewerCopyLink';
import { QuestionStep } from './QuestionStep';
import { finalAnswers } from '../forms/final-answers';
import { saveErrorText } from '../forms/save-error';
import { loadProgress } from '../progress/restore-progress';
import { StorageNotice } from '../progress/StorageNotice';
import { useStepFocus } from '../progress/useStepFocus';
import { useStepHistory } from '../progress/useStepHistory';
import { completeAssessment } from '../progress/server-drafts';
import { SaveForLater } from '../forms/SaveForLater';
import { quickDraftBody } from './quick-draft-body';
import { ReviewStep } from './ReviewStep';
import { WelcomeStep } from './WelcomeStep';

const STEP_NAMES = { first: { phase: 'welcome' } as WizardStep, toParam: wizardStepParam, fromParam: wizardStepFromParam };

const BACK_TO_REVIEW = 'Back to review';

/**
 * The assessment wizard (/assessment): each step a history entry (`?step=`), autosaved to this
 * browser, submitted to the API from the review step.
 */
export function AssessmentPage() {
  const navigate = useNavigate();
  const [initial] = useState(() => loadProgress());
  const [progress, setProgress] = useState<WizardProgress>(initial ?? EMPTY_PROGRESS);
  const [restored, setRestored] = useState(initial !== undefined && initial.step.phase !== 'welcome');
  const [submitting, setSubmitting] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  // The draft Submit was refused for, as it was saved or submitted elsewhere since: its newer copy is offered.
  const [submitConflict, setSubmitConflict] = useState<string>();
  const resumeAt = initial && initial.step.phase !== 'welcome' ? initial.step : undefined;
  const { step, fromReview, goTo, hrefFor } = useStepHistory(STEP_NAMES, resumeAt, (asked) => reachableStep(asked, progress));
  const stepName = wizardStepParam(step) ?? 'welcome';

  useEffect(() => {
    saveProgress({ ...progress, step });
  }, [progress, step]);

  // Each new step moves focus to its heading so screen readers announce it.
  useStepFocus(stepName);

  const position = { index: assessmentStepPosition(step), total: ASSESSMENT_STEP_COUNT };
  const onward = (from: WizardStep) => goTo(fromReview ? { phase: 'review' } : nextStep(from));

  const startOver = () => {
    clearProgress();
    setRestored(false);
    setProgress(EMPTY_PROGRESS);
    goTo({ phase: 'welcome' }, { fromReview: false });
  };

  const submit = async () => {
    const answers = finalAnswers(progress);
    if (answers.problem !== undefined) {
      setSaveError(answers.problem);
      return;
    }
    setSubmitting(true);
    setSaveError(undefined);
    try {
      const assessment = await completeAssessment(progress.draftId, {
        status: 'completed',
        targetAssessments: progress.targetAssessments,
        assessments: progress.assessments,
        ...answers.implementation,
        ...answers.organisation,
      }, progress.saved?.at);
      clearProgress();
      void navigate(paths.results(assessment.id), { state: { assessment } });
    } catch (error) {
      setSaveError(saveErrorText(error));
      setSubmitConflict(error instanceof ApiError && error.status === 409 ? progress.draftId : undefined);
      setSubmitting(false);
    }
  };

  usePageTitle('Assessment');

  return (
    <div className="page page--narrow">
      <h1>Essential Eight Assessment</h1>
      <StorageNotice />
      {restored && step.phase !== 'welcome' && (
        <div className="notice notice--info">
          <p>{progress.draftId ? 'We reopened the answers you saved.' : 'We restored the answers you gave earlier in this browser.'}</p>
          <button type="button" className="button button--link" onClick={startOver}>
            Start over
          </button>
        </div>
      )}
      {step.phase === 'welcome' && <WelcomeStep onStart={() => goTo(nextStep(step))} />}
      {(step.phase === 'target' || step.phase === 'current') && (
        <QuestionStep
          key={stepName}
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
          onNext={() => onward(step)}
          onPrevious={() => goTo(previousStep(step))}
        />
      )}
      {step.phase === 'implementation' && (
        <ImplementationStep
          values={progress.implementation}
          position={position}
          submitLabel={fromReview ? BACK_TO_REVIEW : undefined}
          onChange={(implementation) => setProgress((current) => ({ ...current, implementation }))}
          onBack={() => goTo(previousStep(step))}
          onSubmit={() => onward(step)}
        />
      )}
      {step.phase === 'organisation' && (
        <OrganisationStep
          values={progress.organisation}
          position={position}
          submitLabel={fromReview ? BACK_TO_REVIEW : 'Next: Review Your Answers'}
          onChange={(organisation) => setProgress((current) => ({ ...current, organisation }))}
          onBack={() => goTo(previousStep(step))}
          onSubmit={() => onward(step)}
        />
      )}
      {step.phase === 'review' && (
        <ReviewStep
          progress={progress}
          changeTo={(target) => hrefFor(target, { fromReview: true })}
          submitting={submitting}
          saveError={saveError}
          onBack={() => goTo(previousStep(step), { fromReview: false })}
          onSubmit={() => void submit()}
        />
      )}
      {submitConflict && saveError && <NewerCopyLink draftId={submitConflict} />}
      {step.phase !== 'welcome' && (
        <SaveForLater
          // Its own key: the step beside it is keyed by the step name too, and siblings' keys must differ.
          key={`save-${stepName}`}
          draftId={progress.draftId}
          draftBody={() => quickDraftBody(progress, stepName)}
          lastSavedAt={progress.saved?.at}
          onSaved={(draft) => setProgress((current) => ({ ...current, draftId: draft.id, saved: savedCopyOf(draft) }))}
        />
      )}
    </div>
  );
}
