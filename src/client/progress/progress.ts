import type { ControlId } from '../../domain/controls';
import type { WizardStep } from '../../domain/wizard';
import { removeStored, writeStored } from '../storage';

// Reading progress back validates it (restore-progress.ts); saving and forgetting need no validation,
// so the results page can forget progress without the schema of a stored progress.

/** Everything the respondent has entered so far, kept in this browser until submitted. */
export interface WizardProgress {
  step: WizardStep;
  targetAssessments: Partial<Record<ControlId, number>>;
  assessments: Partial<Record<ControlId, number>>;
  implementation: { timeline: string; priorities: ControlId[]; constraints: string };
  organisation: { organizationName: string; respondentName: string; respondentEmail: string };
  /** The server draft these answers were saved to ("Save and finish later"), which Submit then completes. */
  draftId?: string;
}

/** The storage name of the progress (`e8_wizard_progress`). */
export const PROGRESS_KEY = 'wizard_progress';

/** A wizard that has not been started. */
export const EMPTY_PROGRESS: WizardProgress = {
  step: { phase: 'welcome' },
  targetAssessments: {},
  assessments: {},
  implementation: { timeline: '', priorities: [], constraints: '' },
  organisation: { organizationName: '', respondentName: '', respondentEmail: '' },
};

/** Saves progress; false when the browser will not store it. */
export function saveProgress(progress: WizardProgress): boolean {
  return writeStored(PROGRESS_KEY, progress);
}

/** Forgets the saved progress (after a successful submit, or Start over). */
export function clearProgress(): void {
  removeStored(PROGRESS_KEY);
}
