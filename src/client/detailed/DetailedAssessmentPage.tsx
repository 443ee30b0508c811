import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { implementationSchema, type OrganisationDetails } from '../../domain/assessment';
import { submitAssessment } from '../api/assessments';
import { ImplementationStep } from '../forms/ImplementationStep';
import { OrganisationStep } from '../forms/OrganisationStep';
import { saveErrorText } from '../forms/save-error';
import { paths } from '../paths';
import { StorageNotice } from '../progress/StorageNotice';
import { useStepFocus } from '../progress/useStepFocus';
import { usePageTitle } from '../usePageTitle';
import {
  clearDetailedProgress,
  EMPTY_DETAILED_PROGRESS,
  progressStartedFrom,
  saveDetailedProgress,
  startFromOf,
  type DetailedProgress,
} from './detailed-progress';
import { detailedStepKey, nextDetailedStep, previousDetailedStep, strategyAt, type DetailedStep } from './detailed-steps';
import { detailedSubmission, requirementField } from './detailed-submission';
import { DetailedWelcomeStep } from './DetailedWelcomeStep';
import { loadDetailedProgress } from './restore-detailed-progress';
import { StartOverNotice } from './StartOverNotice';
import { StrategyStep } from './StrategyStep';

/**
 * The detailed assessment (/assessment/detailed): an outcome and optional evidence for every
 * requirement, strategy by strategy; autosaves to this browser and submits to the API. Navigation
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

  useEffect(() => {
    saveDetailedProgress(progress);
  }, [progress]);

  // Each new step moves focus to its heading so screen readers announce it.
  const stepKey = detailedStepKey(progress.step);
  useStepFocus(stepKey);

  const goTo = (step: DetailedStep) => setProgress((current) => ({ ...current, step }));
  const { step } = progress;

  const startOver = () => {
    clearDetailedProgress();
    setRestored(false);
    setProgress(fresh);
  };

  const submit = async (organisation: OrganisationDetails) => {
    setSaveError(undefined);
    const implementation = implementationSchema.safeParse(progress.implementation);
    if (!implementation.success) {
      setSaveError('The implementation details are incomplete. Use Back to complete the timeline and constraints.');
      return;
    }
    const submission = detailedSubmission(progress, implementation.data, organisation);
    if ('problem' in submission) {
      setSaveError(submission.problem);
      return;
    }
    setSubmitting(true);
    try {
      const assessment = await submitAssessment(submission.body);
      clearDetailedProgress();
      navigate(paths.results(assessment.id), { state: { assessment } });
    } catch (error) {
      setSaveError(saveErrorText(error, requirementField));
      setSubmitting(false);
    }
  };

  usePageTitle('Detailed assessment');

  return (
    <div className="page page--narrow page--detailed">
      <h1>Detailed Essential Eight Assessment</h1>
      <StorageNotice />
      {restored && step.phase !== 'welcome' && (
        <StartOverNotice setAside={handedOver?.kind} onStartOver={startOver} />
      )}
      {step.phase === 'welcome' && <DetailedWelcomeStep startedFrom={progress.startedFrom} onStart={() => goTo(nextDetailedStep(step))} />}
      {step.phase === 'strategy' && (
        <StrategyStep
          key={stepKey}
          strategyIndex={step.strategyIndex}
          targetLevel={progress.targetAssessments[strategyAt(step.strategyIndex)]}
          answers={progress.requirementOutcomes}
          onTarget={(level) =>
            setProgress((current) => ({ ...current, targetAssessments: { ...current.targetAssessments, [strategyAt(step.strategyIndex)]: level } }))
          }
          onAnswer={(id, answer) => setProgress((current) => ({ ...current, requirementOutcomes: { ...current.requirementOutcomes, [id]: answer } }))}
          onNext={() => goTo(nextDetailedStep(step))}
          onPrevious={() => goTo(previousDetailedStep(step))}
        />
      )}
      {step.phase === 'implementation' && (
        <ImplementationStep
          values={progress.implementation}
          backLabel="Back to the strategies"
          onChange={(implementation) => setProgress((current) => ({ ...current, implementation }))}
          onBack={() => goTo(previousDetailedStep(step))}
          onSubmit={() => goTo(nextDetailedStep(step))}
        />
      )}
      {step.phase === 'organisation' && (
        <OrganisationStep
          values={progress.organisation}
          submitting={submitting}
          saveError={saveError}
          onChange={(organisation) => setProgress((current) => ({ ...current, organisation }))}
          onBack={() => goTo(previousDetailedStep(step))}
          onSubmit={(organisation) => void submit(organisation)}
        />
      )}
    </div>
  );
}
