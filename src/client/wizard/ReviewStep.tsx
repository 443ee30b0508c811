import type { FormEvent } from 'react';
import { controlContent } from '../../domain/control-content';
import { CONTROL_IDS } from '../../domain/controls';
import { ASSESSMENT_STEP_COUNT, answerInWords, type WizardStep } from '../../domain/wizard';
import { FormActions } from '../forms/FormActions';
import { OrganisationReview, PlanningReview, ReviewedAnswer, ReviewSection } from '../forms/ReviewParts';
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
      <ProgressBar position={ASSESSMENT_STEP_COUNT - 1} total={ASSESSMENT_STEP_COUNT} label="Assessment progress" noun="Step" />
      <h2 id="step-heading" tabIndex={-1}>
        Review your answers
      </h2>
      <p>Check each answer before you submit. Change opens the question; after changing it, choose Back to review to return here.</p>
      <ReviewSection id="review-levels" title="Target and current state">
        <ul className="review-strategies">
          {CONTROL_IDS.map((id, questionIndex) => {
            const { title } = controlContent(id);
            return (
              <li key={id} aria-labelledby={`review-${id}`}>
                <h4 id={`review-${id}`}>{title}</h4>
                <dl className="review-list">
                  <ReviewedAnswer
                    term="Target state"
                    answer={answerInWords('target', progress.targetAssessments[id])}
                    changeTo={changeTo({ phase: 'target', questionIndex })}
                    changeName={`target state for ${title}`}
                  />
                  <ReviewedAnswer
                    term="Current state"
                    answer={answerInWords('current', progress.assessments[id])}
                    changeTo={changeTo({ phase: 'current', questionIndex })}
                    changeName={`current state for ${title}`}
                  />
                </dl>
              </li>
            );
          })}
        </ul>
      </ReviewSection>
      <PlanningReview implementation={progress.implementation} changeTo={changeTo({ phase: 'implementation' })} />
      <OrganisationReview organisation={progress.organisation} changeTo={changeTo({ phase: 'organisation' })} />
      <FormActions
        aside={
          // aria-disabled rather than disabled while busy: a disabled button would drop keyboard focus to the page.
          <button type="button" className="button button--secondary" onClick={() => !submitting && onBack()} aria-disabled={submitting}>
            Back
          </button>
        }
        busy={submitting}
        busyLabel="Submitting..."
        submitLabel="Submit Assessment"
        error={saveError}
      />
    </form>
  );
}
