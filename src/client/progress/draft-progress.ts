import type { Assessment } from '../../domain/assessment';
import { resumable, wizardStepFromParam } from '../../domain/wizard';
import { progressStartedFrom, saveDetailedProgress, type DetailedProgress } from '../detailed/detailed-progress';
import { loadDetailedProgress } from '../detailed/restore-detailed-progress';
import { detailedStepFromParam, resumableStep } from '../detailed/detailed-steps';
import { saveProgress, type WizardProgress } from './progress';
import { loadProgress } from './restore-progress';

/**
 * A saved quick-check draft as the wizard's progress in this browser: every answer, the draft's id (so
 * later saves and Submit reach the same draft), at its saved step; a step the wizard does not know
 * reopens at the first question, and none reopens past an unanswered question.
 */
export function quickProgressFromDraft(draft: Assessment): WizardProgress {
  const step = (draft.resumeStep === null ? undefined : wizardStepFromParam(draft.resumeStep)) ?? { phase: 'target', questionIndex: 0 };
  return resumable({
    step,
    draftId: draft.id,
    targetAssessments: draft.targetAssessments,
    assessments: draft.assessments,
    implementation: { timeline: draft.timeline ?? '', priorities: draft.priorities, constraints: draft.constraints },
    organisation: { organizationName: draft.organizationName, respondentName: draft.respondentName, respondentEmail: draft.respondentEmail },
  });
}

/** A saved detailed draft as the detailed assessment's progress in this browser, at its saved step (the first strategy when unknown). */
export function detailedProgressFromDraft(draft: Assessment): DetailedProgress {
  const progress = progressStartedFrom(draft);
  const step = (draft.resumeStep === null ? undefined : detailedStepFromParam(draft.resumeStep)) ?? { phase: 'strategy', strategyIndex: 0 };
  return { ...progress, startedFrom: 'nothing', draftId: draft.id, step: resumableStep(step, progress.targetAssessments) };
}

/**
 * Whether opening a resume link would replace answers in this browser that belong to something else:
 * progress past the welcome that is not this draft's. Those are asked about, never silently replaced.
 */
export function wouldReplaceOtherAnswers(local: { step: { phase: string }; draftId?: string | undefined } | undefined, draftId: string): boolean {
  return local !== undefined && local.step.phase !== 'welcome' && local.draftId !== draftId;
}

/** The progress this browser holds for the wizard a draft belongs to, if any. */
export function localProgressFor(draft: Pick<Assessment, 'kind'>): { step: { phase: string }; draftId?: string | undefined } | undefined {
  return draft.kind === 'detailed' ? loadDetailedProgress() : loadProgress();
}

/** Writes a draft's answers into this browser's progress for its wizard; false when the browser will not store them. */
export function storeDraftProgress(draft: Assessment): boolean {
  return draft.kind === 'detailed' ? saveDetailedProgress(detailedProgressFromDraft(draft)) : saveProgress(quickProgressFromDraft(draft));
}
