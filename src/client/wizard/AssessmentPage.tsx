import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { implementationSchema, type ImplementationDetails, type OrganisationDetails } from '../../domain/assessment';
import { controlAt, nextStep, previousStep, withTargetLevel, type WizardStep } from '../../domain/wizard';
import { submitAssessment } from '../api/assessments';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { ImplementationStep } from '../forms/ImplementationStep';
import { OrganisationStep } from '../forms/OrganisationStep';
import { clearProgress, EMPTY_PROGRESS, saveProgress, type WizardProgress } from '../progress/progress';
import { QuestionStep } from './QuestionStep';
import { saveErrorText } from '../forms/save-error';
import { loadProgress } from '../progress/restore-progress';
import { StorageNotice } from '../progress/StorageNotice';
import { useStepFocus } from '../progress/useStepFocus';
import { WelcomeStep } from './WelcomeStep';

function stepKey(step: WizardStep): string {
  return 'questionIndex' in step ? `${step.phase}-${step.questionIndex}` : step.phase;
}

/** The implementation answers, checked again before submitting (they may come from an older save). */
function implementationFrom(progress: WizardProgress): ImplementationDetails | undefined {
  const parsed = implementationSchema.safeParse(progress.implementation);
  return parsed.success ? parsed.data : undefined;
}

/** The assessment wizard (/assessment): autosaves to this browser and submits to the API. */
export function AssessmentPage() {
  const navigate = useNavigate();
  const [initial] = useState(() => loadProgress());
  const [progress, setProgress] = useState<WizardProgress>(initial ?? EMPTY_PROGRESS);
  const [restored, setRestored] = useState(initial !== undefined && initial.step.phase !== 'welcome');
  const [submitting, setSubmitting] = useState(false);
  const [saveError, setSaveError] = useState<string>();

  useEffect(() => {
    saveProgress(progress);
  }, [progress]);

  // Each new step moves focus to its heading so screen readers announce it.
  useStepFocus(stepKey(progress.step));

  const goTo = (step: WizardStep) => setProgress((current) => ({ ...current, step }));
  const { step } = progress;

  const startOver = () => {
    clearProgress();
    setRestored(false);
    setProgress(EMPTY_PROGRESS);
  };

  const submit = async (organisation: OrganisationDetails, implementation: ImplementationDetails) => {
    setSubmitting(true);
    setSaveError(undefined);
    try {
      const assessment = await submitAssessment({
        status: 'completed',
        targetAssessments: progress.targetAssessments,
        assessments: progress.assessments,
        ...implementation,
        ...organisation,
      });
      clearProgress();
      navigate(paths.results(assessment.id), { state: { assessment } });
    } catch (error) {
      setSaveError(saveErrorText(error));
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
          <p>We restored the answers you gave earlier in this browser.</p>
          <button type="button" className="button button--link" onClick={startOver}>
            Start over
          </button>
        </div>
      )}
      {step.phase === 'welcome' && <WelcomeStep onStart={() => goTo(nextStep(step))} />}
      {(step.phase === 'target' || step.phase === 'current') && (
        <QuestionStep
          key={stepKey(step)}
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
          onNext={() => goTo(nextStep(step))}
          onPrevious={() => goTo(previousStep(step))}
        />
      )}
      {step.phase === 'implementation' && (
        <ImplementationStep
          values={progress.implementation}
          onChange={(implementation) => setProgress((current) => ({ ...current, implementation }))}
          onBack={() => goTo(previousStep(step))}
          onSubmit={() => goTo(nextStep(step))}
        />
      )}
      {step.phase === 'organisation' && (
        <OrganisationStep
          values={progress.organisation}
          submitting={submitting}
          saveError={saveError}
          onChange={(organisation) => setProgress((current) => ({ ...current, organisation }))}
          onBack={() => goTo(previousStep(step))}
          onSubmit={(organisation) => {
            const implementation = implementationFrom(progress);
            if (implementation) void submit(organisation, implementation);
            else setSaveError('The implementation details are incomplete. Use Back to complete the timeline and constraints.');
          }}
        />
      )}
    </div>
  );
}
