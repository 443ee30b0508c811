import { today } from '../today';
import type { FormEvent } from 'react';
import { achievedLevels } from '../../domain/detailed-assessment';
import { maturityLevelName } from '../../domain/maturity-levels';
import { ReviewFooter } from '../assessment-steps/ReviewFooter';
import { OrganisationReview, PlanningReview, ReviewSection } from '../assessment-steps/ReviewParts';
import { ReviewedStrategies } from '../assessment-steps/ReviewedStrategies';
import { ProgressBar } from '../progress/ProgressBar';
import type { DetailedProgress } from '../progress/detailed-progress';
import { DETAILED_STEP_COUNT, type DetailedStep } from '../progress/detailed-steps';
import { UnconfirmedSuggestionsReview } from './UnconfirmedSuggestionsReview';

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
  const achieved = achievedLevels(progress.requirementOutcomes, today());
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
      <UnconfirmedSuggestionsReview answers={progress.requirementOutcomes} changeTo={changeTo} />
      <ReviewSection id="review-levels" title="Target and achieved level">
        <ReviewedStrategies
          answersFor={(id, strategyIndex, title) => {
            const target = progress.targetAssessments[id];
            const changeStrategy = changeTo({ phase: 'strategy', strategyIndex });
            return [
              {
                term: 'Target level',
                answer: target === undefined ? 'Not answered' : maturityLevelName(target),
                changeTo: changeStrategy,
                changeName: `target level for ${title}`,
              },
              {
                term: 'Achieved level',
                answer: maturityLevelName(achieved[id]),
                changeTo: changeStrategy,
                changeName: `requirement outcomes for ${title}`,
              },
            ];
          }}
        />
      </ReviewSection>
      <PlanningReview implementation={progress.implementation} changeTo={changeTo({ phase: 'implementation' })} />
      <OrganisationReview organisation={progress.organisation} changeTo={changeTo({ phase: 'organisation' })} />
      <ReviewFooter submitting={submitting} saveError={saveError} onBack={onBack} />
    </form>
  );
}
