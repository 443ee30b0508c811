import type { FormEvent } from 'react';
import { controlContent } from '../../domain/control-content';
import { CONTROL_IDS } from '../../domain/controls';
import { achievedLevels } from '../../domain/detailed-assessment';
import { maturityLevelName } from '../../domain/maturity-levels';
import { FormActions } from '../forms/FormActions';
import { OrganisationReview, PlanningReview, ReviewedAnswer, ReviewSection } from '../forms/ReviewParts';
import { ProgressBar } from '../progress/ProgressBar';
import type { DetailedProgress } from './detailed-progress';
import { DETAILED_STEP_COUNT, type DetailedStep } from './detailed-steps';

interface DetailedReviewStepProps {
  progress: DetailedProgress;
  /** The address of a step, opened from the review so that it offers "Back to review". */
  changeTo: (step: DetailedStep) => string;
  submitting: boolean;
  saveError: string | undefined;
  onBack: () => void;
  onSubmit: () => void;
}

/** The last step of the detailed assessment: each strategy's target and achieved level, the planning and organisation answers, and Submit. */
export function DetailedReviewStep({ progress, changeTo, submitting, saveError, onBack, onSubmit }: DetailedReviewStepProps) {
  const achieved = achievedLevels(progress.requirementOutcomes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <form className="card wizard-step" onSubmit={submit} aria-labelledby="step-heading">
      <ProgressBar position={DETAILED_STEP_COUNT - 1} total={DETAILED_STEP_COUNT} label="Assessment progress" noun="Step" />
      <h2 id="step-heading" tabIndex={-1}>
        Review your answers
      </h2>
      <p>
        Check each strategy before you submit. Change opens the strategy, where its target and every requirement can be
        changed; after changing it, choose Back to review to return here.
      </p>
      <ReviewSection id="review-levels" title="Target and achieved level">
        <ul className="review-strategies">
          {CONTROL_IDS.map((id, strategyIndex) => {
            const { title } = controlContent(id);
            const target = progress.targetAssessments[id];
            return (
              <li key={id} aria-labelledby={`review-${id}`}>
                <h4 id={`review-${id}`}>{title}</h4>
                <dl className="review-list">
                  <ReviewedAnswer
                    term="Target level"
                    answer={target === undefined ? 'Not answered' : maturityLevelName(target)}
                    changeTo={changeTo({ phase: 'strategy', strategyIndex })}
                    changeName={`target level for ${title}`}
                  />
                  <ReviewedAnswer
                    term="Achieved level"
                    answer={maturityLevelName(achieved[id])}
                    changeTo={changeTo({ phase: 'strategy', strategyIndex })}
                    changeName={`requirement outcomes for ${title}`}
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
