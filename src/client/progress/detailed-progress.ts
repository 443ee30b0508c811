import { z } from 'zod';
import { assessmentRecordSchema } from '../../domain/assessment-record';
import type { Assessment } from '../../domain/assessment';
import { CONTROL_IDS, type ControlId, type TargetLevel } from '../../domain/controls';
import { prefilledAnswers } from '../../domain/detailed-assessment';
import type { RequirementAnswer } from '../../domain/framework/outcomes';
import { withSharedAnswers } from '../../domain/framework/shared-requirements';
import { DETAILED_PROGRESS_KEY, EMPTY_IMPLEMENTATION, implementationOf, type SavedCopy, type WizardProgress } from './progress';
import { removeStored, writeStored } from '../storage';
import type { DetailedStep } from './detailed-steps';

/** Everything entered in the detailed assessment so far, kept in this browser until submitted. */
export interface DetailedProgress {
  step: DetailedStep;
  /** What the answers started from, for the welcome step to say so. */
  startedFrom: 'nothing' | 'quick' | 'detailed';
  targetAssessments: Partial<Record<ControlId, TargetLevel>>;
  /** Answers by requirement id; a requirement without one is not assessed. */
  requirementOutcomes: Partial<Record<string, RequirementAnswer>>;
  implementation: WizardProgress['implementation'];
  organisation: WizardProgress['organisation'];
  /** The server draft these answers were saved to ("Save and finish later"), which Submit then completes. */
  draftId?: string;
  /** The copy of the draft this browser last saved or opened (see SavedCopy). */
  saved?: SavedCopy;
  /** For a re-assessment, when the assessment it started from was made (see WizardProgress). */
  reassessmentOf?: number;
  /** The key sent with this journey's submission (see WizardProgress). */
  submissionKey?: string;
}

/** A detailed assessment that has not been started, with nothing to start from. */
export const EMPTY_DETAILED_PROGRESS: DetailedProgress = {
  step: { phase: 'welcome' },
  startedFrom: 'nothing',
  targetAssessments: {},
  requirementOutcomes: {},
  implementation: EMPTY_IMPLEMENTATION,
  organisation: { organizationName: '', respondentName: '', respondentEmail: '' },
};

/** Saves progress; false when the browser will not store it. */
export function saveDetailedProgress(progress: DetailedProgress): boolean {
  return writeStored(DETAILED_PROGRESS_KEY, progress);
}

/** Forgets the saved progress (after a successful submit, or Start over). */
export function clearDetailedProgress(): void {
  removeStored(DETAILED_PROGRESS_KEY);
}

const startFromStateSchema = z.object({ startFrom: assessmentRecordSchema });

/** The assessment a navigation asked to start from (state `{ startFrom }`), or undefined when there is none or it is not one. */
export function startFromOf(navigationState: unknown): Assessment | undefined {
  const parsed = startFromStateSchema.safeParse(navigationState);
  return parsed.success ? parsed.data.startFrom : undefined;
}

function isTargetLevel(level: number | undefined): level is TargetLevel {
  return level === 1 || level === 2 || level === 3;
}

/**
 * A new detailed assessment started from an earlier one: its targets, implementation and organisation
 * details copied; from a quick check, requirements at or below each rated level carry Effective as a
 * suggestion to confirm (each still Not assessed);
 * from a detailed assessment (or a draft of one), its answers are kept, and a requirement several strategies
 * share, answered in one of them only, shows that answer in each.
 */
export function progressStartedFrom(earlier: Assessment): DetailedProgress {
  const targetAssessments: DetailedProgress['targetAssessments'] = {};
  for (const id of CONTROL_IDS) {
    const level = earlier.targetAssessments[id];
    if (isTargetLevel(level)) targetAssessments[id] = level;
  }
  const detailed = earlier.kind === 'detailed';
  return {
    step: { phase: 'welcome' },
    startedFrom: detailed ? 'detailed' : 'quick',
    targetAssessments,
    requirementOutcomes: detailed ? withSharedAnswers(earlier.requirementOutcomes) : prefilledAnswers(earlier.assessments),
    implementation: implementationOf(earlier),
    organisation: {
      organizationName: earlier.organizationName,
      respondentName: earlier.respondentName,
      respondentEmail: earlier.respondentEmail,
    },
  };
}
