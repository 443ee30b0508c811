import type { CalendarDay } from '../../../domain/calendar-day';
import { asdSummary, type AsdSummary } from '../../../domain/framework/asd-headline';
import type { RequirementAnswers } from '../../../domain/framework/outcomes';
import { OUTCOMES, type Outcome } from '../../../domain/framework/outcome-rules';
import type { Requirement } from '../../../domain/framework/requirement';
import { assessedResult, disagreements, reviewProgress, type Disagreement } from '../../../domain/review/assessed-level';
import type { Finding } from '../../../domain/review/finding';

/** What the review's findings come to on a day: progress, the assessed levels, and where the assessor and respondent differ. */
export interface ReviewFacts {
  progress: { reviewed: number; total: number };
  /** ASD's level rule on the findings alone, in a report's words. */
  assessed: AsdSummary;
  disagreements: Disagreement[];
  findingById: ReadonlyMap<string, Finding>;
  disagreementById: ReadonlyMap<string, Disagreement>;
}

/** The facts of a review of `catalogue`, from the respondent's answers and the findings saved so far. */
export function reviewFacts(catalogue: readonly Requirement[], answers: RequirementAnswers, findings: readonly Finding[], today: CalendarDay): ReviewFacts {
  const findingById = new Map(findings.map((finding) => [finding.requirementId, finding]));
  const byId = Object.fromEntries(findingById);
  const found = disagreements(catalogue, answers, byId, today);
  return {
    progress: reviewProgress(catalogue, byId),
    assessed: asdSummary(assessedResult(catalogue, byId, today)),
    disagreements: found,
    findingById,
    disagreementById: new Map(found.map((entry) => [entry.requirement.id, entry])),
  };
}

/** "73 of 152 reviewed". */
export function progressText({ reviewed, total }: { reviewed: number; total: number }): string {
  return `${reviewed.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')} reviewed`;
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
