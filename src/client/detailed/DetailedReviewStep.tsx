import { today } from '../today';
import type { FormEvent } from 'react';
import { achievedLevels } from '../../domain/detailed-assessment';
import { notAssessedByStrategy } from '../../domain/framework/not-assessed';
import { gapTotals, notAssessedAnswer, type NotAssessed } from '../../domain/framework/not-assessed-words';
import { countOf } from '../../domain/format';
import { levelLabel, targetLabel } from '../../domain/maturity-levels';
import { ReviewFooter } from '../assessment-steps/ReviewFooter';
import { OrganisationReview, PlanningReview, ReviewSection } from '../assessment-steps/ReviewParts';
import { ReviewedStrategies } from '../assessment-steps/ReviewedStrategies';
import { ProgressBar } from '../progress/ProgressBar';
import type { DetailedProgress } from '../progress/detailed-progress';
import { DETAILED_STEP_COUNT, type DetailedStep } from '../progress/detailed-steps';
import { RiskAcceptanceReview } from './RiskAcceptanceReview';
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

/** The review's opening word on gaps: how many requirements up to the targets hold no outcome, and what that means for the levels. */
function GapsNotice({ gaps }: { gaps: readonly NotAssessed[] }) {
  const { requirements, strategies } = gapTotals(gaps);
  if (strategies === 0) return <p className="notice notice--success">Every requirement up to your targets is assessed.</p>;
  return (
    <p className="notice notice--info">
      {countOf(requirements, 'requirement')} up to your targets {requirements === 1 ? 'is' : 'are'} not assessed, in {countOf(strategies, 'strategy', 'strategies')}. You can submit as it is,
      but a level resting on requirements not assessed rests on a partial assessment, and the results and reports will say so.
    </p>
  );
}

/** The last step of the detailed assessment: each strategy's target and achieved level, the planning and organisation answers, and Submit. */
export function DetailedReviewStep({ progress, changeTo, submitting, saveError, onBack, onSubmit }: DetailedReviewStepProps) {
  const achieved = achievedLevels(progress.requirementOutcomes, today());
  const gaps = notAssessedByStrategy(progress.requirementOutcomes, progress.targetAssessments);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <form className="card wizard-step" onSubmit={submit} aria-labelledby="step-heading">
      <ProgressBar position={DETAILED_STEP_COUNT - 1} total={DETAILED_STEP_COUNT} journey="detailed" />
      <h2 id="step-heading" tabIndex={-1}>
        Review your answers
      </h2>
      <p>
        Check each strategy before you submit. Change opens the strategy, where its target and every requirement can be
        changed; after changing it, choose Back to review to return here.
      </p>
      <GapsNotice gaps={gaps} />
      <UnconfirmedSuggestionsReview answers={progress.requirementOutcomes} changeTo={changeTo} />
      <RiskAcceptanceReview answers={progress.requirementOutcomes} changeTo={changeTo} />
      <ReviewSection id="review-levels" title="Target and achieved level">
        <ReviewedStrategies
          answersFor={(id, strategyIndex, title) => {
            const target = progress.targetAssessments[id];
            // The three answers are changed on one step, the strategy's: one link, beside the first, names them all.
            return [
              {
                term: 'Target level',
                answer: target === undefined ? 'Not answered' : targetLabel(target),
                changeTo: changeTo({ phase: 'strategy', strategyIndex }),
                changeName: `the target and requirements for ${title}`,
              },
              { term: 'Achieved level', answer: levelLabel(achieved[id]) },
              { term: 'Requirements not assessed', answer: notAssessedAnswer(gaps[strategyIndex] ?? { strategy: id, count: 0, outOf: 0, upToLevel: 3 }) },
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
