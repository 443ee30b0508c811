import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '../router';
import { BACK_TO_REVIEW, ClosingStep, FlowFooter } from '../assessment-steps/FlowParts';
import { useAssessmentFlow, type GoTo } from '../assessment-steps/useAssessmentFlow';
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
import { StartOverNotice } from './StartOverNotice';
import { restoredWords } from '../assessment-steps/restored-words';
import { StrategyStep } from './StrategyStep';
import { detailedDraftBody } from './detailed-draft-body';
import { EvidenceFilesProvider } from './EvidenceFilesProvider';
import { ImportsProvider } from './ImportsProvider';
import { ImportStep } from './ImportStep';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import { OwnRequestsProvider } from '../requests/OwnRequestsProvider';
import { DetailedAnswersContext } from './SharedRequirementNote';
import { accessKeyFor } from '../api/assessments';
import { saveDraft } from '../progress/server-drafts';
import { answerEverywhere, sameRequirementIds } from '../../domain/framework/shared-requirements';
import { evidenceGradeFieldId, gradeEvidenceOf } from '../progress/grade-evidence-state';

const STEP_NAMES = { first: { phase: 'welcome' } as DetailedStep, toParam: detailedStepParam, fromParam: detailedStepFromParam };

/** Opens every fold around a field (its level, its evidence), then brings it into view with the focus on it. */
function revealAndFocus(elementId: string): void {
  const field = document.getElementById(elementId);
  for (let fold = field?.closest('details'); fold; fold = fold.parentElement?.closest('details')) fold.open = true;
  field?.scrollIntoView({ block: 'center' });
  field?.focus({ preventScroll: true });
}

/**
 * The detailed assessment's steps (/assessment/detailed, inside DetailedAssessmentPage's heading): after
 * the welcome, exports of the organisation's systems to import (skippable, and linked from every strategy),
 * then an outcome and optional evidence for every requirement, strategy by strategy; each step a history entry
 * (`?step=`), autosaved to this browser, submitted to the API from the review step. Navigation state
 * `{ startFrom }` starts it from an earlier assessment; saved progress, when there is some, wins until
 * the person starts over (the notice says so). State `{ gradeEvidenceOf }` (from the results' prompt to grade
 * evidence) puts the focus on that requirement's evidence grade, its folds opened. `startNow` says Start was pressed on the page's welcome
 * before these steps had loaded: they then move on from the welcome as that press would have.
 */
