import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../domain/review/finding';
import { checkDraft, draftInWords, draftOf, findingBody, lastTestMethodOf, needsJustification, sameDraft, savedLine, withOutcome, withTestMethod } from './finding-draft';

const TODAY = '2026-11-27';
const saved: Finding = {
  requirementId: 'regular-backups-performed',
  outcome: 'alternate-control',
  testMethod: 'live-configuration',
  evidenceQuality: 'good',
  note: 'Snapshots every hour',
  reviewBy: '2027-03-31',
  version: 3,
  savedAt: Date.UTC(2026, 10, 26, 23, 42),
  savedBy: 'alice',
  answerChanged: false,
  acceptedBy: 'Sam Lee, Chief Information Security Officer',
  madeIn: 'one-by-one',
  batchId: null,
};

describe("a requirement's finding form", () => {
  it('starts empty at version 0 for a requirement not reviewed, and from the finding with its version otherwise', () => {
    expect(draftOf(undefined)).toEqual({ note: '', reviewBy: '', acceptedBy: '', version: 0 });
    expect(draftOf(saved)).toEqual({
      outcome: 'alternate-control',
      testMethod: 'live-configuration',
      evidenceQuality: 'good',
      note: 'Snapshots every hour',
      reviewBy: '2027-03-31',
      acceptedBy: 'Sam Lee, Chief Information Security Officer',
      version: 3,
    });
  });

  it("takes the respondent's review date and approver for an alternate control with none, and keeps one already chosen", () => {
    const answer = { outcome: 'alternate-control' as const, evidence: '', reviewBy: '2027-01-31', approvedBy: 'Sam Lee, CISO' };
    expect(withOutcome(draftOf(undefined), 'alternate-control', answer)).toMatchObject({ reviewBy: '2027-01-31', acceptedBy: 'Sam Lee, CISO' });
    expect(withOutcome({ ...draftOf(undefined), acceptedBy: 'Jo Park, CEO' }, 'alternate-control', answer).acceptedBy).toBe('Jo Park, CEO');
    expect(withOutcome({ ...draftOf(undefined), reviewBy: '2027-02-28' }, 'alternate-control', answer).reviewBy).toBe('2027-02-28');
    expect(withOutcome(draftOf(undefined), 'effective', answer).reviewBy).toBe('');
  });

  it('starts the evidence quality at the best the test method gives, and never replaces one already judged', () => {
    expect(withTestMethod(draftOf(undefined), 'simulated-activity').evidenceQuality).toBe('excellent');
    expect(withTestMethod(draftOf(undefined), 'interview').evidenceQuality).toBe('poor');
    expect(withTestMethod({ ...draftOf(undefined), evidenceQuality: 'fair' }, 'simulated-activity').evidenceQuality).toBe('fair');
  });

  it('sends the review date only for an alternate control, and nothing left empty', () => {
    expect(findingBody({ outcome: 'effective', testMethod: 'interview', note: ' ', reviewBy: '2027-01-31', acceptedBy: 'Jo Park, CEO', version: 2 })).toEqual({
      outcome: 'effective',
      testMethod: 'interview',
      note: ' ',
      version: 2,
    });
  });

  it('names each field in error as the server would: an outcome to choose, how it was tested, a review date within twelve months', () => {
    expect(checkDraft(draftOf(undefined), TODAY)).toEqual({ errors: { outcome: 'Choose one of the assessment outcomes' } });
    expect(checkDraft({ ...draftOf(undefined), outcome: 'ineffective' }, TODAY)).toEqual({ errors: { testMethod: 'Choose how Ineffective was tested' } });
    expect(checkDraft({ ...draftOf(saved), reviewBy: '2027-11-28' }, TODAY)).toEqual({
      errors: { reviewBy: 'The review date must be no later than 27 November 2027: an alternate control is reviewed at least every 12 months' },
    });
    expect(checkDraft({ ...draftOf(undefined), outcome: 'not-assessed' }, TODAY)).toEqual({ input: { outcome: 'not-assessed', note: '', acceptedBy: '', version: 0 } });
  });

  it('asks an exception found for its justification and an evidence grade before sending, in words', () => {
    const checked = checkDraft({ ...draftOf(undefined), outcome: 'not-applicable', testMethod: 'interview' }, TODAY);
    expect(checked).toEqual({ errors: { note: expect.stringMatching(/^Write why .*\(the justification\)/), evidenceQuality: expect.stringMatching(/^Choose the quality of the evidence/) } });
    expect(needsJustification({ outcome: 'alternate-control' })).toBe(true);
    expect(needsJustification({ outcome: 'effective' })).toBe(false);
  });

  it('has nothing to save when it says what the finding says, spaces around the note aside', () => {
    expect(sameDraft({ ...draftOf(saved), note: 'Snapshots every hour  ' }, draftOf(saved))).toBe(true);
    expect(sameDraft({ ...draftOf(saved), outcome: 'effective' }, draftOf(saved))).toBe(false);
    expect(sameDraft({ ...draftOf(undefined), reviewBy: '2027-01-31' }, draftOf(undefined))).toBe(true);
  });

  it('says who saved the finding and when, and puts what could not be saved in words', () => {
    expect(savedLine(saved)).toMatch(/^Saved by alice, 2[67] November 2026 at \d{1,2}:42 ?(am|pm)$/);
    expect(draftInWords({ ...draftOf(saved), note: 'Checked 5 of 40 servers\n' })).toEqual([
      'Outcome: Alternate control',
      'Test method: Live configuration examined',
      'Evidence quality: Good',
      'Review by: 31 March 2027',
      'Residual risk accepted by: Sam Lee, Chief Information Security Officer',
      'Note: Checked 5 of 40 servers',
    ]);
    expect(draftInWords(draftOf(undefined))).toEqual(['Outcome: not chosen']);
  });
});

describe('the test method filled down from the last finding', () => {
  it('starts a new finding at the method of the finding saved last, with the quality that method starts at, once an outcome is chosen', () => {
    const findings = [
      { testMethod: 'interview' as const, savedAt: 3 },
      { testMethod: 'live-configuration' as const, savedAt: 9 },
      { testMethod: null, savedAt: 12 },
    ];
    expect(lastTestMethodOf(findings)).toBe('live-configuration');
    expect(lastTestMethodOf([])).toBeUndefined();
    const chosen = withOutcome(draftOf(undefined), 'ineffective', undefined, 'live-configuration');
    expect(chosen).toMatchObject({ outcome: 'ineffective', testMethod: 'live-configuration', evidenceQuality: 'good' });
  });

  it('never replaces a method already chosen, and gives Not assessed none', () => {
    const interviewed = withTestMethod(draftOf(undefined), 'interview');
    expect(withOutcome(interviewed, 'effective', undefined, 'live-configuration').testMethod).toBe('interview');
    expect(withOutcome(draftOf(undefined), 'not-assessed', undefined, 'live-configuration').testMethod).toBeUndefined();
  });
});
