import type { Assessment } from '../../domain/assessment';
import { savedCopyOf } from '../progress/progress';
import { ImplementationStep } from './ImplementationStep';
import { NewerCopyLink } from './NewerCopyLink';
import { AlreadySubmitted } from './SubmittedNotice';
import { OrganisationStep } from './OrganisationStep';
import { SaveForLater } from './SaveForLater';
import type { DraftBody } from './valid-draft';
import type { AssessmentFlow, FlowProgress } from './useAssessmentFlow';

/** The label of a step's onward button when it was opened from the review. */
export const BACK_TO_REVIEW = 'Back to review';

/** The implementation planning or organisation step, when the flow is at one: both assessments close with them. */
export function ClosingStep<Progress extends FlowProgress<Step>, Step extends { phase: string }>({
  flow,
  backLabel,
}: {
  flow: AssessmentFlow<Progress, Step>;
  /** The implementation step's way back, named for the step before it. */
  backLabel?: string;
}) {
  const { step, progress, setProgress, fromReview, position } = flow;
  if (step.phase === 'implementation') {
    return (
      <ImplementationStep
        values={progress.implementation}
        position={position}
        backLabel={backLabel}
        submitLabel={fromReview ? BACK_TO_REVIEW : undefined}
        onChange={(implementation) => setProgress((current) => ({ ...current, implementation }))}
        onBack={() => flow.back(step)}
        onSubmit={() => flow.onward(step)}
      />
    );
  }
  if (step.phase === 'organisation') {
    return (
      <OrganisationStep
        values={progress.organisation}
        position={position}
        submitLabel={fromReview ? BACK_TO_REVIEW : 'Next: Review Your Answers'}
        onChange={(organisation) => setProgress((current) => ({ ...current, organisation }))}
        onBack={() => flow.back(step)}
        onSubmit={() => flow.onward(step)}
      />
    );
  }
  return null;
}

/** Under every step but the welcome: the newer copy after a refused Submit, the results of one submitted elsewhere, and "Save and finish later". */
export function FlowFooter<Progress extends FlowProgress<Step>, Step extends { phase: string }>({
  flow,
  draftBody,
}: {
  flow: AssessmentFlow<Progress, Step>;
  draftBody: () => DraftBody;
}) {
  const { progress, setProgress } = flow;
  const onSaved = (draft: Assessment) => setProgress((current) => ({ ...current, draftId: draft.id, saved: savedCopyOf(draft) }));
  return (
    <>
      {flow.submitConflict && flow.saveError && <NewerCopyLink draftId={flow.submitConflict} />}
      {flow.submittedElsewhere && <AlreadySubmitted id={flow.submittedElsewhere} />}
      {flow.step.phase !== 'welcome' && (
        // Keyed by the step, so each step starts with its own "Save and finish later" panel closed.
        <SaveForLater key={`save-${flow.stepKey}`} draftId={progress.draftId} draftBody={draftBody} lastSavedAt={progress.saved?.at} onSaved={onSaved} />
      )}
    </>
  );
}
