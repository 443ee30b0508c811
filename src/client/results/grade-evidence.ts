import { startReassessment } from '../api/series';
import { paths } from '../paths';
import { detailedStepParam } from '../progress/detailed-steps';
import { localProgressFor, resumeChoice, storeDraftProgress } from '../progress/draft-progress';
import type { GradeEvidenceState } from '../progress/grade-evidence-state';

/** Where grading a completed detailed assessment's evidence opens: an address, with the requirement to grade first as navigation state. */
export interface GradingPlace {
  to: string;
  state?: GradeEvidenceState;
}

/**
 * Opens a completed detailed assessment for grading: a completed assessment is not changed, so a re-assessment
 * from its answers is started (a new draft in its series, as "Start a re-assessment from these answers" does),
 * kept as this browser's detailed progress, and opened at the strategy of the first met requirement without a
 * grade, with the focus on that grade. When this browser holds other answers of the detailed assessment, the
 * draft's resume page asks first, as a resume link does, and opens it at its saved step.
 */
export async function openToGrade(assessmentId: string, first: { strategyIndex: number; requirementId: string }): Promise<GradingPlace> {
  const draft = await startReassessment(assessmentId);
  if (resumeChoice(localProgressFor(draft), draft) !== 'open' || !storeDraftProgress(draft)) return { to: paths.resume(draft.id) };
  const step = detailedStepParam({ phase: 'strategy', strategyIndex: first.strategyIndex }) ?? '';
  return { to: `${paths.detailedAssessment}?step=${step}`, state: { gradeEvidenceOf: first.requirementId } };
}
