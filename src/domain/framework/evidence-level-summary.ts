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

/**
 * What the level supported by evidence counts, in words: said wherever the level is shown. The threshold is
 * this product's rule; the four grades are those of ASD's Essential Eight assessment process guide (October
 * 2024, "Evidence quality"), which asks for the best evidence practicable but sets no threshold for a level.
 */
export const EVIDENCE_LEVEL_SOURCE =
  'This tool’s own rule, not ASD’s: a met requirement counts toward the level supported by evidence only with evidence graded Good (its live configuration reviewed) or Excellent (the control tested), two of the four grades in ASD’s assessment process guide.';

/** The names reports give a detailed assessment's two overall levels, side by side. */
export const OVERALL_BY_ANSWERS = 'Overall level by the answers';
export const OVERALL_BY_EVIDENCE = 'Overall level supported by evidence';
