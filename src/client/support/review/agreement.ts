import type { Outcome } from '../../../domain/framework/outcome-rules';
import type { RegisterRow } from './register-rows';

/** Why a row asked for is left out of a batch agreement. */
export type LeftOutReason = 'already-reviewed' | 'answer-changed' | 'not-answered' | 'alternate-control' | 'needs-justification';

/** Each reason in words, after a count: "2 already have a finding". */
const REASON_WORDS: Record<LeftOutReason, [one: string, many: string]> = {
  'already-reviewed': ['already has a finding, which a batch never replaces', 'already have a finding, which a batch never replaces'],
  'answer-changed': ['has an answer changed since its review: review it on its own', 'have an answer changed since their review: review them on their own'],
  'not-answered': ['was not answered by the respondent (Not assessed)', 'were not answered by the respondent (Not assessed)'],
  'alternate-control': ['is an alternate control, which needs its own review date: review it on its own', 'are alternate controls, which need their own review date: review them on their own'],
  'needs-justification': ['is Not applicable and needs a note (the justification)', 'are Not applicable and need a note (the justification)'],
};

/** A row as a batch sends it: the requirement and the outcome the assessor saw the respondent give. */
export interface AgreedRequirement {
  requirementId: string;
  answered: Outcome;
}

/** What agreeing with the respondent on some rows comes to: the rows agreed, and how many are left out, by reason. */
export interface AgreementPlan {
  included: AgreedRequirement[];
  leftOut: Partial<Record<LeftOutReason, number>>;
}

/** Why a row cannot be agreed in a batch, or undefined when it can (`withNote`: the batch carries a note, the justification a Not applicable needs). */
export function leftOutReason(row: Pick<RegisterRow, 'finding' | 'answer'>, withNote: boolean): LeftOutReason | undefined {
  if (row.finding?.answerChanged) return 'answer-changed';
  if (row.finding) return 'already-reviewed';
  const outcome = row.answer?.outcome ?? 'not-assessed';
  if (outcome === 'not-assessed') return 'not-answered';
  if (outcome === 'alternate-control') return 'alternate-control';
  if (outcome === 'not-applicable' && !withNote) return 'needs-justification';
  return undefined;
}

/** The rows a batch agrees with, each with the outcome the respondent gave, and the others counted by why they are left out. */
export function agreementPlan(rows: readonly Pick<RegisterRow, 'id' | 'finding' | 'answer'>[], withNote: boolean): AgreementPlan {
  const plan: AgreementPlan = { included: [], leftOut: {} };
  for (const row of rows) {
    const reason = leftOutReason(row, withNote);
    if (reason) plan.leftOut[reason] = (plan.leftOut[reason] ?? 0) + 1;
    else plan.included.push({ requirementId: row.id, answered: row.answer?.outcome ?? 'not-assessed' });
  }
  return plan;
}

/** Whether a row can be agreed with on its own, as its "Agree" button offers (a Not applicable one can, with a note in the dialog). */
export function canAgree(row: Pick<RegisterRow, 'finding' | 'answer'>): boolean {
  return leftOutReason(row, true) === undefined;
}

/** "12 requirements", "1 requirement". */
export function requirementCount(count: number): string {
  return count === 1 ? '1 requirement' : `${count.toLocaleString('en-AU')} requirements`;
}

/** Each reason a row is left out, in words with its count: ["2 already have a finding, which a batch never replaces"]. */
export function leftOutInWords(leftOut: AgreementPlan['leftOut']): string[] {
  return (Object.keys(REASON_WORDS) as LeftOutReason[]).flatMap((reason) => {
    const count = leftOut[reason] ?? 0;
    if (count === 0) return [];
    return [`${count.toLocaleString('en-AU')} ${REASON_WORDS[reason][count === 1 ? 0 : 1]}`];
  });
}

/** Why the server skipped a requirement it was sent (it checks again: the answer may have changed since the page read it). */
export type SkippedReason = 'already-reviewed' | 'answer-changed' | 'not-answered' | 'needs-justification';

/** "Agreed with the respondent on 12 requirements." and, when the server left some out, why. */
export function agreedInWords(agreed: number, skipped: readonly { reason: SkippedReason }[]): string {
  const counts: AgreementPlan['leftOut'] = {};
  for (const { reason } of skipped) counts[reason] = (counts[reason] ?? 0) + 1;
  const left = leftOutInWords(counts);
  return `Agreed with the respondent on ${requirementCount(agreed)}.${left.length > 0 ? ` Left out: ${left.join('; ')}.` : ''}`;
}
