import { z } from 'zod';
import { CONTROL_IDS, type ControlId } from '../../domain/controls';
import { resumable, type WizardStep } from '../../domain/wizard';
import { readStored, removeStored, writeStored } from '../storage';

/** Everything the respondent has entered so far, kept in this browser until submitted (DESIGN D5). */
export interface WizardProgress {
  step: WizardStep;
  targetAssessments: Partial<Record<ControlId, number>>;
  assessments: Partial<Record<ControlId, number>>;
  implementation: { timeline: string; priorities: ControlId[]; constraints: string };
  organisation: { organizationName: string; respondentName: string; respondentEmail: string };
}

const PROGRESS_KEY = 'wizard_progress';

const questionIndex = z.number().int().min(0).max(CONTROL_IDS.length - 1);
const levels = z.partialRecord(z.enum(CONTROL_IDS), z.number().int().min(0).max(3));

/** What a stored progress must look like to be restored; anything else is ignored, not trusted. */
const storedProgressSchema = z.object({
  step: z.discriminatedUnion('phase', [
    z.object({ phase: z.literal('welcome') }),
    z.object({ phase: z.literal('target'), questionIndex }),
    z.object({ phase: z.literal('current'), questionIndex }),
    z.object({ phase: z.literal('implementation') }),
    z.object({ phase: z.literal('organisation') }),
  ]),
  targetAssessments: levels,
  assessments: levels,
  implementation: z.object({ timeline: z.string(), priorities: z.array(z.enum(CONTROL_IDS)), constraints: z.string() }),
  organisation: z.object({ organizationName: z.string(), respondentName: z.string(), respondentEmail: z.string() }),
});

/** A wizard that has not been started. */
export const EMPTY_PROGRESS: WizardProgress = {
  step: { phase: 'welcome' },
  targetAssessments: {},
  assessments: {},
  implementation: { timeline: '', priorities: [], constraints: '' },
  organisation: { organizationName: '', respondentName: '', respondentEmail: '' },
};

/** The progress saved in this browser, if there is a readable one, made consistent before resuming. */
export function loadProgress(): WizardProgress | undefined {
  const parsed = storedProgressSchema.safeParse(readStored(PROGRESS_KEY));
  return parsed.success ? resumable(parsed.data) : undefined;
}

/** Saves progress; false when the browser will not store it. */
export function saveProgress(progress: WizardProgress): boolean {
  return writeStored(PROGRESS_KEY, progress);
}

/** Forgets the saved progress (after a successful submit, or Start over). */
export function clearProgress(): void {
  removeStored(PROGRESS_KEY);
}
