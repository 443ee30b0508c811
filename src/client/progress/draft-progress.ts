import type { Assessment } from '../../domain/assessment';
import { resumable, wizardStepFromParam } from '../../domain/wizard';
import { progressStartedFrom, saveDetailedProgress, type DetailedProgress } from './detailed-progress';
import { loadDetailedProgress } from './restore-detailed-progress';
import { detailedStepFromParam, resumableStep } from './detailed-steps';
import { implementationOf, savedCopyOf, saveProgress, type SavedCopy, type WizardProgress } from './progress';
import { loadProgress } from './restore-progress';

/** A re-assessment's date of the assessment it started from, as progress keeps it; nothing for any other draft. */
function reassessmentOf(draft: Assessment): Pick<WizardProgress, 'reassessmentOf'> {
  return draft.reassessmentOf === undefined ? {} : { reassessmentOf: draft.reassessmentOf };
}

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
    saved: savedCopyOf(draft),
    ...reassessmentOf(draft),
    targetAssessments: draft.targetAssessments,
    assessments: draft.assessments,
    implementation: implementationOf(draft),
    organisation: { organizationName: draft.organizationName, respondentName: draft.respondentName, respondentEmail: draft.respondentEmail },
  });
}

/** A saved detailed draft as the detailed assessment's progress in this browser, at its saved step (the first strategy when unknown). */
export function detailedProgressFromDraft(draft: Assessment): DetailedProgress {
  const progress = progressStartedFrom(draft);
  const step = (draft.resumeStep === null ? undefined : detailedStepFromParam(draft.resumeStep)) ?? { phase: 'strategy', strategyIndex: 0 };
  return { ...progress, startedFrom: 'nothing', draftId: draft.id, saved: savedCopyOf(draft), ...reassessmentOf(draft), step: resumableStep(step, progress.targetAssessments) };
}

/** What this browser holds of a wizard, as far as reopening a draft needs to know. */
export interface LocalProgress {
  step: { phase: string };
  draftId?: string | undefined;
  saved?: SavedCopy | undefined;
}

/**
 * What opening a saved draft does with the answers this browser holds for its wizard. None past the
 * welcome: open the draft. Another assessment's: ask first. This draft's, last saved or opened here as
 * the copy the server still holds: keep them, as they are that copy or newer (answered on since). This
 * draft's while the server holds a copy saved since (from another browser), or one this browser did not
 * keep the time of: ask, as either may hold answers the other lacks. Answers are never silently replaced.
 */
export function resumeChoice(local: LocalProgress | undefined, draft: Pick<Assessment, 'id' | 'updatedAt'>): 'open' | 'keep' | 'ask about other' | 'ask about newer' {
  if (local === undefined || local.step.phase === 'welcome') return 'open';
  if (local.draftId !== draft.id) return 'ask about other';
  return local.saved?.at === draft.updatedAt ? 'keep' : 'ask about newer';
}

/** The progress this browser holds for the wizard a draft belongs to, if any. */
export function localProgressFor(draft: Pick<Assessment, 'kind'>): LocalProgress | undefined {
  return draft.kind === 'detailed' ? loadDetailedProgress() : loadProgress();
}

/** Writes a draft's answers into this browser's progress for its wizard; false when the browser will not store them. */
export function storeDraftProgress(draft: Assessment): boolean {
  return draft.kind === 'detailed' ? saveDetailedProgress(detailedProgressFromDraft(draft)) : saveProgress(quickProgressFromDraft(draft));
}
