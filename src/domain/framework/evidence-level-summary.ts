import type { Assessment } from '../assessment';
import { asdResultFromQuickCheck, asdSummary, type AsdSummary } from './asd-headline';

/**
 * A detailed assessment's level supported by evidence in the words of a report, from the levels kept
 * when it was saved (each strategy's level counting a met requirement only with good or excellent
 * evidence; the overall level the lowest of the eight). Undefined for a quick check, which grades no evidence.
 */
export function evidenceSummaryOf(assessment: Pick<Assessment, 'kind' | 'evidenceLevels'>): AsdSummary | undefined {
  if (assessment.kind !== 'detailed' || !assessment.evidenceLevels) return undefined;
  return asdSummary(asdResultFromQuickCheck(assessment.evidenceLevels));
}

/** What the level supported by evidence counts, in words: said wherever the level is shown. */
export const EVIDENCE_LEVEL_SOURCE =
  'The level supported by evidence counts a met requirement only when its evidence is graded good or excellent (a test of the control, or a look at its live configuration), as ASD’s assessment process guide grades evidence.';

/** The names reports give a detailed assessment's two overall levels, side by side. */
export const OVERALL_BY_ANSWERS = 'Overall level by the answers';
export const OVERALL_BY_EVIDENCE = 'Overall level supported by evidence';
