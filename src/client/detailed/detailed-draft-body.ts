import { draftDetailedSchema } from '../../domain/detailed-assessment';
import { closingDraftAnswers, validDraft, type DraftBody } from '../assessment-steps/valid-draft';
import type { DetailedProgress } from '../progress/detailed-progress';

/** The detailed assessment's answers so far as a draft body, to reopen at `resumeStep`; an answer not valid yet is sent as last saved. */
export function detailedDraftBody(progress: DetailedProgress, resumeStep: string | undefined): DraftBody {
  const requirementOutcomes = Object.fromEntries(Object.entries(progress.requirementOutcomes).filter(([, answer]) => answer !== undefined));
  return validDraft(draftDetailedSchema, {
    status: 'draft',
    kind: 'detailed',
    ...(resumeStep ? { resumeStep } : {}),
    targetAssessments: progress.targetAssessments,
    requirementOutcomes,
    ...closingDraftAnswers(progress),
  }, progress.saved?.answers);
}
