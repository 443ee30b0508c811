import { reassessmentStartWords } from '../../domain/reassessment';

/**
 * What the notice above restored answers says: where a re-assessment starts from, that a saved draft was
 * reopened, or that answers given earlier in this browser were restored.
 */
export function restoredWords(progress: { draftId?: string; reassessmentOf?: number }): string {
  if (progress.reassessmentOf !== undefined) return reassessmentStartWords(progress.reassessmentOf);
  return progress.draftId ? 'We reopened the answers you saved.' : 'We restored the answers you gave earlier in this browser.';
}
