import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../router';
import type { ImplementationDetails, OrganisationDetails } from '../../domain/assessment';
import { ApiError } from '../api/http';
import { paths } from '../paths';
import type { WizardProgress } from '../progress/progress';
import { forgetJustSubmitted, markJustSubmitted, type Journey } from '../progress/just-submitted';
import { completeAssessment } from '../progress/server-drafts';
import { newSubmissionKey, withSubmissionKey } from '../progress/submission-key';
import { useStepFocus } from '../progress/useStepFocus';
import { useStepHistory, type StepNames } from '../progress/useStepHistory';
import { finalAnswers } from './final-answers';
import { saveErrorText, type FieldNamer } from './save-error';
import type { StepPosition } from './step-position';

/** What both assessments keep as progress: their closing answers, the server draft and the step. */
export type FlowProgress<Step> = Pick<WizardProgress, 'implementation' | 'organisation' | 'draftId' | 'saved' | 'submissionKey'> & { step: Step };

/** The body Submit sends, or the words that keep it from being sent (and what to do then). */
export type Submission = { body: unknown } | { problem: string; afterProblem?: () => void };

/** Moves to a step; `fromReview` marks it as opened from the review (see `useStepHistory`). */
export type GoTo<Step> = (step: Step, options?: { fromReview?: boolean }) => void;

/** One assessment's steps and how its progress is kept, sent and named. */
export interface FlowDefinition<Progress extends FlowProgress<Step>, Step extends { phase: string }> {
  /** Which journey this is: each notes the assessment it last submitted, for Back to its steps to say so. */
  journey: Journey;
  names: StepNames<Step>;
  /** The review step, where Submit is and where a step opened from it leads back to. */
  review: Step;
  /** The progress the page opens with (what this browser kept, or a fresh start). */
  initial: Progress;
  /** The step to resume at when the page opens on kept answers past the welcome; undefined for a fresh start. */
  resumeAt: Step | undefined;
  /** The progress "Start over" returns to. */
  fresh: Progress;
  reachable: (asked: Step, progress: Progress) => Step;
  next: (step: Step) => Step;
  previous: (step: Step) => Step;
  /** A step's name, unique among the steps (the key its form is rendered under). */
  key: (step: Step) => string;
  position: (step: Step) => StepPosition;
  /** Keeps the progress in this browser, and forgets it once submitted or started over. */
  keep: (progress: Progress) => void;
  forget: () => void;
  /** Submit's body from the progress and its checked closing answers. */
  submission: (progress: Progress, answers: { implementation: ImplementationDetails; organisation: OrganisationDetails }, goTo: GoTo<Step>) => Submission;
  /** Names a field the server refused, for the message. */
  nameField?: FieldNamer;
  /** After the server refused Submit: shows the refused fields where they are asked. */
  onRefused?: (error: ApiError, goTo: GoTo<Step>) => void;
}

/**
 * The state machine both assessments share: progress autosaved to this browser as it changes, each
 * step a history entry with focus moved to its heading, "Start over", moving on (back to the review
 * when a step was opened from it), and Submit: the closing answers checked again, the draft completed,
 * the results opened; a refusal in words, with the newer copy offered when the draft was saved or
 * submitted elsewhere since (409).
 */
export function useAssessmentFlow<Progress extends FlowProgress<Step>, Step extends { phase: string }>(definition: FlowDefinition<Progress, Step>) {
  const navigate = useNavigate();
  // The submission key is made as the journey starts, and kept with its progress for every tab of this browser.
  const [progress, setProgress] = useState<Progress>(() => withSubmissionKey(definition.initial));
  const [restored, setRestored] = useState(definition.resumeAt !== undefined);
  const [submitting, setSubmitting] = useState(false);
  // Set as Submit is pressed, before React shows it busy: a second press in the meantime (a double click) sends nothing.
  const sending = useRef(false);
  // The assessment submitted from another tab or window when this one pressed Submit: its results are linked.
  const [submittedElsewhere, setSubmittedElsewhere] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  // The draft Submit was refused for, as it was saved or submitted elsewhere since: its newer copy is offered.
  const [submitConflict, setSubmitConflict] = useState<string>();
  const { step, fromReview, goTo, hrefFor } = useStepHistory(definition.names, definition.resumeAt, (asked) => definition.reachable(asked, progress));
  const stepKey = definition.key(step);
  const { keep } = definition;

  // Once submitted, the answers are no longer kept: a render on the way to the results must not keep them again.
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) keep({ ...progress, step });
  }, [keep, progress, step]);

  // Each new step moves focus to its heading so screen readers announce it.
  useStepFocus(stepKey);

  const startOver = () => {
    definition.forget();
    submitted.current = false;
    forgetJustSubmitted(definition.journey);
    setRestored(false);
    setSubmittedElsewhere(undefined);
    setProgress(withSubmissionKey(definition.fresh));
    goTo(definition.names.first, { fromReview: false });
  };

  const submit = async () => {
    if (sending.current) return;
    setSaveError(undefined);
    const answers = finalAnswers(progress);
    if (answers.problem !== undefined) {
      setSaveError(answers.problem);
      return;
    }
    const submission = definition.submission(progress, answers, goTo);
    if ('problem' in submission) {
      setSaveError(submission.problem);
      submission.afterProblem?.();
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setSubmittedElsewhere(undefined);
    const submissionKey = progress.submissionKey ?? newSubmissionKey();
    // A progress put in place without a key (a draft opened meanwhile) keeps the one made now, for a retry to send again.
    if (progress.submissionKey === undefined) setProgress((current) => ({ ...current, submissionKey }));
    try {
      const completion = await completeAssessment(progress.draftId, submission.body, progress.saved?.at, submissionKey);
      // Submitted either way: the answers leave this browser, and Back to these steps says they were submitted.
      submitted.current = true;
      definition.forget();
      if ('submittedElsewhere' in completion) {
        markJustSubmitted(definition.journey, completion.submittedElsewhere);
        setSubmittedElsewhere(completion.submittedElsewhere);
        setSubmitting(false);
        return;
      }
      markJustSubmitted(definition.journey, completion.submitted.id);
      void navigate(paths.results(completion.submitted.id), { state: { assessment: completion.submitted } });
    } catch (error) {
      setSaveError(saveErrorText(error, definition.nameField));
      setSubmitConflict(error instanceof ApiError && error.status === 409 ? progress.draftId : undefined);
      setSubmitting(false);
      if (error instanceof ApiError) definition.onRefused?.(error, goTo);
    } finally {
      sending.current = false;
    }
  };

  return {
    progress,
    setProgress,
    step,
    stepKey,
    fromReview,
    goTo,
    hrefFor,
    restored,
    startOver,
    submit: () => void submit(),
    submitting,
    submittedElsewhere,
    saveError,
    submitConflict,
    position: definition.position(step),
    /** Moves on from a step: to the next, or back to the review when it was opened from there. */
    onward: (from: Step) => goTo(fromReview ? definition.review : definition.next(from)),
    back: (from: Step) => goTo(definition.previous(from)),
  };
}

export type AssessmentFlow<Progress extends FlowProgress<Step>, Step extends { phase: string }> = ReturnType<typeof useAssessmentFlow<Progress, Step>>;
