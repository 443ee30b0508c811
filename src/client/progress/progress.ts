import type { Assessment } from '../../domain/assessment';
import { DEFAULT_STEPS_PER_QUARTER } from '../../domain/constants';
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
  /** The planning answers; the steps a quarter is NaN while its field holds no whole number. */
  implementation: { timeline: string; priorities: ControlId[]; constraints: string; stepsPerQuarter: number };
  organisation: { organizationName: string; respondentName: string; respondentEmail: string };
  /** The server draft these answers were saved to ("Save and finish later"), which Submit then completes. */
  draftId?: string;
  /** The copy of the draft this browser last saved or opened, so a save from it cannot overwrite a newer one. */
  saved?: SavedCopy;
  /** For a re-assessment, when the assessment it started from was made, for the notice at the top to say so. */
  reassessmentOf?: number;
  /** The key made as this journey started and sent with its submission, so submitting it twice makes one assessment. */
  submissionKey?: string;
}

/**
 * The server copy of a draft as this browser last saved or opened it: when it was saved (its
 * `updatedAt`, sent with the next save so the server can refuse one from an out-of-date copy) and its
 * answers (sent again for an answer not valid yet, rather than blanking what was saved of it).
 */
export interface SavedCopy {
  at: number;
  answers: Record<string, unknown>;
}

/** A draft as the server answered it, as the copy this browser last saved or opened. */
export function savedCopyOf(draft: Assessment): SavedCopy {
  const { organizationName, respondentName, respondentEmail, targetAssessments, assessments, requirementOutcomes, timeline, priorities, constraints, stepsPerQuarter } = draft;
  return {
    at: draft.updatedAt,
    answers: { organizationName, respondentName, respondentEmail, targetAssessments, assessments, requirementOutcomes, timeline, priorities, constraints, stepsPerQuarter },
  };
}

/**
 * An assessment's planning answers as the form holds them; one saved before the form asked for the steps
 * a quarter offers the default, for the respondent to keep or change.
 */
export function implementationOf(assessment: Pick<Assessment, 'timeline' | 'priorities' | 'constraints' | 'stepsPerQuarter'>): WizardProgress['implementation'] {
  return {
    timeline: assessment.timeline ?? '',
    priorities: assessment.priorities,
    constraints: assessment.constraints,
    stepsPerQuarter: assessment.stepsPerQuarter ?? DEFAULT_STEPS_PER_QUARTER,
  };
}

/** The planning answers of a new assessment: none, with the default steps a quarter offered. */
export const EMPTY_IMPLEMENTATION: WizardProgress['implementation'] = { timeline: '', priorities: [], constraints: '', stepsPerQuarter: DEFAULT_STEPS_PER_QUARTER };

/** The storage name of the progress (`e8_wizard_progress`). */
export const PROGRESS_KEY = 'wizard_progress';

/** The storage name of the detailed assessment's progress (`e8_detailed_progress`); here, without the schemas that read it back, so the detailed page can tell a first visit before they load. */
export const DETAILED_PROGRESS_KEY = 'detailed_progress';

/** A wizard that has not been started. */
export const EMPTY_PROGRESS: WizardProgress = {
  step: { phase: 'welcome' },
  targetAssessments: {},
  assessments: {},
  implementation: EMPTY_IMPLEMENTATION,
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
