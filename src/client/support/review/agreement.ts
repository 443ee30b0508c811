import type { CalendarDay } from '../../../domain/calendar-day';
import type { Finding } from '../../../domain/review/finding';
import type { EvidenceQuality } from '../../../domain/framework/evidence-quality';
import { agreementWith, type SeenRequirement } from '../../../domain/review/agreement';
import { type AgreementSkipReason } from '../../../domain/review/agreement-result';
import type { TestMethod } from '../../../domain/review/test-methods';
import type { RegisterRow } from './register-rows';

/** Each reason a row is left out of a batch, in words after a count: "2 already have a finding, which a batch never replaces". */
const REASON_WORDS: Record<AgreementSkipReason, [one: string, many: string]> = {
  'already-reviewed': ['already has a finding, which a batch never replaces', 'already have a finding, which a batch never replaces'],
  'answer-changed': ['has an answer changed since its review: review it on its own', 'have an answer changed since their review: review them on their own'],
  'not-answered': ['was not answered by the respondent (Not assessed)', 'were not answered by the respondent (Not assessed)'],
  'needs-justification': [
    'is an exception without what its finding needs (a justification, an evidence grade, for an alternate control a review date within 12 months): review it on its own',
    'are exceptions without what their findings need (a justification, an evidence grade, for an alternate control a review date within 12 months): review them on their own',
  ],
};

/**
 * A row as a batch sends it: the requirement, and the respondent's answer and files as the assessor saw them, so the
 * server agrees only where neither changed since.
 */
export type AgreedRequirement = SeenRequirement;

/** What the batch applies to each: how the requirements were tested, the evidence quality and the note (none chosen yet while the dialog is filled). */
export interface BatchChoice {
  testMethod: TestMethod | undefined;
  evidenceQuality: EvidenceQuality | undefined;
  note: string;
}

/** What agreeing with the respondent on some rows comes to: the rows agreed, and how many are left out, by reason. */
export interface AgreementPlan {
  included: AgreedRequirement[];
  leftOut: Partial<Record<AgreementSkipReason, number>>;
}

/**
 * Why a row cannot be agreed in this batch, or undefined when it can: it has a finding (an answer changed since
 * included), or the server's own rule (`agreementWith`) would skip it. Before a test method is chosen the rows are
 * counted as if one were.
 */
export function leftOutReason(row: Pick<RegisterRow, 'finding' | 'answer'>, batch: BatchChoice, today: CalendarDay): AgreementSkipReason | undefined {
  if (row.finding?.answerChanged) return 'answer-changed';
  if (row.finding) return 'already-reviewed';
  const answered = row.answer?.outcome ?? 'not-assessed';
  const input = { testMethod: batch.testMethod ?? 'interview', evidenceQuality: batch.evidenceQuality, note: batch.note.trim(), requirements: [] };
  const agreement = agreementWith(row.answer, answered, input, today);
  return 'skipped' in agreement ? agreement.skipped : undefined;
}

/**
 * The rows a batch agrees with, each with the answer the respondent gave and the ids of the files they attached to it
 * (`fileIdsOf`), and the others counted by why they are left out.
 */
export function agreementPlan(
  rows: readonly Pick<RegisterRow, 'id' | 'finding' | 'answer'>[],
  batch: BatchChoice,
  today: CalendarDay,
  fileIdsOf: (requirementId: string) => string[] = () => [],
): AgreementPlan {
  const plan: AgreementPlan = { included: [], leftOut: {} };
  for (const row of rows) {
    const reason = leftOutReason(row, batch, today);
    if (reason) plan.leftOut[reason] = (plan.leftOut[reason] ?? 0) + 1;
    else {
      const answer = row.answer ?? { outcome: 'not-assessed' as const, evidence: '' };
      plan.included.push({ requirementId: row.id, answered: answer.outcome, answer, fileIds: fileIdsOf(row.id) });
    }
  }
  return plan;
}

/**
 * Whether a row can be agreed with in some batch, as its "Agree" offers: no finding yet, and an answer to agree with
 * (an exception with its justification and review date in order, given a grade).
 */
export function canAgree(row: Pick<RegisterRow, 'finding' | 'answer'>, today: CalendarDay): boolean {
  return leftOutReason(row, { testMethod: undefined, evidenceQuality: 'poor', note: '' }, today) === undefined;
}

/** "12 requirements", "1 requirement". */
export function requirementCount(count: number): string {
  return count === 1 ? '1 requirement' : `${count.toLocaleString('en-AU')} requirements`;
}

/** Each reason rows are left out, in words with its count. */
export function leftOutInWords(leftOut: AgreementPlan['leftOut']): string[] {
  return (Object.keys(REASON_WORDS) as AgreementSkipReason[]).flatMap((reason) => {
    const count = leftOut[reason] ?? 0;
    if (count === 0) return [];
    return [`${count.toLocaleString('en-AU')} ${REASON_WORDS[reason][count === 1 ? 0 : 1]}`];
  });
}

/** "Agreed with the respondent on 12 requirements." and, when the server left some out, why. */
export function agreedInWords(agreed: number, skipped: readonly { reason: AgreementSkipReason }[]): string {
  const counts: AgreementPlan['leftOut'] = {};
  for (const { reason } of skipped) counts[reason] = (counts[reason] ?? 0) + 1;
  const left = leftOutInWords(counts);
  return `Agreed with the respondent on ${requirementCount(agreed)}.${left.length > 0 ? ` Left out: ${left.join('; ')}.` : ''}`;
}

/** "11 findings", "1 finding". */
function findingCount(count: number): string {
  return count === 1 ? '1 finding' : `${count.toLocaleString('en-AU')} findings`;
}

/**
 * What undoing a batch came to, in words, from the findings it agreed and the findings of the review the undo answered
 * with: a finding of the batch the review no longer holds was removed; one it still holds was changed since the batch
 * (the server removes only a batch's findings still at the version the batch made) and is kept as the assessor's own.
 * "Undone: 11 findings removed; 1 changed since was kept."
 */
export function undoneInWords(agreed: readonly Pick<Finding, 'requirementId'>[], after: readonly Pick<Finding, 'requirementId'>[]): string {
  const held = new Set(after.map((finding) => finding.requirementId));
  const kept = agreed.filter((finding) => held.has(finding.requirementId)).length;
  const removed = agreed.length - kept;
  if (removed === 0) return `Nothing undone: ${kept === 1 ? 'the 1 finding of the batch was changed since, so it was kept' : `the ${findingCount(kept)} of the batch were changed since, so they were kept`}.`;
  return `Undone: ${findingCount(removed)} removed${kept === 0 ? '' : `; ${kept.toLocaleString('en-AU')} changed since ${kept === 1 ? 'was' : 'were'} kept`}.`;
}
