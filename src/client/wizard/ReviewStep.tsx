import type { FormEvent } from 'react';
import { ASSESSMENT_STEP_COUNT, answerInWords, type WizardStep } from '../../domain/wizard';
import { ReviewFooter } from '../assessment-steps/ReviewFooter';
import { OrganisationReview, PlanningReview, ReviewSection } from '../assessment-steps/ReviewParts';
import { ReviewedStrategies } from '../assessment-steps/ReviewedStrategies';
import { ProgressBar } from '../progress/ProgressBar';
import type { WizardProgress } from '../progress/progress';

interface ReviewStepProps {
  progress: WizardProgress;
  /** The address of a step, opened from the review so that it offers "Back to review". */
  changeTo: (step: WizardStep) => string;
  submitting: boolean;
  saveError: string | undefined;
  onBack: () => void;
  onSubmit: () => void;
}

/** The last step of the quick check: every answer in words with a link to change it, and Submit. */
export function ReviewStep({ progress, changeTo, submitting, saveError, onBack, onSubmit }: ReviewStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <form className="card wizard-step" onSubmit={submit} aria-labelledby="step-heading">
      <ProgressBar position={ASSESSMENT_STEP_COUNT - 1} total={ASSESSMENT_STEP_COUNT} journey="quick" />
      <h2 id="step-heading" tabIndex={-1}>
        Review your answers
      </h2>
      <p>Check each answer before you submit. Change opens the question; after changing it, choose Back to review to return here.</p>
      <ReviewSection id="review-levels" title="Target and current state">
        <ReviewedStrategies
          answersFor={(id, questionIndex, title) => [
            {
              term: 'Target state',
              answer: answerInWords('target', progress.targetAssessments[id]),
              changeTo: changeTo({ phase: 'target', questionIndex }),
              changeName: `target state for ${title}`,
            },
            {
              term: 'Current state',
              answer: answerInWords('current', progress.assessments[id]),
              changeTo: changeTo({ phase: 'current', questionIndex }),
              changeName: `current state for ${title}`,
            },
          ]}
        />
      </ReviewSection>
      <PlanningReview implementation={progress.implementation} changeTo={changeTo({ phase: 'implementation' })} />
      <OrganisationReview organisation={progress.organisation} changeTo={changeTo({ phase: 'organisation' })} />
      <ReviewFooter submitting={submitting} saveError={saveError} onBack={onBack} />
    </form>
  );
}