export function DetailedAssessmentSteps({ startNow = false }: { startNow?: boolean }) {
  const location = useLocation();
  const [handedOver] = useState(() => startFromOf(location.state));
  const [fresh] = useState(() => (handedOver ? progressStartedFrom(handedOver) : EMPTY_DETAILED_PROGRESS));
  const [resumed] = useState(() => {
    const saved = loadDetailedProgress();
    return saved && saved.step.phase !== 'welcome' ? saved : undefined;
  });
  // Justifications, review dates and approvers refused by the form's check or the server, shown beside each field.
  const [answerErrors, setAnswerErrors] = useState<AnswerErrors>({});
  // The field to put the focus on once its strategy step has opened: the first refused one, or the evidence grade asked for.
  const [toGrade] = useState(() => gradeEvidenceOf(location.state));
  const focusField = useRef<string>(toGrade === undefined ? undefined : evidenceGradeFieldId(toGrade));

  /** Shows each refused exception field beside it and opens the strategy of the first, focus on it. */
  const showAnswerErrors = (errors: AnswerErrors, goTo: GoTo<DetailedStep>) => {
    const place = firstErrorPlace(errors);
    if (!place) return;
    setAnswerErrors(errors);
    focusField.current = place.elementId;
    goTo({ phase: 'strategy', strategyIndex: place.strategyIndex }, { fromReview: true });
  };

  const flow = useAssessmentFlow<DetailedProgress, DetailedStep>({
    journey: 'detailed',
    names: STEP_NAMES,
    review: { phase: 'review' },
    initial: resumed ?? fresh,
    resumeAt: resumed?.step,
    fresh,
    reachable: (asked, progress) => resumableStep(asked, progress.targetAssessments),
    next: nextDetailedStep,
    previous: previousDetailedStep,
    key: detailedStepKey,
    position: (step) => ({ index: detailedStepPosition(step), total: DETAILED_STEP_COUNT, journey: 'detailed' }),
    keep: saveDetailedProgress,
    forget: clearDetailedProgress,
    submission: (progress, answers, goTo) => {
      const submission = detailedSubmission(progress, answers.implementation, answers.organisation);
      if (!('problem' in submission)) return submission;
      const { answerErrors: refused } = submission;
      return { problem: submission.problem, afterProblem: refused ? () => showAnswerErrors(refused, goTo) : undefined };
    },
    nameField: requirementField,
    onRefused: (error, goTo) => showAnswerErrors(exceptionErrorsOf(error.fields), goTo),
  });
  const { progress, setProgress, step, stepKey, fromReview, goTo } = flow;

  // After the step's own focus (moved to its heading by the flow), so a refused field wins over the heading.
  useEffect(() => {
    if (!focusField.current) return;
    revealAndFocus(focusField.current);
    focusField.current = undefined;
  }, [stepKey]);

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

  // Once only, also when StrictMode runs the effect twice: each move is a history entry.
  const startHandled = useRef(false);
  useEffect(() => {
    if (!startNow || startHandled.current) return;
    startHandled.current = true;
    goTo(nextDetailedStep({ phase: 'welcome' }));
  }, [startNow, goTo]);

  const onImportedAnswers = useCallback((answers: RequirementAnswers) => setProgress((current) => ({ ...current, requirementOutcomes: answers })), [setProgress]);

  return (
    <ImportsProvider
      draftId={progress.draftId}
      ensureDraft={ensureDraft}
      answers={progress.requirementOutcomes}
      onAnswers={onImportedAnswers}
      importStepHref={flow.hrefFor({ phase: 'imports' }, { fromReview: false })}
    >
      {(flow.restored || progress.reassessmentOf !== undefined) && step.phase !== 'welcome' && (
        <StartOverNotice setAside={handedOver?.kind} restored={restoredWords(progress)} onStartOver={flow.startOver} />
      )}
      {step.phase === 'welcome' && <DetailedWelcomeStep startedFrom={progress.startedFrom} onStart={() => goTo(nextDetailedStep(step))} />}
      {step.phase === 'imports' && (
        <ImportStep
          key={stepKey}
          answers={progress.requirementOutcomes}
          nextLabel={fromReview ? BACK_TO_REVIEW : undefined}
          onNext={() => flow.onward(step)}
          onPrevious={() => flow.back(step)}
        />
      )}
      {step.phase === 'strategy' && (
        <EvidenceFilesProvider draftId={progress.draftId} ensureDraft={ensureDraft}>
          <OwnRequestsProvider assessmentId={progress.draftId}>
            <DetailedAnswersContext.Provider value={progress.requirementOutcomes}>
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
                  // A requirement several strategies share is answered once: the answer, newest first, is each strategy's.
                  setProgress((current) => ({ ...current, requirementOutcomes: answerEverywhere(current.requirementOutcomes, id, answer) }));
                  // A changed answer is checked again on Submit: its old messages go.
                  const changed = sameRequirementIds(id).map((same) => `requirementOutcomes.${same}.`);
                  setAnswerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !changed.some((prefix) => key.startsWith(prefix)))));
                }}
                nextLabel={fromReview ? BACK_TO_REVIEW : undefined}
                onNext={() => flow.onward(step)}
                onPrevious={() => flow.back(step)}
              />
            </DetailedAnswersContext.Provider>
          </OwnRequestsProvider>
        </EvidenceFilesProvider>
      )}
      <ClosingStep flow={flow} backLabel="Back to the strategies" />
      {step.phase === 'review' && (
        <DetailedReviewStep
          progress={progress}
          changeTo={(target) => flow.hrefFor(target, { fromReview: true })}
          submitting={flow.submitting}
          saveError={flow.saveError}
          onBack={() => goTo(previousDetailedStep(step), { fromReview: false })}
          onSubmit={flow.submit}
        />
      )}
      <FlowFooter flow={flow} draftBody={() => detailedDraftBody(progress, detailedStepParam(step))} />
    </ImportsProvider>
  );
}
