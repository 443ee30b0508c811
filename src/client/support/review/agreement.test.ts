import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../domain/review/finding';
import { agreedInWords, agreementPlan, canAgree, leftOutInWords, undoneInWords, type BatchChoice } from './agreement';

const TODAY = '2026-11-27';
const found = { answerChanged: false } as Pick<Finding, 'answerChanged'> as Finding;
type Given = 'effective' | 'not-applicable' | 'alternate-control' | 'not-assessed' | 'ineffective';
const row = (id: string, outcome: Given, finding?: Finding, more: { justification?: string; reviewBy?: string } = {}) => ({
  id,
  answer: { outcome, evidence: '', ...more },
  finding,
});
const batch: BatchChoice = { testMethod: 'live-configuration', evidenceQuality: 'good', note: '' };

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
      row('h', 'not-applicable', undefined, { justification: 'No servers on site.' }),
    ];
    // Each row goes with the answer and the respondent's files as seen, for the server to compare with its own.
    const plan = agreementPlan(rows, batch, TODAY, (id) => (id === 'a' ? ['7d1c5e7a-0000-4000-8000-000000000001'] : []));
    expect(plan.included).toEqual([
      { requirementId: 'a', answered: 'effective', answer: { outcome: 'effective', evidence: '' }, fileIds: ['7d1c5e7a-0000-4000-8000-000000000001'] },
      { requirementId: 'b', answered: 'ineffective', answer: { outcome: 'ineffective', evidence: '' }, fileIds: [] },
      { requirementId: 'h', answered: 'not-applicable', answer: { outcome: 'not-applicable', evidence: '', justification: 'No servers on site.' }, fileIds: [] },
    ]);
    expect(plan.leftOut).toEqual({ 'already-reviewed': 1, 'answer-changed': 1, 'not-answered': 1, 'needs-justification': 2 });
    expect(agreementPlan(rows, { ...batch, note: 'Out of scope by design.' }, TODAY).included.map((each) => each.requirementId)).toEqual(['a', 'b', 'g', 'h']);
    expect(agreementPlan([row('h', 'not-applicable', undefined, { justification: 'None.' })], { ...batch, evidenceQuality: undefined }, TODAY).included).toEqual([]);
    expect(canAgree(row('a', 'effective'), TODAY)).toBe(true);
    expect(canAgree(row('c', 'effective', found), TODAY)).toBe(false);
    expect(canAgree(row('f', 'alternate-control', undefined, { justification: 'Sandboxing.', reviewBy: '2027-06-30' }), TODAY)).toBe(true);
  });

  it('says what is left out and what a batch came to, in words', () => {
    expect(leftOutInWords({ 'already-reviewed': 2, 'answer-changed': 1 })).toEqual([
      '2 already have a finding, which a batch never replaces',
      '1 has an answer changed since its review: review it on its own',
    ]);
    expect(agreedInWords(12, [])).toBe('Agreed with the respondent on 12 requirements.');
    expect(agreedInWords(1, [{ reason: 'answer-changed' }])).toBe('Agreed with the respondent on 1 requirement. Left out: 1 has an answer changed since its review: review it on its own.');
  });

  it('says what undoing a batch came to: the findings removed, and those changed since, which the review still holds, kept', () => {
    const agreed = Array.from({ length: 12 }, (_, index) => ({ requirementId: `r${index}`, version: 1 }));
    /** A finding of the review after the undo: one saved again since the batch, or another requirement's. */
    const held = (requirementId: string) => ({ requirementId, version: 2 });
    expect(undoneInWords(agreed, [held('elsewhere'), held('r4')])).toBe('Undone: 11 findings removed; 1 changed since was kept.');
    expect(undoneInWords(agreed, [held('r4'), held('r7')])).toBe('Undone: 10 findings removed; 2 changed since were kept.');
    expect(undoneInWords(agreed.slice(0, 1), [held('elsewhere')])).toBe('Undone: 1 finding removed.');
    expect(undoneInWords(agreed.slice(0, 1), [held('r0')])).toBe('Nothing undone: the 1 finding of the batch was changed since, so it was kept.');
    expect(undoneInWords(agreed.slice(0, 2), [held('r0'), held('r1')])).toBe('Nothing undone: the 2 findings of the batch were changed since, so they were kept.');
  });
});
