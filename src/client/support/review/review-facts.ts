import type { CalendarDay } from '../../../domain/calendar-day';
import { asdSummary, type AsdSummary } from '../../../domain/framework/asd-headline';
import type { RequirementAnswers } from '../../../domain/framework/outcomes';
import { OUTCOMES, type Outcome } from '../../../domain/framework/outcome-rules';
import type { Requirement } from '../../../domain/framework/requirement';
import { assessedResult, reviewProgress } from '../../../domain/review/assessed-level';
import { type Finding, type FindingsById } from '../../../domain/review/finding';
import { findingsByEntry } from '../../../domain/review/finding-entries';
import type { ScopeTargets } from '../../../domain/review/review-target';
import { registerRows, type RegisterRow } from './register-rows';

/** What the review's findings come to on a day: the register's rows, progress within the target, the assessed levels, and where the assessor and respondent differ. */
export interface ReviewFacts {
  rows: RegisterRow[];
  /** The requirements of the model within the target, and how many of them have a finding. */
  progress: { reviewed: number; total: number };
  /** ASD's level rule on the findings alone, no strategy above its target, in a report's words. */
  assessed: AsdSummary;
  /** The requirements of the model found otherwise than answered, each once. */
  disagreements: number;
}

/** The facts of a review of `catalogue`, from the respondent's answers, the findings saved so far and the level each strategy is assessed against. */
export function reviewFacts(catalogue: readonly Requirement[], answers: RequirementAnswers, findings: readonly Finding[], targets: ScopeTargets, today: CalendarDay): ReviewFacts {
  const rows = registerRows(catalogue, answers, findings, targets, today);
  const byEntry: FindingsById = Object.fromEntries(findingsByEntry(findings));
  return {
    rows,
    progress: reviewProgress(catalogue, byEntry, targets),
    assessed: asdSummary(assessedResult(catalogue, byEntry, targets, today)),
    disagreements: rows.filter((row) => row.state === 'differs').length,
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
