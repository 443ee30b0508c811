import type { CalendarDay } from '../../../domain/calendar-day';
import { asdSummary, type AsdSummary } from '../../../domain/framework/asd-headline';
import type { RequirementAnswers } from '../../../domain/framework/outcomes';
import { OUTCOMES, type Outcome } from '../../../domain/framework/outcome-rules';
import type { Requirement } from '../../../domain/framework/requirement';
import { assessedResult, disagreements, reviewProgress, type Disagreement } from '../../../domain/review/assessed-level';
import { findingsByEntry, type Finding } from '../../../domain/review/finding';
import type { ScopeTargets } from '../../../domain/review/review-target';

/** What the review's findings come to on a day: progress, the assessed levels, and where the assessor and respondent differ. */
export interface ReviewFacts {
  progress: { reviewed: number; total: number };
  /** ASD's level rule on the findings alone, in a report's words. */
  assessed: AsdSummary;
  disagreements: Disagreement[];
  /** The finding that counts for each entry of the catalogue (a shared requirement's one finding under each of its entries). */
  findingById: ReadonlyMap<string, Finding>;
  disagreementById: ReadonlyMap<string, Disagreement>;
}

/** The facts of a review of `catalogue` within `targets`, from the respondent's answers and the findings saved so far. */
export function reviewFacts(catalogue: readonly Requirement[], answers: RequirementAnswers, findings: readonly Finding[], targets: ScopeTargets, today: CalendarDay): ReviewFacts {
  const findingById = findingsByEntry(findings);
  const byId = Object.fromEntries(findingById);
  const found = disagreements(catalogue, answers, byId, today);
  return {
    progress: reviewProgress(catalogue, byId, targets),
    assessed: asdSummary(assessedResult(catalogue, byId, targets, today)),
    disagreements: found,
    findingById,
    disagreementById: new Map(found.map((entry) => [entry.requirement.id, entry])),
  };
}

/** "104 of 107 requirements within the target reviewed". */
export function progressText({ reviewed, total }: { reviewed: number; total: number }): string {
  return `${reviewed.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')} requirements within the target reviewed`;
}

/** "Respondent: Effective · Assessor: Ineffective": both outcomes as they count on the day. */
export function disagreementText(answered: Outcome, found: Outcome): string {
  return `Respondent: ${OUTCOMES[answered].label} · Assessor: ${OUTCOMES[found].label}`;
}

/** "No disagreements", "1 disagreement", "3 disagreements". */
export function disagreementCountText(count: number): string {
  if (count === 0) return 'No disagreements';
  return count === 1 ? '1 disagreement' : `${count.toLocaleString('en-AU')} disagreements`;
}
