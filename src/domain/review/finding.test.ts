import { describe, expect, it } from 'vitest';
import { answerFingerprint, findingInputSchema, findingReviewDateIssue } from './finding';

const fieldsOf = (body: unknown) => {
  const result = findingInputSchema.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a finding as the consultant sends it', () => {
  it('takes an outcome, a test method, a quality, a note and the version read, trimming the note', () => {
    expect(findingInputSchema.parse({ outcome: 'effective', testMethod: 'simulated-activity', evidenceQuality: 'excellent', note: '  Ran E8MVT on 5 of 40 desktops ', version: 0 })).toEqual({
      outcome: 'effective',
      testMethod: 'simulated-activity',
      evidenceQuality: 'excellent',
      note: 'Ran E8MVT on 5 of 40 desktops',
      version: 0,
    });
  });

  it('asks how it was tested for every outcome but Not assessed, and for a review date for an alternate control', () => {
    expect(fieldsOf({ outcome: 'ineffective', version: 0 })).toEqual({ testMethod: 'Choose how Ineffective was tested' });
    expect(fieldsOf({ outcome: 'not-assessed', version: 0 })).toEqual({});
    expect(fieldsOf({ outcome: 'alternate-control', testMethod: 'interview', version: 2 })).toEqual({ reviewBy: 'Choose the date by which the alternate control is reviewed again' });
  });

  it('names each bad field in words', () => {
    expect(fieldsOf({ outcome: 'great', testMethod: 'guess', evidenceQuality: 'perfect', note: 'x'.repeat(2001), reviewBy: '2027-02-30', version: -1 })).toEqual({
      outcome: 'Choose one of the assessment outcomes',
      testMethod: 'Choose a test method: a simulated activity, the live configuration, a copy of the configuration, documents or an interview',
      evidenceQuality: 'Choose an evidence quality of excellent, good, fair or poor',
      note: 'The note must be at most 2,000 characters',
      reviewBy: 'The review date must be a real date written YYYY-MM-DD, like 2027-06-30',
      version: 'The version must be 0 or more',
    });
    expect(fieldsOf({ outcome: 'effective', testMethod: 'interview', version: 0, extra: 1 })).toHaveProperty('');
  });

  it('refuses a review date more than twelve months ahead on the day it is saved', () => {
    expect(findingReviewDateIssue({ outcome: 'alternate-control', reviewBy: '2027-11-27' }, '2026-11-27')).toBeUndefined();
    expect(findingReviewDateIssue({ outcome: 'alternate-control', reviewBy: '2027-11-28' }, '2026-11-27')).toBe(
      'The review date must be no later than 27 November 2027: an alternate control is reviewed at least every 12 months',
    );
    expect(findingReviewDateIssue({ outcome: 'effective', reviewBy: '2030-01-01' }, '2026-11-27')).toBeUndefined();
  });
});

describe('the answer a finding was saved against', () => {
  it('changes with anything the respondent says, and not with a suggestion they never confirmed', () => {
    const answer = { outcome: 'effective' as const, evidence: 'Weekly backups' };
    expect(answerFingerprint(answer)).toBe(answerFingerprint({ ...answer, suggestedOutcome: 'ineffective' }));
    expect(answerFingerprint(answer)).not.toBe(answerFingerprint({ ...answer, evidence: 'Daily backups' }));
    expect(answerFingerprint(answer)).not.toBe(answerFingerprint({ ...answer, evidenceQuality: 'good' }));
    expect(answerFingerprint(answer)).not.toBe(answerFingerprint({ ...answer, outcome: 'ineffective' }));
    expect(answerFingerprint(undefined)).toBe('');
  });
});
