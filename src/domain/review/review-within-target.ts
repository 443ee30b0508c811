import type { Assessment } from '../assessment';
import type { CalendarDay } from '../calendar-day';
import { REQUIREMENTS } from '../framework/catalogue';
import type { AsdResult } from '../framework/level-rule';
import { assessedResult, disagreements, type Disagreement } from './assessed-level';
import type { ReportFinding } from './assessment-report-results';
import { reportPlacement, type ReportPlacement } from './assessment-report-scope';
import type { FindingsById } from './finding';
import { findingsByEntry } from './finding-entries';
import { NO_TARGET_AGREED, scopeTargets, type ReviewTarget, type ScopeTargets } from './review-target';

/** A review as its reading within the target needs it: the target (absent: none agreed) and the findings. */
export interface ReviewToRead {
  target?: ReviewTarget | undefined;
  findings: readonly ReportFinding[];
}

/** A review read within its target, as the assessment report and the respondent's results both count it. */
export interface ReviewWithinTarget {
  /** The level each strategy is assessed against (the assessor's target, else the respondent's). */
  targets: ScopeTargets;
  /** Which catalogue entries are within the target, and where each requirement of the model is given once. */
  placement: ReportPlacement;
  /** The finding that counts for each entry within the target (a shared requirement's one finding under each entry). */
  findings: ReadonlyMap<string, ReportFinding>;
  findingsById: FindingsById;
  /** ASD's level rule on the findings alone, each strategy never above its target. */
  assessed: AsdResult;
  /** Every entry within the target whose outcome as found differs from the answer, a shared requirement under each entry. */
  allDiffering: Disagreement[];
  /** The requirements of the model within the target whose outcome as found differs from the answer, each once. */
  differing: Disagreement[];
}

/**
 * Reads a review of an assessment within its target on `today`: only the catalogue entries that first apply at or
 * below their strategy's target count (decision 095), each finding counts in every strategy listing its
 * requirement, and the assessed level is ASD's rule on the findings, never above the target. The assessment
 * report's figures and the respondent's "Assessed by" verdict are both read from this, so they never disagree.
 */
export function reviewWithinTarget(assessment: Pick<Assessment, 'targetAssessments' | 'requirementOutcomes'>, review: ReviewToRead, today: CalendarDay): ReviewWithinTarget {
  const targets = scopeTargets(review.target ?? NO_TARGET_AGREED, assessment.targetAssessments);
  const placement = reportPlacement(REQUIREMENTS, targets);
  const withinIds = new Set(placement.withinScope.map((entry) => entry.id));
  const findings = new Map([...findingsByEntry(review.findings)].filter(([id]) => withinIds.has(id)));
  const findingsById: FindingsById = Object.fromEntries(findings);
  const allDiffering = disagreements(placement.withinScope, assessment.requirementOutcomes, findingsById, today);
  return {
    targets,
    placement,
    findings,
    findingsById,
    assessed: assessedResult(REQUIREMENTS, findingsById, targets, today),
    allDiffering,
    differing: allDiffering.filter((entry) => placement.printedIds.has(entry.requirement.id)),
  };
}
