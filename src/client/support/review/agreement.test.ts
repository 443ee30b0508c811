import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../domain/review/finding';
import { agreedInWords, agreementPlan, canAgree, leftOutInWords } from './agreement';

const found = { answerChanged: false } as Pick<Finding, 'answerChanged'> as Finding;
const row = (id: string, outcome: 'effective' | 'not-applicable' | 'alternate-control' | 'not-assessed' | 'ineffective', finding?: Finding) => ({
  id,
  answer: { outcome, evidence: '' },
  finding,
});

describe('agreeing with the respondent in a batch', () => {
  it('takes only rows with no finding and an answer to agree with, and counts the others by why', () => {
    const rows = [
      row('a', 'effective'),
      row('b', 'ineffective'),
      row('c', 'effective', found),
      row('d', 'effective', { ...found, answerChanged: true }),
      row('e', 'not-assessed'),
      row('f', 'alternate-control'),
      row('g', 'not-applicable'),
    ];
    const plan = agreementPlan(rows, false);
    expect(plan.included).toEqual([
      { requirementId: 'a', answered: 'effective' },
      { requirementId: 'b', answered: 'ineffective' },
    ]);
    expect(plan.leftOut).toEqual({ 'already-reviewed': 1, 'answer-changed': 1, 'not-answered': 1, 'alternate-control': 1, 'needs-justification': 1 });
    expect(agreementPlan(rows, true).included.map((each) => each.requirementId)).toEqual(['a', 'b', 'g']);
    expect(canAgree(row('g', 'not-applicable'))).toBe(true);
    expect(canAgree(row('c', 'effective', found))).toBe(false);
  });

  it('says what is left out and what a batch came to, in words', () => {
    expect(leftOutInWords({ 'already-reviewed': 2, 'answer-changed': 1 })).toEqual([
      '2 already have a finding, which a batch never replaces',
      '1 has an answer changed since its review: review it on its own',
    ]);
    expect(agreedInWords(12, [])).toBe('Agreed with the respondent on 12 requirements.');
    expect(agreedInWords(1, [{ reason: 'answer-changed' }])).toBe(
      'Agreed with the respondent on 1 requirement. Left out: 1 has an answer changed since its review: review it on its own.',
    );
  });
});
