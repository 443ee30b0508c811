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
