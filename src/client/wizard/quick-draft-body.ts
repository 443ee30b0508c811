import { draftAssessmentSchema } from '../../domain/assessment';
import { closingDraftAnswers, validDraft, type DraftBody } from '../assessment-steps/valid-draft';
import type { WizardProgress } from '../progress/progress';

/** The quick check's answers so far as a draft body, to reopen at `resumeStep`; an answer not valid yet is sent as last saved. */
export function quickDraftBody(progress: WizardProgress, resumeStep: string | undefined): DraftBody {
  return validDraft(draftAssessmentSchema, {
    status: 'draft',
    kind: 'quick',
    ...(resumeStep ? { resumeStep } : {}),
    targetAssessments: progress.targetAssessments,
    assessments: progress.assessments,
    ...closingDraftAnswers(progress),
  }, progress.saved?.answers);
}
