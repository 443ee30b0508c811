import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ImplementationStep } from '../forms/ImplementationStep';
import { OrganisationStep } from '../forms/OrganisationStep';
import { finalAnswers } from '../forms/final-answers';
import { saveErrorText } from '../forms/save-error';
import { paths } from '../paths';
import { StorageNotice } from '../progress/StorageNotice';
import { useStepFocus } from '../progress/useStepFocus';
import { useStepHistory } from '../progress/useStepHistory';
import { usePageTitle } from '../usePageTitle';
import {
  clearDetailedProgress,
  EMPTY_DETAILED_PROGRESS,
  progressStartedFrom,
  saveDetailedProgress,
  startFromOf,
  type DetailedProgress,
} from '../progress/detailed-progress';
import {
  DETAILED_STEP_COUNT,
  detailedStepFromParam,
  detailedStepKey,
  detailedStepParam,
  detailedStepPosition,
  nextDetailedStep,
  previousDetailedStep,
  resumableStep,
  strategyAt,
  type DetailedStep,
} from '../progress/detailed-steps';
import { DetailedReviewStep } from './DetailedReviewStep';
import { detailedSubmission, errorsOfRequirement, exceptionErrorsOf, firstErrorPlace, requirementField, type AnswerErrors } from './detailed-submission';
import { DetailedWelcomeStep } from './DetailedWelcomeStep';
import { loadDetailedProgress } from '../progress/restore-detailed-progress';
import { savedCopyOf } from '../progress/progress';
import { ApiError } from '../api/http';
import { NewerCopyLink } from '../forms/NewerCopyLink';
import { StartOverNotice } from './StartOverNotice';
import { StrategyStep } from './StrategyStep';
import { completeAssessment } from '../progress/server-drafts';
import { SaveForLater } from '../forms/SaveForLater';
import { detailedDraftBody } from './detailed-draft-body';
import { EvidenceFilesProvider } from './EvidenceFilesProvider';
import { accessKeyFor } from '../api/assessments';
import { saveDraft } from '../progress/server-drafts';

const STEP_NAMES = { first: { phase: 'welcome' } as DetailedStep, toParam: detailedStepParam, fromParam: detailedStepFromParam };

const BACK_TO_REVIEW = 'Back to review';

/**
 * The detailed assessment (/assessment/detailed): an outcome and optional evidence for every
 * requirement, strategy by strategy; each step a history entry (`?step=`), autosaved to this browser,
 * submitted to the API from the review step. Navigation
 * state `{ startFrom }` starts it from an earlier assessment; saved progress, when there is some, wins
 * until the person starts over (the notice says so).
 */
export function DetailedAssessmentPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [handedOver] = useState(() => startFromOf(location.state));
  const [fresh] = useState(() => (handedOver ? progressStartedFrom(handedOver) : EMPTY_DETAILED_PROGRESS));
  const [resumed] = useState(() => {
    const saved = loadDetailedProgress();
    return saved && saved.step.phase !== 'welcome' ? saved : undefined;
  });
  const [progress, setProgress] = useState<DetailedProgress>(resumed ?? fresh);
  const [restored, setRestored] = useState(resumed !== undefined);
  const [submitting, setSubmitting] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  // The draft Submit was refused for, as it was saved or submitted elsewhere since: its newer copy is offered.
  const [submitConflict, setSubmitConflict] = useState<string>();
  // Justifications, review dates and approvers refused by the form's check or the server, shown beside each field.
  const [answerErrors, setAnswerErrors] = useState<AnswerErrors>({});
  // The field to put the focus on once its strategy step has opened: the first refused one.
  const focusField = useRef<string>(undefined);

  const { step, fromReview, goTo, hrefFor } = useStepHistory(STEP_NAMES, resumed?.step, (asked) => resumableStep(asked, progress.targetAssessments));

  useEffect(() => {
    saveDetailedProgress({ ...progress, step });
  }, [progress, step]);

  // Each new step moves focus to its heading so screen readers announce it.
  const stepKey = detailedStepKey(step);
  useStepFocus(stepKey);
  // After the step's own focus (the effect above), so a refused field wins over the step's heading.
  useEffect(() => {
    if (!focusField.current) return;
    document.getElementById(focusField.current)?.focus();
    focusField.current = undefined;
  }, [stepKey]);

  /** Shows each refused exception field beside it and opens the strategy of the first, focus on it; false when there is none. */
  const showAnswerErrors = (errors: AnswerErrors): boolean => {
    const place = firstErrorPlace(errors);
    if (!place) return false;
    setAnswerErrors(errors);
    focusField.current = place.elementId;
    goTo({ phase: 'strategy', strategyIndex: place.strategyIndex }, { fromReview: true });
    return true;
  };

  const position = { index: detailedStepPosition(step), total: DETAILED_STEP_COUNT };
  const onward = (from: DetailedStep) => goTo(fromReview ? { phase: 'review' } : nextDetailedStep(from));

  const startOver = () => {
    clearDetailedProgress();
    setRestored(false);
    setProgress(fresh);
    goTo({ phase: 'welcome' }, { fromReview: false });
  };

  const submit = async () => {
    setSaveError(undefined);
    const answers = finalAnswers(progress);
    if (answers.problem !== undefined) {
      setSaveError(answers.problem);
      return;
    }
    const submission = detailedSubmission(progress, answers.implementation, answers.organisation);
    if ('problem' in submission) {
      setSaveError(submission.problem);
      if (submission.answerErrors) showAnswerErrors(submission.answerErrors);
      return;
    }
    setSubmitting(true);
    try {
      const assessment = await completeAssessment(progress.draftId, submission.body, progress.saved?.at);
      clearDetailedProgress();
      void navigate(paths.results(assessment.id), { state: { assessment } });
    } catch (error) {
      setSaveError(saveErrorText(error, requirementField));
      setSubmitConflict(error instanceof ApiError && error.status === 409 ? progress.draftId : undefined);
      setSubmitting(false);
      if (error instanceof ApiError) showAnswerErrors(exceptionErrorsOf(error.fields));
    }
  };

  // An evidence file belongs to an assessment on the server: the first one saves the draft if it is not yet
  // (once, however many files are dropped at the same moment).
  const firstDraftSave = useRef<Promise<string>>(undefined);
  const ensureDraft = (): Promise<string> => {
    if (progress.draftId !== undefined && accessKeyFor(progress.draftId) !== undefined) return Promise.resolve(progress.draftId);
    firstDraftSave.current ??= saveDraft(undefined, detailedDraftBody(progress, detailedStepParam(step)).body, undefined).then(({ draft }) => {
      setProgress((current) => ({ ...current, draftId: draft.id, saved: savedCopyOf(draft) }));
      return draft.id;
    });
    const saving = firstDraftSave.current;
    saving.catch(() => {
      firstDraftSave.current = undefined;
    });
    return saving;
  };

  usePageTitle('Detailed assessment');

  return (
    <div className="page page--narrow page--detailed">
      <h1>Detailed Essential Eight Assessment</h1>
      <StorageNotice />
      {restored && step.phase !== 'welcome' && (
        <StartOverNotice setAside={handedOver?.kind} saved={progress.draftId !== undefined} onStartOver={startOver} />
      )}
      {step.phase === 'welcome' && <DetailedWelcomeStep startedFrom={progress.startedFrom} onStart={() => goTo(nextDetailedStep(step))} />}
      {step.phase === 'strategy' && (
        <EvidenceFilesProvider draftId={progress.draftId} ensureDraft={ensureDraft}>
          <StrategyStep
            key={stepKey}
            strategyIndex={step.strategyIndex}
            targetLevel={progress.targetAssessments[strategyAt(step.strategyIndex)]}
            answers={progress.requirementOutcomes}
            errorsFor={(id) => errorsOfRequirement(answerErrors, id)}
            onTarget={(level) =>
              setProgress((current) => ({ ...current, targetAssessments: { ...current.targetAssessments, [strategyAt(step.strategyIndex)]: level } }))
            }
            onAnswer={(id, answer) => {
              setProgress((current) => ({ ...current, requirementOutcomes: { ...current.requirementOutcomes, [id]: answer } }));
              // A changed answer is checked again on Submit: its old messages go.
              setAnswerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`requirementOutcomes.${id}.`))));
            }}
            nextLabel={fromReview ? BACK_TO_REVIEW : undefined}
            onNext={() => onward(step)}
            onPrevious={() => goTo(previousDetailedStep(step))}
          />
        </EvidenceFilesProvider>
      )}
      {step.phase === 'implementation' && (
        <ImplementationStep
          values={progress.implementation}
          position={position}
          backLabel="Back to the strategies"
          submitLabel={fromReview ? BACK_TO_REVIEW : undefined}
          onChange={(implementation) => setProgress((current) => ({ ...current, implementation }))}
          onBack={() => goTo(previousDetailedStep(step))}
          onSubmit={() => onward(step)}
        />
      )}
      {step.phase === 'organisation' && (
        <OrganisationStep
          values={progress.organisation}
          position={position}
          submitLabel={fromReview ? BACK_TO_REVIEW : 'Next: Review Your Answers'}
          onChange={(organisation) => setProgress((current) => ({ ...current, organisation }))}
          onBack={() => goTo(previousDetailedStep(step))}
          onSubmit={() => onward(step)}
        />
      )}
      {step.phase === 'review' && (
        <DetailedReviewStep
          progress={progress}
          changeTo={(target) => hrefFor(target, { fromReview: true })}
          submitting={submitting}
          saveError={saveError}
          onBack={() => goTo(previousDetailedStep(step), { fromReview: false })}
          onSubmit={() => void submit()}
        />
      )}
      {submitConflict && saveError && <NewerCopyLink draftId={submitConflict} />}
      {step.phase !== 'welcome' && (
        <SaveForLater
          // Its own key: the step beside it is keyed by the step name too, and siblings' keys must differ.
          key={`save-${stepKey}`}
          draftId={progress.draftId}
          draftBody={() => detailedDraftBody(progress, detailedStepParam(step))}
          lastSavedAt={progress.saved?.at}
          onSaved={(draft) => setProgress((current) => ({ ...current, draftId: draft.id, saved: savedCopyOf(draft) }))}
        />
      )}
    </div>
  );
}
